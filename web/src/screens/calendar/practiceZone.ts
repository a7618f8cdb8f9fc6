// The practice's time zone, which decides the calendar's days and hours.
import { tz } from '@date-fns/tz';
import { lightFormat } from 'date-fns';

export function usePracticeZone(): string {
  return Intl.DateTimeFormat().resolvedOptions().timeZone;
}

/** Today in the practice's zone, YYYY-MM-DD. */
export function practiceToday(zone: string): string {
  return lightFormat(tz(zone)(Date.now()), 'yyyy-MM-dd');
}
