// A group schedule: a recurring group session run by one staff member at one location for one service, on chosen
// weekdays from a start to an end time, between two dates, with students assigned.
import type { Row } from '../../db/table.js';

export const recurrenceTypes = ['Weekly', 'Biweekly'] as const;
export type RecurrenceType = (typeof recurrenceTypes)[number];

export interface GroupSchedule extends Row {
  name: string;
  staff_id: number;
  location_id: number;
  service_id: number;
  recurrence_type: RecurrenceType;
  /** 0 Sunday … 6 Saturday, ascending. */
  days: number[];
  /** HH:MM in the practice's zone. */
  start_time: string;
  end_time: string;
  /** YYYY-MM-DD, inclusive. */
  start_date: string;
  end_date: string;
  student_ids: number[];
  notes: string | null;
}

export const groupSchedulesTable = 'group_schedules';
