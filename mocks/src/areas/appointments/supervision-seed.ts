// The current month's supervision: supervisors (BCBA, BCBA-D, BCaBA) join some of the technicians' (RBT, Lead RBT)
// sessions of the calendar month around today, so that the month's figures tell each story: technicians on track
// (over 5% of their month supervised, two contacts or more, the first individual), behind (one short contact; the
// demo therapist is one), and, every fourth, none yet. Each supervision starts with the session it joins, at its
// location, and is placed the way a booking is checked (the supervisor free, available and credentialed). Chosen by
// ids, without random draws, so the rest of the seed keeps its values.
import type { Db, User } from '../../db/index.js';
import type { NewRow } from '../../db/table.js';
import { demoTherapistId } from '../../db/demo-users.js';
import { timestamp, today } from '../../kit/dates.js';
import { noAppointmentDetails, type StudentSession } from '../student-sessions/session.js';
import { relatedRecords } from '../students/related.js';
import { instantOfSlot, minutesOf, timeOfMinutes } from './clock.js';
import { occurrenceIsFree, scheduleContext, type Occurrence } from './conflicts.js';
import { bySlot } from './present.js';
import { sessionTypesTable } from './session-types.js';
import { supervisionRule, supervisorTitles, technicianTitles, titleRule } from './supervision.js';
import { holdsSlot } from './tables.js';
import { unitsFor } from './units.js';

type Story = 'on track' | 'behind' | 'none';

const stories: readonly Story[] = ['on track', 'behind', 'on track', 'none'];
/** An on-track technician's month is supervised past this share, with room above the 5% rule. */
const onTrackShare = 0.06;
const contactMinutes = 60;
const shortContactMinutes = 30;

function lengthOf(row: Pick<StudentSession, 'start_time' | 'end_time'>): number {
  return minutesOf(row.end_time) - minutesOf(row.start_time);
}

/** The supervision rows to add to `sessions` (every session seeded so far, in the order they get their ids). */
export function seedSupervision(db: Db, sessions: readonly NewRow<StudentSession>[]): NewRow<StudentSession>[] {
  const month = today().slice(0, 7);
  const titleOf = titleRule(db);
  const staff = db.users.active().filter((user) => user.status === 1);
  const withTitle = (titles: ReadonlySet<string>) => staff.filter((user) => titles.has(titleOf(user) ?? '')).sort((a, b) => a.id - b.id);
  const technicians = withTitle(technicianTitles);
  const supervisors = withTitle(supervisorTitles);
  const supervises = supervisionRule(db);
  const services = relatedRecords(db, 'services');
  const codes = relatedRecords(db, 'billingCodes');
  const supervisionType = sessionTypesTable(db)
    .active()
    .find((type) => type.name === 'Supervision');
  if (supervisors.length === 0 || !supervisionType) return [];
  const held = sessions.map((row, index) => ({ ...row, id: index + 1, created_at: '', updated_at: '', deleted_at: null }) as StudentSession);
  const context = scheduleContext(db, held);
  const byDay = context.byDay as Map<string, StudentSession[]>;
  const added: NewRow<StudentSession>[] = [];

  const supervisionService = (serviceId: number) => {
    const line = services.find((service) => service.id === serviceId)?.service_line_id;
    const candidates = services.filter((service) => /supervis/i.test(service.name));
    return candidates.find((service) => service.service_line_id === line) ?? candidates[0];
  };

  /** The supervision of `minutes` from the session's start by the first supervisor free for it; false when none is. */
  const join = (session: StudentSession, minutes: number, from: number): boolean => {
    const service = supervisionService(session.service_id);
    if (!service || session.location_id == null) return false;
    const code = codes.find((row) => row.name === '97155' && row.service_id === service.id) ?? codes.find((row) => row.name === '97155');
    const occurrence: Occurrence = {
      date: session.date,
      start_time: session.start_time,
      end_time: timeOfMinutes(minutesOf(session.start_time) + minutes),
      units: unitsFor(minutes),
    };
    const order = supervisors.map((_, index) => supervisors[(from + index) % supervisors.length]!);
    const supervisor = order.find((candidate: User) =>
      occurrenceIsFree(
        context,
        { student_id: session.student_id, staff_id: candidate.id, location_id: session.location_id!, supervision: true },
        occurrence,
      ),
    );
    if (!supervisor) return false;
    const completed = session.status === 'Completed';
    const row: NewRow<StudentSession> = {
      student_id: session.student_id,
      staff_id: supervisor.id,
      service_id: service.id,
      billing_code_id: code?.id ?? 0,
      authorization_id: null,
      hcode: code?.name ?? '97155',
      ...occurrence,
      status: session.status,
      note_status: completed ? 'Signed' : 'Missing',
      place_of_service: session.place_of_service,
      ...noAppointmentDetails,
      location_id: session.location_id,
      session_type_id: supervisionType.id,
      sign_requested_at: completed ? timestamp(instantOfSlot(occurrence.date, occurrence.end_time)) : null,
    };
    added.push(row);
    const placed = { ...row, id: held.length + added.length, created_at: '', updated_at: '', deleted_at: null } as StudentSession;
    byDay.set(row.date, [...(byDay.get(row.date) ?? []), placed]);
    return true;
  };

  technicians.forEach((technician, index) => {
    const story = technician.id === demoTherapistId ? 'behind' : stories[index % stories.length]!;
    const monthSessions = held
      .filter((row) => row.staff_id === technician.id && row.date.startsWith(month) && holdsSlot(row) && !supervises(row))
      .sort(bySlot);
    if (story === 'none' || monthSessions.length === 0) return;
    // Held sessions first, so that the month so far shows the story too.
    const ordered = [...monthSessions.filter((row) => row.status === 'Completed'), ...monthSessions.filter((row) => row.status !== 'Completed')];
    if (story === 'behind') {
      ordered.some((session) => join(session, Math.min(shortContactMinutes, lengthOf(session)), index));
      return;
    }
    const target = Math.ceil(onTrackShare * monthSessions.reduce((sum, row) => sum + lengthOf(row), 0));
    let supervised = 0;
    let contacts = 0;
    for (const session of ordered) {
      if (supervised >= target && contacts >= 2) break;
      const minutes = Math.min(contactMinutes, lengthOf(session));
      if (join(session, minutes, index + contacts)) {
        supervised += minutes;
        contacts += 1;
      }
    }
  });
  return added;
}
