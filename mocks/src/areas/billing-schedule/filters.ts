// The schedule's filters, read the same way from a query string (arrays in bracket form: locations[]=3&days[]=mon)
// and from a JSON body: search, locations, start_date, end_date, timeRange, type, days, student, service_line,
// service, place_of_service; the session list adds staff and status. The list view's own names (from, to,
// student_ids, staff_ids, location_ids, service_ids, statuses) are read too. A filter left empty filters nothing.
import { calendarDate } from '../../kit/dates.js';
import { textParam } from '../../kit/list-query.js';
import { FieldErrors } from '../../server/validation.js';
import { startMinute, type ScheduleRow } from './sessions.js';

/** Parts of the day by the session's start: morning before noon, afternoon before 17:00, evening after. */
export const timeRanges = { morning: [0, 12 * 60], afternoon: [12 * 60, 17 * 60], evening: [17 * 60, 24 * 60] } as const;
export type TimeRange = keyof typeof timeRanges;

export const weekdays = ['mon', 'tue', 'wed', 'thu', 'fri', 'sat', 'sun'] as const;

export interface ScheduleFilter {
  search: string;
  /** What the search reads: the schedule's names, or the list view's (student, staff, billing code). */
  searchIn: 'schedule' | 'list';
  startDate?: string;
  endDate?: string;
  timeRange?: TimeRange;
  /** ISO weekdays, 1 Monday … 7 Sunday. */
  days: number[];
  locations: number[];
  students: number[];
  staff: number[];
  serviceLines: number[];
  services: number[];
  types: string[];
  placesOfService: string[];
  statuses: string[];
}

/** Every value of a parameter: a bracket array, a JSON array, or one value (comma-separated values split). */
export function listParam(params: Record<string, unknown>, key: string): string[] {
  const value = params[key] ?? params[`${key}[]`];
  const values = Array.isArray(value) ? value : value === undefined || value === null ? [] : [value];
  return values
    .flatMap((item) => (typeof item === 'string' ? item.split(',') : typeof item === 'number' ? [String(item)] : []))
    .map((item) => item.trim())
    .filter((item) => item !== '');
}

/** The schedule's name of a filter and the list view's. */
const aliases: Record<string, string> = {
  start_date: 'from',
  end_date: 'to',
  student: 'student_ids',
  staff: 'staff_ids',
  locations: 'location_ids',
  service: 'service_ids',
  status: 'statuses',
};

function idList(errors: FieldErrors, params: Record<string, unknown>, key: string): number[] {
  const values = listParam(params, key);
  if (values.some((value) => !/^\d+$/.test(value))) errors.add(key, `The ${key.replace(/_/g, ' ')} field must hold ids.`);
  return values.filter((value) => /^\d+$/.test(value)).map(Number);
}

function dateParam(errors: FieldErrors, params: Record<string, unknown>, key: string): string | undefined {
  const text = textParam(params, key)?.trim();
  if (!text) return undefined;
  const date = calendarDate(text);
  if (!date) errors.add(key, `The ${key.replace(/_/g, ' ')} field must be a valid date.`);
  return date;
}

/** The filters of a call, or the field errors of those that cannot be read. */
export function readScheduleFilter(
  given: Record<string, unknown>,
  searchIn: ScheduleFilter['searchIn'] = 'schedule',
): { filter?: ScheduleFilter; errors: FieldErrors } {
  const errors = new FieldErrors();
  const params = { ...given };
  for (const [key, alias] of Object.entries(aliases))
    if (params[key] === undefined && params[`${key}[]`] === undefined) params[key] = given[alias] ?? given[`${alias}[]`];
  const startDate = dateParam(errors, params, 'start_date');
  const endDate = dateParam(errors, params, 'end_date');
  if (startDate && endDate && endDate < startDate) errors.add('end_date', 'The end date must be a date after or equal to start date.');
  const range = textParam(params, 'timeRange')?.trim().toLowerCase();
  if (range && !(range in timeRanges)) errors.add('timeRange', 'The selected time range is invalid.');
  const dayNames = listParam(params, 'days').map((day) => day.toLowerCase().slice(0, 3));
  const days = dayNames.map((day) => weekdays.indexOf(day as (typeof weekdays)[number]) + 1);
  if (days.includes(0)) errors.add('days', 'The selected days are invalid.');
  const filter: ScheduleFilter = {
    search: (textParam(params, 'search') ?? '').trim().toLowerCase(),
    searchIn,
    startDate,
    endDate,
    timeRange: range as TimeRange | undefined,
    days,
    locations: idList(errors, params, 'locations'),
    students: idList(errors, params, 'student'),
    staff: idList(errors, params, 'staff'),
    serviceLines: idList(errors, params, 'service_line'),
    services: idList(errors, params, 'service'),
    types: listParam(params, 'type').map((type) => type.toLowerCase()),
    placesOfService: listParam(params, 'place_of_service'),
    statuses: listParam(params, 'status').map((status) => status.toLowerCase()),
  };
  return errors.empty ? { filter, errors } : { errors };
}

function within<T>(wanted: readonly T[], value: T | null): boolean {
  return wanted.length === 0 || (value !== null && wanted.includes(value));
}

/** A place of service is asked for by its code (12) or as written on the session (Home (12)). */
function placeMatches(wanted: readonly string[], place: string): boolean {
  return wanted.length === 0 || wanted.some((code) => place === code || place.endsWith(`(${code})`));
}

export function matchesSchedule(filter: ScheduleFilter, row: ScheduleRow): boolean {
  if (filter.startDate && row.date < filter.startDate) return false;
  if (filter.endDate && row.date > filter.endDate) return false;
  if (filter.timeRange) {
    const [from, to] = timeRanges[filter.timeRange];
    const start = startMinute(row);
    if (start < from || start >= to) return false;
  }
  if (!within(filter.days, row.weekday)) return false;
  if (!within(filter.locations, row.location_id)) return false;
  if (!within(filter.students, row.student_id)) return false;
  if (!within(filter.staff, row.staff_id)) return false;
  if (!within(filter.serviceLines, row.service_line_id)) return false;
  if (!within(filter.services, row.service_id)) return false;
  if (!within(filter.types, row.session_type?.toLowerCase() ?? null)) return false;
  if (!within(filter.statuses, row.status.toLowerCase())) return false;
  if (!placeMatches(filter.placesOfService, row.place_of_service)) return false;
  if (!filter.search) return true;
  const texts =
    filter.searchIn === 'list'
      ? [row.student_name, row.staff_name, row.hcode]
      : [row.student_name, row.staff_name, row.service_name, row.hcode, row.location_name ?? ''];
  return texts.some((text) => text.toLowerCase().includes(filter.search));
}
