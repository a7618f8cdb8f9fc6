// The time-punch pages, by name, for the route table.
import type { ComponentType } from 'react';
import { PunchHistory } from './PunchHistory';
import { TimePunchSync } from './TimePunchSync';

export const screens: Record<'Sync' | 'PunchHistory', ComponentType> = {
  Sync: TimePunchSync,
  PunchHistory,
};
