// The calendar writes its times as every other screen does (8:30 AM – 10:30 AM): FullCalendar's own formats differ
// by view (8:30, 8:30a, 8:30am), so each is given the one formatter. The calendar runs on wall-clock times in UTC,
// so a marker's hour and minute are the practice's.
import { readableTime, readableTimeRange } from '../../../dates/timeOfDay';

interface Marker {
  hour: number;
  minute: number;
}

const hhmm = ({ hour, minute }: Marker) => `${String(hour).padStart(2, '0')}:${String(minute).padStart(2, '0')}`;

/** An event's time, or its start and end: what FullCalendar hands a formatting function. */
export function eventTimeText(arg: { date: Marker; start: Marker; end?: Marker | null }): string {
  return arg.end ? readableTimeRange(hhmm(arg.start), hhmm(arg.end)) : readableTime(hhmm(arg.date));
}
