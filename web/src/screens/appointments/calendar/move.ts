// Moving an appointment by drag or resize meets exactly the checks of the form: the new time is sent to
// scheduleCheck first (the moved appointment never clashes with itself); any conflict puts it back where it was and
// is shown with its kind and message; a clear check saves this occurrence only. A refusal the server makes at save
// time (someone booked the slot in between) is shown the same way.
import { CombinedGraphQLErrors } from '@apollo/client/errors';
import type { AppointmentInput, ConflictKind } from '../../../gql/graphql';
import type { CalendarAppointment } from './events';
import { CONFLICT_KINDS } from '../refusal';

export interface ShownConflict {
  kind: ConflictKind | 'UNSAVED';
  message: string;
  appointmentId?: string | null;
}

/** The booking an appointment makes, at a new time; undefined when it has no location to book (the form asks). */
export function movedInput(appointment: CalendarAppointment, startsAt: string, endsAt: string): AppointmentInput | undefined {
  if (!appointment.locationId) return undefined;
  return {
    studentId: appointment.studentId,
    staffId: appointment.staffId,
    serviceId: appointment.serviceId,
    locationId: appointment.locationId,
    sessionTypeId: appointment.sessionTypeId,
    placeOfService: appointment.placeOfService,
    makeUpForId: appointment.makeUpForId,
    startsAt,
    endsAt,
  };
}

const kinds = new Set<string>(CONFLICT_KINDS);

function isConflict(value: unknown): value is ShownConflict {
  if (typeof value !== 'object' || value === null) return false;
  const { kind, message } = value as Record<string, unknown>;
  return typeof kind === 'string' && kinds.has(kind) && typeof message === 'string';
}

/** The conflicts a refused write names in `extensions.conflicts`, then its field errors as messages; [] for others. */
export function conflictsOf(error: unknown): ShownConflict[] {
  if (!CombinedGraphQLErrors.is(error)) return [];
  return error.errors.flatMap((entry) => {
    if (entry.extensions?.['code'] !== 'BAD_USER_INPUT') return [];
    const listed = entry.extensions['conflicts'];
    const conflicts = Array.isArray(listed) ? listed.filter(isConflict) : [];
    return conflicts.length > 0 ? conflicts : [{ kind: 'UNSAVED' as const, message: entry.message }];
  });
}
