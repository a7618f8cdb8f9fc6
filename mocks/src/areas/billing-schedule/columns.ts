// The columns of the schedule and session exports: what the screens show, in the same order, one row per session.
import type { ExportColumn } from '../../kit/export.js';
import type { ScheduleRow } from './sessions.js';
import { weekdays } from './filters.js';

/** Hours of a number of minutes, to two decimals. */
export function hoursOf(minutes: number): number {
  return Math.round((minutes / 60) * 100) / 100;
}

const dayName = (row: ScheduleRow) => weekdays[row.weekday - 1]!.replace(/^./, (letter) => letter.toUpperCase());

export const scheduleColumns: readonly ExportColumn<ScheduleRow>[] = [
  { header: 'Date', value: (row) => row.date },
  { header: 'Day', value: dayName },
  { header: 'Start', value: (row) => row.start_time.slice(0, 5) },
  { header: 'End', value: (row) => row.end_time.slice(0, 5) },
  { header: 'Student', value: (row) => row.student_name },
  { header: 'Staff', value: (row) => row.staff_name },
  { header: 'Service', value: (row) => row.service_name },
  { header: 'Service line', value: (row) => row.service_line_name },
  { header: 'Billing code', value: (row) => row.hcode },
  { header: 'Location', value: (row) => row.location_name },
  { header: 'Place of service', value: (row) => row.place_of_service },
  { header: 'Session type', value: (row) => row.session_type },
  { header: 'Units', value: (row) => row.units },
  { header: 'Hours', value: (row) => hoursOf(row.minutes) },
  { header: 'Status', value: (row) => row.status },
];

const signedText = (signature: { name: string; signed_at: string } | null | undefined) =>
  signature ? `${signature.name} (${signature.signed_at})` : '';

/** The session list adds who verified each session. */
export const sessionColumns: readonly ExportColumn<ScheduleRow>[] = [
  ...scheduleColumns,
  { header: 'Parent signature', value: (row) => signedText(row.verification?.parent) },
  { header: 'Staff signature', value: (row) => signedText(row.verification?.staff) },
];
