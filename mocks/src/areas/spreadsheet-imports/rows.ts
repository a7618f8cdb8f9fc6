// Checking a sheet's rows before anything is written. Each row must name a student, a staff member, a real date not
// after today, a start and an end time (end after start) and a service the student's authorization covers on that
// date (by name, or by CPT code for ABA sheets). A row is keyed by student, date, start time and service: a key
// already in the sessions table is "already present"; a key an earlier row of the same sheet holds is refused.
import type { Db } from '../../db/index.js';
import type { NewRow } from '../../db/table.js';
import { calendarDate, today, usDate } from '../../kit/dates.js';
import { recordValues, type SheetRecord } from '../../kit/sheet-record.js';
import { authorizationTables } from '../student-authorizations/index.js';
import type { AuthorizationService } from '../student-authorizations/authorization.js';
import { noAppointmentDetails, type StudentSession } from '../student-sessions/index.js';
import { relatedNames, staffRecords } from '../students/related.js';
import { fullName } from '../students/student.js';
import { students } from '../students/table.js';
import { kindSpecs, type ImportKind } from './kinds.js';
import type { LoggedRow } from './log.js';

/** A row ready to become a session. */
export interface CheckedRow {
  logged: LoggedRow;
  session?: NewRow<StudentSession>;
}

/** 09:30, 9:30, 9:30 AM, 9:30:00 or a workbook time (1899-12-30 09:30:00) as HH:mm; undefined when it is none. */
export function timeText(text: string): string | undefined {
  const match = /(?:^|\s)(\d{1,2}):(\d{2})(?::\d{2})?\s*([AaPp][Mm])?$/.exec(text.trim());
  if (!match) return undefined;
  let hours = Number(match[1]);
  const minutes = Number(match[2]);
  const half = match[3]?.toUpperCase();
  if (half) {
    if (hours < 1 || hours > 12) return undefined;
    hours = (hours % 12) + (half === 'PM' ? 12 : 0);
  }
  if (hours > 23 || minutes > 59) return undefined;
  return `${String(hours).padStart(2, '0')}:${String(minutes).padStart(2, '0')}`;
}

function minutesOf(time: string): number {
  const [hours, minutes] = time.split(':').map(Number);
  return hours! * 60 + minutes!;
}

/** Units of 15 minutes by the midpoint rule: a remainder of 8 minutes or more counts as a unit. */
export function unitsOf(minutes: number): number {
  return Math.floor(minutes / 15) + (minutes % 15 >= 8 ? 1 : 0);
}

function sessionKey(studentId: number, date: string, start: string, serviceId: number): string {
  return `${studentId}|${date}|${start}|${serviceId}`;
}

/** The lookups a sheet's check needs, read once per sheet. */
function lookups(db: Db) {
  const { authorizations, services } = authorizationTables(db);
  const serviceNames = relatedNames(db, 'services');
  const codeNames = relatedNames(db, 'billingCodes');
  const staff = new Set(staffRecords(db).map((person) => person.id));
  const existing = new Map<string, number>();
  for (const session of db.table<StudentSession>('student_sessions').active()) {
    existing.set(sessionKey(session.student_id, session.date, session.start_time, session.service_id), session.id);
  }
  // Each student's authorization lines: the authorization's dates beside each service it covers.
  const dates = new Map(authorizations.active().map((row) => [row.id, row]));
  const linesByStudent = new Map<number, { start: string; end: string; line: AuthorizationService }[]>();
  for (const line of services.active()) {
    const authorization = dates.get(line.authorization_id);
    if (!authorization) continue;
    const lines = linesByStudent.get(authorization.student_id) ?? [];
    lines.push({ start: authorization.start_date, end: authorization.end_date, line });
    linesByStudent.set(authorization.student_id, lines);
  }
  return { linesByStudent, serviceNames, codeNames, staff, existing };
}

const same = (a: string, b: string) => a.trim().toLowerCase() === b.trim().toLowerCase();

