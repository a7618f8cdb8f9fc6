// How the student screens show a timestamp; apart from format.ts so that the student list, which shows none, does
// not load the timestamp formats.
import { formatMonthFirst } from '../../../dates/timestamps';

/** An ISO date-time as MM/DD/YYYY HH:mm:ss in the browser's zone; the text as it came when it is not one. */
export function usDateTime(value: string | null | undefined): string {
  if (!value) return '—';
  return formatMonthFirst(value) ?? value;
}
