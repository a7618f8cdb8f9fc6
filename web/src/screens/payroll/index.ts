// The payroll pages, by name, loaded lazily by the route table (one chunk for all of them).
import type { ComponentType } from 'react';
import { DailySalary, DuePayout, StaffSalary } from './AllStaff';
import { StaffDailySalary, StaffDuePayout } from './StaffPages';
import { StaffPayout } from './StaffPayout';
import { ImportPayroll } from './ImportPayroll';
import { ProfilePay } from './OwnPay';

export const screens = {
  StaffPayout,
  DailySalary,
  StaffDailySalary,
  DuePayout,
  StaffDuePayout,
  StaffSalary,
  ImportPayroll,
  ProfilePay,
} satisfies Record<string, ComponentType>;
