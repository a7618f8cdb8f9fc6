// A sheets link: a spreadsheet (its address and tab) whose session rows the API reads on a schedule, and what its
// last run did.
import type { Row } from '../../db/table.js';

export interface SheetLink extends Row {
  name: string;
  sheet_url: string;
  sheet_name: string | null;
  /** Hourly, Daily, Weekly or Manual. */
  schedule: string;
  /** 1 active, 0 paused. */
  status: number;
  last_run_at: string | null;
  /** Succeeded, Partly failed or Failed. */
  last_run_status: string | null;
  last_rows_in: number | null;
  last_rows_failed: number | null;
}

export const schedules = ['Hourly', 'Daily', 'Weekly', 'Manual'] as const;
