// The booking as the form holds it (texts, as the kit's controls edit them) and as the API takes it. Date and times
// are the practice's wall clock; the input carries the instants they stand for in the practice's zone.
import type { AppointmentInput, AppointmentRecurrenceInput } from '../../gql/graphql';
import type { FieldErrors } from '../../kit/fieldErrors';
import type { FormValue, FormValues } from '../../kit/form/fieldSpec';
import { minutesOf } from '../../dates/timeOfDay';
import { zonedInstant } from '../../dates/zoned';

/** The form's field names (the kit's field declarations are checked against them). */
export interface BookingForm {
  studentId: string;
  serviceId: string;
  staffId: string;
  locationId: string;
  sessionTypeId: string;
  date: string;
  startTime: string;
  endTime: string;
  repeat: boolean;
  days: string[];
  ends: string;
  until: string;
  count: string;
  override: boolean;
  overrideReason: string;
}

export type SeriesEnd = 'until' | 'count' | 'authorization';

/** What a new booking starts from: a calendar slot's day, times and people, or the appointment a make-up replaces. */
export interface BookingStart {
  date?: string;
  startTime?: string;
  endTime?: string;
  staffId?: string;
  studentId?: string;
  serviceId?: string;
  locationId?: string;
  sessionTypeId?: string;
}

export function blankBooking(start: BookingStart = {}): FormValues {
  return {
    studentId: start.studentId ?? '',
    serviceId: start.serviceId ?? '',
    staffId: start.staffId ?? '',
    locationId: start.locationId ?? '',
    sessionTypeId: start.sessionTypeId ?? '',
    date: start.date ?? '',
    startTime: start.startTime ?? '',
    endTime: start.endTime ?? '',
    repeat: false,
    days: [],
    ends: 'until',
    until: '',
    count: '',
    override: false,
    overrideReason: '',
  };
}

export function text(values: FormValues, name: keyof BookingForm): string {
  const value: FormValue | undefined = values[name];
  return typeof value === 'string' ? value.trim() : '';
}

/** Why the times cannot be booked as they stand (an end not after the start), or null. */
export function timeOrderProblem(values: FormValues): string | null {
  const start = minutesOf(text(values, 'startTime'));
  const end = minutesOf(text(values, 'endTime'));
  return start !== null && end !== null && end <= start ? 'The end time must be after the start time.' : null;
}

/** The form's own checks beyond the kit's (required, formats): the order of the times and the series' end. */
export function bookingProblems(values: FormValues): FieldErrors {
  const problems: FieldErrors = {};
  const order = timeOrderProblem(values);
  if (order) problems['endTime'] = order;
  if (values['repeat'] === true) {
    const days = values['days'];
    if (!Array.isArray(days) || days.length === 0) problems['days'] = 'Choose the weekdays the series falls on.';
    const ends = text(values, 'ends');
    if (ends === 'until' && text(values, 'until') === '') problems['until'] = 'A series needs an end: choose its last day.';
    if (ends === 'count') {
      const count = Number(text(values, 'count'));
      if (!Number.isInteger(count) || count < 1) problems['count'] = 'A series needs an end: enter how many occurrences (at least 1).';
    }
  }
  if (values['override'] === true && text(values, 'overrideReason') === '') {
    problems['overrideReason'] = 'Say why the refusals are overridden.';
  }
  return problems;
}

function recurrenceOf(values: FormValues): AppointmentRecurrenceInput | null {
  if (values['repeat'] !== true) return null;
  const days = Array.isArray(values['days']) ? values['days'].map(Number) : [];
  const ends = text(values, 'ends') as SeriesEnd;
  return {
    daysOfWeek: days,
    until: ends === 'until' ? text(values, 'until') || null : null,
    count: ends === 'count' ? Number(text(values, 'count')) || null : null,
    untilAuthorizationEnds: ends === 'authorization' ? true : null,
  };
}

/** The API's input, or null while a field it needs is missing or malformed. */
export function bookingInput(values: FormValues, zone: string, allowOverride: boolean): AppointmentInput | null {
  const studentId = text(values, 'studentId');
  const staffId = text(values, 'staffId');
  const serviceId = text(values, 'serviceId');
  const locationId = text(values, 'locationId');
  const startsAt = zonedInstant(text(values, 'date'), text(values, 'startTime'), zone);
  const endsAt = zonedInstant(text(values, 'date'), text(values, 'endTime'), zone);
  if (!studentId || !staffId || !serviceId || !locationId || !startsAt || !endsAt) return null;
  const reason = text(values, 'overrideReason');
  return {
    studentId,
    staffId,
    serviceId,
    locationId,
    sessionTypeId: text(values, 'sessionTypeId') || null,
    startsAt,
    endsAt,
    recurrence: recurrenceOf(values),
    override: allowOverride && values['override'] === true && reason ? { reason } : null,
  };
}
