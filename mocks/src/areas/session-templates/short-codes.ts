// The short codes a template's text may hold, the one list every template check, preview and note fills from.
// `shortCodeValues` reads them from a session (an appointment row); `fillShortCodes` puts them in a text.
import type { Db } from '../../db/index.js';
import { clockTime, usDate } from '../../kit/dates.js';
import { minutesOf } from '../appointments/clock.js';
import type { Row } from '../../db/table.js';
import { programTables } from '../student-programs/records.js';
import type { StudentSession } from '../student-sessions/session.js';
import { students } from '../students/table.js';

interface ShortCode {
  code: string;
  label: string;
  example: string;
  value: (session: StudentSession, db: Db) => string;
}

function studentOf(session: StudentSession, db: Db) {
  return students(db).get(session.student_id);
}

function nameIn(db: Db, table: string, id: number | null | undefined): string {
  if (id === null || id === undefined) return '';
  return db.table<Row & { name: string }>(table).get(id)?.name ?? '';
}

/** The targets the session's student is being taught (not mastered), program by program, as the playlists run them. */
export function targetsRun(db: Db, studentId: number): string[] {
  const { programs, targets } = programTables(db);
  const names = new Map(targets.active().map((target) => [target.id, target.name]));
  return programs
    .active()
    .filter((program) => program.student_id === studentId && program.status !== 'Mastered' && program.status !== 'Discontinued')
    .flatMap((program) => program.playlist.map((id) => `${program.name}: ${names.get(id) ?? ''}`));
}

export const shortCodes: readonly ShortCode[] = [
  {
    code: '{student_name}',
    label: 'Student name',
    example: 'Jordan Avery',
    value: (session, db) => {
      const student = studentOf(session, db);
      return student ? `${student.first_name} ${student.last_name}` : '';
    },
  },
  { code: '{student_first_name}', label: 'Student first name', example: 'Jordan', value: (s, db) => studentOf(s, db)?.first_name ?? '' },
  { code: '{student_dob}', label: 'Student date of birth', example: '03/14/2019', value: (s, db) => usDate(studentOf(s, db)?.dob ?? '') },
  { code: '{client_code}', label: 'Client code', example: 'STU-00042', value: (s, db) => studentOf(s, db)?.client_code ?? '' },
  { code: '{session_date}', label: 'Session date', example: '11/24/2026', value: (s) => usDate(s.date) },
  { code: '{start_time}', label: 'Start time', example: '9:00 AM', value: (s) => clockTime(s.start_time) },
  { code: '{end_time}', label: 'End time', example: '11:00 AM', value: (s) => clockTime(s.end_time) },
  { code: '{duration}', label: 'Minutes in session', example: '120', value: (s) => String(minutesOf(s.end_time) - minutesOf(s.start_time)) },
  { code: '{units}', label: 'Billed units', example: '8', value: (s) => String(s.units) },
  { code: '{service}', label: 'Service', example: 'ABA-HB Direct Therapy', value: (s, db) => nameIn(db, 'services', s.service_id) },
  { code: '{hcode}', label: 'Billing code', example: '97153', value: (s) => s.hcode },
  { code: '{staff_name}', label: 'Provider name', example: 'Morgan Ellis', value: (s, db) => db.users.get(s.staff_id)?.name ?? '' },
  { code: '{place_of_service}', label: 'Place of service', example: '12 Home', value: (s) => s.place_of_service },
  { code: '{location}', label: 'Location', example: 'Main Office', value: (s, db) => nameIn(db, 'locations', s.location_id) },
  { code: '{session_status}', label: 'Session status', example: 'Completed', value: (s) => s.status },
  {
    code: '{targets_run}',
    label: 'Targets run',
    example: 'Manding for Items: Ball, Greetings: Wave hello',
    value: (s, db) => targetsRun(db, s.student_id).join(', '),
  },
];

const known = new Set(shortCodes.map((entry) => entry.code));

/** Every `{code}` a text holds, braces included, in order of first use. */
export function shortCodesIn(texts: readonly string[]): string[] {
  const found = texts.flatMap((text) => [...text.matchAll(/\{[^{}\s]*\}/g)].map((match) => match[0]));
  return [...new Set(found)];
}

export function unknownShortCodes(texts: readonly string[]): string[] {
  return shortCodesIn(texts).filter((code) => !known.has(code));
}

export function unknownShortCodesMessage(unknown: readonly string[]): string {
  return `Unknown short codes: ${unknown.join(', ')}.`;
}

/** Every short code's value for a session. */
export function shortCodeValues(db: Db, session: StudentSession): Record<string, string> {
  return Object.fromEntries(shortCodes.map((entry) => [entry.code, entry.value(session, db)]));
}

/** The sample session's values: what the preview reads without a session. */
export function sampleShortCodeValues(): Record<string, string> {
  return Object.fromEntries(shortCodes.map((entry) => [entry.code, entry.example]));
}

/** The text with every known short code filled; an unknown one is left as written. */
export function fillShortCodes(text: string, values: Readonly<Record<string, string>>): string {
  return text.replace(/\{[^{}\s]*\}/g, (code) => values[code] ?? code);
}
