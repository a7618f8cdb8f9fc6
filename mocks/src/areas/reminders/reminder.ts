// A reminder the practice sends on a schedule (session notes due, credentials expiring, appointments tomorrow).
import type { Row } from '../../db/table.js';

export const reminderRecipients = ['All', 'Staff', 'Therapist', 'Office Administrator', 'Parent'] as const;
export type ReminderRecipients = (typeof reminderRecipients)[number];

export interface Reminder extends Row {
  title: string;
  message: string;
  /** Who receives it: All, Staff (therapists and office administrators), Therapist, Office Administrator, Parent. */
  recipient_type: ReminderRecipients;
  /** email or sms. */
  channel: string;
  /** once, daily, weekly or monthly. */
  frequency: string;
  /** First day it is sent, YYYY-MM-DD. */
  start_date: string | null;
  /** Time of day it is sent, HH:MM. */
  send_time: string | null;
  /** When it last ran (by schedule or by run now). */
  last_run_at: string | null;
  run_count: number;
  /** 1 active, 0 inactive. */
  status: number;
}

/** One run of a reminder: when, and how many recipients were notified. */
export interface ReminderRun extends Row {
  reminder_id: number;
  notified: number;
  ran_at: string;
  /** The user who pressed run now. */
  run_by: number;
}
