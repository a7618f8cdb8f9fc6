// Whether a student can be assigned to a group schedule: every meeting still to come is checked as a single booking
// of that student would be (the appointments' own check, evaluate), and the kinds that concern the student are kept:
// an approved authorization of the service covering the meeting's day, enough units left for all the meetings
// (counting what is already scheduled; the schedule's own meetings left out) and no other session of the student at
// that time. The staff member's and the location's double bookings belong to the schedule (input.ts).
import type { Db } from '../../db/index.js';
import { today } from '../../kit/dates.js';
import { evaluate } from '../appointments/evaluate.js';
import type { Conflict, ConflictKind } from '../appointments/conflicts.js';
import { meetingDays, unitsPerMeeting } from './occurrences.js';
import type { GroupSchedule } from './schedule.js';
import { meetingsOf } from './sessions.js';

export interface StudentConflict {
  date: string;
  start_time: string;
  end_time: string;
  message: string;
  appointment_id: string | null;
}

export interface StudentCheck {
  student_id: number;
  assigned: boolean;
  assignable: boolean;
  reasons: string[];
  authorization_id: number | null;
  authorization_number: string | null;
  authorization_start_date: string | null;
  authorization_end_date: string | null;
  units_authorized: number | null;
  units_used: number | null;
  units_scheduled: number | null;
  units_remaining: number | null;
  units_needed: number;
  conflicts: StudentConflict[];
}

/** The kinds of conflict that keep a student out of a group (the others are the schedule's). */
const studentKinds: readonly ConflictKind[] = ['AUTHORIZATION', 'UNITS', 'STUDENT'];

/** The meetings still to come: from today, or from the start when that is later. */
export function remainingMeetings(schedule: GroupSchedule): string[] {
  return meetingDays(schedule, today());
}

/** A message about one meeting, with how many more it stands for: "… remain (and 5 more meetings)." */
export function andMore(message: string, more: number): string {
  return `${message.replace(/\.$/, '')} (and ${more} more meeting${more === 1 ? '' : 's'}).`;
}

/** One reason per kind: its first message, and how many more meetings it touches. */
function reasonsOf(conflicts: readonly Conflict[]): string[] {
  return studentKinds.flatMap((kind) => {
    const found = conflicts.filter((conflict) => conflict.kind === kind);
    if (found.length === 0) return [];
    const more = found.length - 1;
    return [more === 0 ? found[0]!.message : andMore(found[0]!.message, more)];
  });
}

export function checkStudent(db: Db, schedule: GroupSchedule, studentId: number): StudentCheck {
  const days = remainingMeetings(schedule);
  const units = unitsPerMeeting(schedule);
  const exclude = new Set(meetingsOf(db, schedule.id).map((row) => row.id));
  const answer = evaluate(
    db,
    {
      student_id: studentId,
      staff_id: schedule.staff_id,
      location_id: schedule.location_id,
      service_id: schedule.service_id,
      session_type_id: null,
      place_of_service: null,
      make_up_for_id: null,
      date: days[0] ?? schedule.start_date,
      start_time: schedule.start_time,
      end_time: schedule.end_time,
      units,
      recurrence: null,
      override: null,
    },
    { exclude, days, mayOverride: false },
  );
  const occurrences = answer.occurrences.map((occurrence) => ({
    ...occurrence,
    conflicts: occurrence.conflicts.filter((conflict) => studentKinds.includes(conflict.kind)),
  }));
  const conflicts = occurrences.flatMap((occurrence) => occurrence.conflicts);
  const reasons = days.length === 0 ? ['The schedule has no meetings left.'] : reasonsOf(conflicts);
  const authorization = answer.authorization;
  return {
    student_id: studentId,
    assigned: schedule.student_ids.includes(studentId),
    assignable: reasons.length === 0,
    reasons,
    authorization_id: authorization?.id ?? null,
    authorization_number: authorization?.authorization_number ?? null,
    authorization_start_date: authorization?.start_date ?? null,
    authorization_end_date: authorization?.end_date ?? null,
    units_authorized: authorization?.units_authorized ?? null,
    units_used: authorization?.units_used ?? null,
    units_scheduled: authorization?.units_scheduled ?? null,
    units_remaining: authorization?.units_remaining ?? null,
    units_needed: days.length * units,
    conflicts: occurrences.flatMap((occurrence) =>
      occurrence.conflicts
        .filter((conflict) => conflict.kind === 'STUDENT')
        .map((conflict) => ({
          date: occurrence.date,
          start_time: occurrence.start_time,
          end_time: occurrence.end_time,
          message: conflict.message,
          appointment_id: conflict.appointment_id,
        })),
    ),
  };
}
