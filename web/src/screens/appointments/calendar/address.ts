// What the calendar shows, kept in the address so that a person can share it and come back: the view, the day it
// opens on and the filters (?view=week&date=2026-11-24&staff=3&student=&location=&service=). Anything missing or
// unreadable falls back to the week of today, unfiltered. The days a view covers follow FullCalendar's own grids
// (weeks from Sunday; a month is the six weeks around it), so the query asks for exactly what is drawn.
import { addCalendarDays, dateForControl, isCalendarDate } from '../../../dates/calendar';

export const calendarViews = ['month', 'week', 'day', 'list'] as const;
export type CalendarView = (typeof calendarViews)[number];

export const filterKeys = ['staff', 'student', 'location', 'service'] as const;
export type FilterKey = (typeof filterKeys)[number];
export type CalendarFilters = Partial<Record<FilterKey, string>>;

export interface CalendarAddress {
  view: CalendarView;
  /** A day of the shown range, YYYY-MM-DD. */
  date: string;
  filters: CalendarFilters;
}

/** The first and last day a view shows, both YYYY-MM-DD. */
export interface DayRange {
  from: string;
  to: string;
}

/** FullCalendar's name of each view. */
export const fullCalendarView: Record<CalendarView, string> = {
  month: 'dayGridMonth',
  week: 'timeGridWeek',
  day: 'timeGridDay',
  list: 'listWeek',
};

const isView = (value: string | null): value is CalendarView => calendarViews.includes(value as CalendarView);
/** An id filter holds digits only; anything else is dropped rather than sent. */
const isId = (value: string | null): value is string => value !== null && /^\d+$/.test(value);

/** The calendar's state from the address; `pathDate` (the /global-calendar/:filter_date? part) wins over ?date. */
export function readAddress(params: URLSearchParams, today: string, pathDate?: string): CalendarAddress {
  const view = params.get('view');
  const date = [pathDate, params.get('date')].find((value): value is string => typeof value === 'string' && isCalendarDate(value));
  const filters: CalendarFilters = {};
  for (const key of filterKeys) {
    const value = params.get(key);
    if (isId(value)) filters[key] = value;
  }
  return { view: isView(view) ? view : 'week', date: date ?? today, filters };
}

/** The address's query string for a state (the view and date always, the filters that are set). */
export function writeAddress(address: CalendarAddress): URLSearchParams {
  const params = new URLSearchParams({ view: address.view, date: address.date });
  for (const key of filterKeys) {
    const value = address.filters[key];
    if (value) params.set(key, value);
  }
  return params;
}

/** The Sunday on or before a day. */
function weekStart(day: string): string {
  return addCalendarDays(day, -dateForControl(day)!.getDay());
}

/** The days a view shows around a date: a week from Sunday, the six weeks of a month grid, or the day itself. */
export function visibleDays(view: CalendarView, date: string): DayRange {
  if (view === 'day') return { from: date, to: date };
  if (view === 'month') {
    const from = weekStart(`${date.slice(0, 8)}01`);
    return { from, to: addCalendarDays(from, 41) };
  }
  const from = weekStart(date);
  return { from, to: addCalendarDays(from, 6) };
}

/** The date one step (a month, a week or a day, by the view) before or after. */
export function stepDate(view: CalendarView, date: string, by: 1 | -1): string {
  if (view === 'day') return addCalendarDays(date, by);
  if (view !== 'month') return addCalendarDays(date, 7 * by);
  const [year, month] = date.split('-').map(Number) as [number, number];
  const index = year * 12 + (month - 1) + by;
  return `${Math.floor(index / 12)}-${String((index % 12) + 1).padStart(2, '0')}-01`;
}

/** The appointments query's filter for a state: the drawn days, and each filter as a one-id list. */
export function appointmentFilter(address: CalendarAddress) {
  const { from, to } = visibleDays(address.view, address.date);
  const ids = (key: FilterKey) => (address.filters[key] ? { [`${key}Ids`]: [address.filters[key]] } : {});
  return { from, to, ...ids('staff'), ...ids('student'), ...ids('location'), ...ids('service') };
}

/** Whether an appointment is one the filters ask for (each set filter names its id field: staff, staffId). An earlier
 * answer shows only these while the answer for new filters loads: choosing a staff member never shows the others'. */
export function matchesFilters(appointment: Partial<Record<`${FilterKey}Id`, string | null>>, filters: CalendarFilters): boolean {
  return filterKeys.every((key) => !filters[key] || appointment[`${key}Id`] === filters[key]);
}