/** Every row's fate: rejected with its problems, already present, or a session to write (pending). */
export function checkRows(db: Db, kind: ImportKind, header: readonly string[], records: readonly SheetRecord[]): CheckedRow[] {
  const spec = kindSpecs[kind];
  const { fields } = spec;
  const known = lookups(db);
  const today_ = today();
  const seen = new Map<string, number>();
  return records.map((record): CheckedRow => {
    const values = recordValues(header, record);
    const problems: string[] = [];
    const logged: LoggedRow = {
      row: record.line,
      outcome: 'rejected',
      student_id: null,
      student_name: null,
      date: null,
      start_time: null,
      end_time: null,
      service: values[fields.service] || null,
      session_id: null,
      message: null,
      cells: record.cells,
    };
    const cell = (field: string, label: string): string | undefined => {
      const value = values[field] ?? '';
      if (value === '') problems.push(`${label} is required.`);
      return value === '' ? undefined : value;
    };

    const studentText = cell(fields.student, 'Student ID');
    const student = studentText && /^\d+$/.test(studentText) ? students(db).find(Number(studentText)) : undefined;
    if (studentText && (!student || student.deleted_at)) problems.push(`Student ID ${studentText} is not a student.`);
    if (student) Object.assign(logged, { student_id: student.id, student_name: fullName(student) });

    const staffLabel = fields.staff === 'provider_id' ? 'Provider ID' : 'Staff ID';
    const staffText = cell(fields.staff, staffLabel);
    const staffId = staffText && /^\d+$/.test(staffText) && known.staff.has(Number(staffText)) ? Number(staffText) : undefined;
    if (staffText && staffId === undefined) problems.push(`${staffLabel} ${staffText} is not a staff member.`);

    const dateText = cell(fields.date, 'Date');
    const date = dateText ? calendarDate(dateText.slice(0, 10)) : undefined;
    if (dateText && !date) problems.push(`Date ${dateText} is not a real date.`);
    else if (date && date > today_) problems.push(`Date ${usDate(date)} is in the future.`);
    logged.date = date ?? null;

    const startText = cell(fields.start, 'Start Time');
    const endText = cell(fields.end, 'End Time');
    const start = startText ? timeText(startText) : undefined;
    const end = endText ? timeText(endText) : undefined;
    if (startText && !start) problems.push(`Start Time ${startText} is not a time.`);
    if (endText && !end) problems.push(`End Time ${endText} is not a time.`);
    if (start && end && minutesOf(end) <= minutesOf(start)) problems.push(`End Time ${end} is not after Start Time ${start}.`);
    Object.assign(logged, { start_time: start ?? null, end_time: end ?? null });

    const serviceLabel = spec.serviceBy === 'code' ? 'CPT Code' : 'Service';
    const serviceText = cell(fields.service, serviceLabel);
    const names = spec.serviceBy === 'code' ? known.codeNames : known.serviceNames;
    if (serviceText && ![...names.values()].some((name) => same(name, serviceText))) problems.push(`${serviceLabel} ${serviceText} is unknown.`);

    // The authorization covering the date that lists the service (or the code).
    const covered =
      student && date && serviceText
        ? known.linesByStudent.get(student.id)?.find(({ start: from, end: to, line }) => {
            if (from > date || to < date) return false;
            const name = spec.serviceBy === 'code' ? known.codeNames.get(line.billing_code_id) : known.serviceNames.get(line.service_id);
            return name !== undefined && same(name, serviceText);
          })?.line
        : undefined;
    if (student && date && serviceText && problems.length === 0 && !covered)
      problems.push(`The student has no authorization for ${serviceText} on ${usDate(date)}.`);
    if (covered) logged.service = known.serviceNames.get(covered.service_id) ?? serviceText ?? null;

    if (problems.length === 0 && student && staffId !== undefined && date && start && end && covered) {
      const key = sessionKey(student.id, date, start, covered.service_id);
      const earlier = seen.get(key);
      const present = known.existing.get(key);
      if (earlier !== undefined) problems.push(`The row repeats row ${earlier} (same student, date, start time and service).`);
      else if (present !== undefined) {
        seen.set(key, record.line);
        return { logged: { ...logged, outcome: 'already_present', session_id: present, message: `Already present as session ${present}.` } };
      } else {
        seen.set(key, record.line);
        const hcode = known.codeNames.get(covered.billing_code_id) ?? String(covered.billing_code_id);
        return {
          logged: { ...logged, outcome: 'pending' },
          session: {
            student_id: student.id,
            staff_id: staffId,
            service_id: covered.service_id,
            billing_code_id: covered.billing_code_id,
            authorization_id: covered.authorization_id,
            hcode,
            date,
            start_time: start,
            end_time: end,
            units: unitsOf(minutesOf(end) - minutesOf(start)),
            status: 'Completed',
            note_status: 'Missing',
            place_of_service: 'Office (11)',
            ...noAppointmentDetails,
          },
        };
      }
    }
    return { logged: { ...logged, message: problems.join(' ') } };
  });
}

/** Whether a session with the same key exists now (a concurrent import may have written it since the check). */
export function presentSessionId(db: Db, session: NewRow<StudentSession>): number | undefined {
  return db
    .table<StudentSession>('student_sessions')
    .active()
    .find(
      (row) =>
        row.student_id === session.student_id &&
        row.date === session.date &&
        row.start_time === session.start_time &&
        row.service_id === session.service_id,
    )?.id;
}
