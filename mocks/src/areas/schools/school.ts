// A school the practice serves students in, its principal, its contacts and its holidays.
import type { Row } from '../../db/table.js';

export const schoolTypes = ['Public', 'Private', 'Charter', 'Special Education'] as const;

export interface School extends Row {
  name: string;
  /** One of schoolTypes. */
  school_type: string | null;
  district: string | null;
  email: string | null;
  phone: string | null;
  address: string | null;
  city: string | null;
  state: string | null;
  zip: string | null;
  /** 1 active, 0 inactive. */
  status: number;
}

/** One per school, saved in place. */
export interface SchoolPrincipal extends Row {
  school_id: number;
  name: string;
  email: string | null;
  phone: string | null;
}

export interface SchoolContact extends Row {
  school_id: number;
  name: string;
  /** Their role at the school: Teacher, Counselor, ... */
  title: string | null;
  email: string | null;
  phone: string | null;
  status: number;
}

export interface SchoolHoliday extends Row {
  school_id: number;
  name: string;
  /** YYYY-MM-DD. */
  start_date: string;
  /** YYYY-MM-DD, on or after start_date. */
  end_date: string;
}
