// A refused booking: BAD_USER_INPUT carries the conflicts (kind, message, the clashing appointment, the occurrence)
// in `extensions.conflicts` and the field problems in `extensions.fieldErrors`; both are shown as the check shows them.
import { CombinedGraphQLErrors } from '@apollo/client/errors';
import type { AppointmentScheduleCheckQuery, ConflictKind } from '../../gql/graphql';
import { fieldErrorsOf } from '../../kit/fieldErrors';

export type ShownConflict = AppointmentScheduleCheckQuery['check']['conflicts'][number];

/** Every kind of conflict the schema declares. */
export const CONFLICT_KINDS: readonly ConflictKind[] = [
  'STAFF',
  'STUDENT',
  'LOCATION',
  'AVAILABILITY',
  'CREDENTIAL',
  'AUTHORIZATION',
  'UNITS',
  'TIME',
];

function isConflict(value: unknown): value is ShownConflict {
  if (typeof value !== 'object' || value === null) return false;
  const { kind, message } = value as Record<string, unknown>;
  return typeof kind === 'string' && (CONFLICT_KINDS as readonly string[]).includes(kind) && typeof message === 'string';
}

/** The conflicts a refused write lists; [] for any other failure. */
export function refusedConflicts(error: unknown): ShownConflict[] {
  if (!CombinedGraphQLErrors.is(error)) return [];
  return error.errors.flatMap((entry) => {
    const listed = entry.extensions?.['conflicts'];
    return Array.isArray(listed) ? listed.filter(isConflict) : [];
  });
}

/** The field of the form each time the API refuses before any check stands beside. */
const TIME_FIELDS = { startsAt: 'date', endsAt: 'endTime' } as const;

export type TimeConflict = ShownConflict & { field: (typeof TIME_FIELDS)[keyof typeof TIME_FIELDS] };

/** A TIME conflict beside its field of the form. */
export function timeConflict(field: TimeConflict['field'], message: string): TimeConflict {
  return { kind: 'TIME', message, appointmentId: null, startsAt: null, field };
}

/**
 * The times the API refuses before any check (an end not after the start, a start more than 7 days past): field
 * errors beside startsAt and endsAt, which the schema names the TIME conflict; [] for any other failure.
 */
export function timeConflictsOf(error: unknown): TimeConflict[] {
  const byField = fieldErrorsOf(error);
  return (Object.keys(TIME_FIELDS) as (keyof typeof TIME_FIELDS)[]).flatMap((name) => {
    const message = byField[name];
    return message ? [timeConflict(TIME_FIELDS[name], message)] : [];
  });
}

/** What each kind is called beside its message. */
export const KIND_LABELS: Record<ConflictKind, string> = {
  STAFF: 'Staff double-booked',
  STUDENT: 'Student double-booked',
  LOCATION: 'Location in use',
  AVAILABILITY: 'Outside availability',
  CREDENTIAL: 'Credential expired',
  AUTHORIZATION: 'Authorization',
  UNITS: 'Units',
  TIME: 'Time',
};
