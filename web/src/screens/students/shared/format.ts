// How the student screens show dates, units and people.
import { toUsDate } from '../../../dates/calendar';

/** YYYY-MM-DD as MM/DD/YYYY; '—' when missing. */
export function usDate(value: string | null | undefined): string {
  return toUsDate(value) ?? '—';
}

export { today } from '../../../dates/calendar';
export { nowTime } from '../../../dates/clock';

export function names(items: ReadonlyArray<{ name: string }> | null | undefined): string {
  return items && items.length > 0 ? items.map((item) => item.name).join(', ') : '—';
}

export function text(value: unknown): string {
  if (value === null || value === undefined || value === '') return '—';
  if (typeof value === 'boolean') return value ? 'Yes' : 'No';
  return String(value);
}

export const WEEKDAYS = ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'] as const;

export function seconds(value: number | null | undefined): string {
  if (value === null || value === undefined) return '—';
  const minutes = Math.floor(value / 60);
  return minutes > 0 ? `${minutes} min ${value % 60} s` : `${value} s`;
}
