// A booking checked whole before anything is saved: every occurrence against the schedule, and all of them together
// against the authorization covering each (a series may not take more units than remain, counting what is already
// scheduled). Schedule-check answers this; the writes refuse on it unless every conflict may be, and is, overridden.
import type { Db } from '../../db/index.js';
import type { StudentAuthorization } from '../student-authorizations/authorization.js';
import { authorizationsFor, burndown, coveringAuthorization, type Burndown } from './authorization.js';
import type { Booking } from './booking.js';
import { instantOfSlot } from './clock.js';
import { conflict, occurrenceConflicts, overridableKinds, scheduleContext, type Conflict, type Occurrence } from './conflicts.js';
import { seriesDays } from './recurrence.js';
import { sessionsTable } from './tables.js';
import { tooShortMessage } from './units.js';
import { usDate } from '../../kit/dates.js';

export interface CheckedOccurrence extends Occurrence {
  starts_at: string;
  ends_at: string;
  conflicts: Conflict[];
  authorization_id: number | null;
}

export interface ScheduleAnswer {
  conflicts: Conflict[];
  authorization: (Burndown & { units_requested: number }) | null;
  units: number;
  occurrences: CheckedOccurrence[];
  can_override: boolean;
}

export interface EvaluateOptions {
  /** Rows being moved or replaced: they clash with nothing and their units are not counted. */
  exclude?: ReadonlySet<number>;
  /** The days of the occurrences when they are given (an edit of several), else the booking's series. */
  days?: readonly string[];
  mayOverride: boolean;
}

function occurrenceDays(booking: Booking, authorizations: readonly StudentAuthorization[]): string[] {
  if (!booking.recurrence) return [booking.date];
  return seriesDays(booking.date, booking.recurrence, coveringAuthorization(authorizations, booking.date)?.end_date ?? null);
}

export function evaluate(db: Db, booking: Booking, options: EvaluateOptions): ScheduleAnswer {
  const exclude = options.exclude ?? new Set<number>();
  const sessions = sessionsTable(db).active();
  const authorizations = authorizationsFor(db, booking.student_id, booking.service_id);
  const context = scheduleContext(db, sessions, exclude);
  const names = context.names;
  const supervision = context.supervises(booking);
  const figures = new Map<number, Burndown>();
  const figuresOf = (authorization: StudentAuthorization) => {
    const known = figures.get(authorization.id) ?? burndown(authorization, sessions, exclude);
    figures.set(authorization.id, known);
    return known;
  };
  const requested = new Map<number, number>();
  const occurrences = (options.days ?? occurrenceDays(booking, authorizations)).map((date): CheckedOccurrence => {
    const occurrence: Occurrence = { date, start_time: booking.start_time, end_time: booking.end_time, units: booking.units };
    const found = occurrenceConflicts(context, { ...booking, supervision }, occurrence);
    if (booking.units === 0) found.push(conflict('UNITS', tooShortMessage, occurrence));
    const authorization = coveringAuthorization(authorizations, date);
    if (!authorization) {
      found.push(
        conflict(
          'AUTHORIZATION',
          `No approved authorization of ${names.student(booking.student_id)} covers ${names.service(booking.service_id)} on ${usDate(date)}.`,
          occurrence,
        ),
      );
    } else {
      const total = (requested.get(authorization.id) ?? 0) + booking.units;
      requested.set(authorization.id, total);
      const left = figuresOf(authorization);
      if (total > left.units_remaining) {
        found.push(
          conflict(
            'AUTHORIZATION',
            `${booking.units} units on ${usDate(date)} would exceed authorization ${authorization.authorization_number}: ${left.units_remaining} of ${left.units_authorized} units remain (${left.units_used} used, ${left.units_scheduled} scheduled).`,
            occurrence,
          ),
        );
      }
    }
    return {
      ...occurrence,
      starts_at: instantOfSlot(date, booking.start_time).toISOString(),
      ends_at: instantOfSlot(date, booking.end_time).toISOString(),
      conflicts: found,
      authorization_id: authorization?.id ?? null,
    };
  });
  const conflicts = occurrences.flatMap((occurrence) => occurrence.conflicts);
  const shown = coveringAuthorization(authorizations, occurrences[0]?.date ?? booking.date) ?? authorizations[0];
  return {
    conflicts,
    authorization: shown ? { ...figuresOf(shown), units_requested: requested.get(shown.id) ?? 0 } : null,
    units: booking.units,
    occurrences,
    can_override: options.mayOverride && conflicts.length > 0 && conflicts.every((found) => overridableKinds.has(found.kind)),
  };
}
