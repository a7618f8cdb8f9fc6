// Merge fields: the codes a template writes in braces ({student_name}) and fills from a student's record, and the
// practice's own short codes (a fixed text each). A code is lower case letters, digits and underscores.
import type { Db } from '../../db/index.js';
import { today } from '../../kit/dates.js';
import type { Funder } from '../funders/funder.js';
import { fullName, type Student } from '../students/student.js';
import { students } from '../students/table.js';

export interface MergeField {
  code: string;
  label: string;
  description: string;
  short_code: boolean;
}

type Value = (student: Student, db: Db) => string | null;

/** MM/DD/YYYY, as the practice writes dates on its documents. */
function usDate(day: string | null): string | null {
  const match = day ? /^(\d{4})-(\d{2})-(\d{2})$/.exec(day) : null;
  return match ? `${match[2]}/${match[3]}/${match[1]}` : null;
}

const fields: readonly [code: string, label: string, description: string, value: Value][] = [
  ['student_name', 'Student name', "The student's first and last name.", (s) => fullName(s)],
  ['first_name', 'First name', "The student's first name.", (s) => s.first_name],
  ['last_name', 'Last name', "The student's last name.", (s) => s.last_name],
  ['dob', 'Date of birth', "The student's date of birth, MM/DD/YYYY.", (s) => usDate(s.dob)],
  ['gender', 'Gender', "The student's gender.", (s) => s.gender],
  ['client_code', 'Client code', "The student's client code.", (s) => s.client_code],
  ['funder', 'Funder', "The student's first funder.", (s, db) => db.table<Funder>('payers').find(s.funder_ids[0] ?? 0)?.name ?? null],
  ['guardian_name', 'Guardian name', "The guardian's name.", (s) => s.guardian_name],
  ['guardian_phone', 'Guardian phone', "The guardian's phone.", (s) => s.guardian_phone],
  ['guardian_email', 'Guardian email', "The guardian's email.", (s) => s.guardian_email],
  [
    'parent_name',
    'Parent name',
    'The parent who signs in to the portal.',
    (s, db) => (s.parent_id ? (db.users.find(s.parent_id)?.name ?? null) : null),
  ],
  [
    'address',
    'Address',
    "The student's street address, city, state and ZIP.",
    (s) => [s.address, s.city, [s.state, s.zip].filter(Boolean).join(' ')].filter(Boolean).join(', ') || null,
  ],
  ['school_name', 'School', "The student's school.", (s) => s.school_name],
  ['diagnosis_code', 'Diagnosis code', "The student's diagnosis code.", (s) => s.diagnosis_code],
  ['intake_date', 'Intake date', 'The intake date, MM/DD/YYYY.', (s) => usDate(s.intake_date)],
  ['today', 'Today', "Today's date in the practice's zone, MM/DD/YYYY.", () => usDate(today())],
];

export const mergeFieldCodes: ReadonlySet<string> = new Set(fields.map(([code]) => code));

export const codePattern = /^[a-z][a-z0-9_]{0,49}$/;

export function mergeFields(): MergeField[] {
  return fields.map(([code, label, description]) => ({ code, label, description, short_code: false }));
}

/** The codes a text writes in braces, each once, in order. */
export function codesIn(text: string): string[] {
  return [...new Set([...text.matchAll(/\{\s*([A-Za-z][\w]*)\s*\}/g)].map((match) => match[1]!))];
}

/** Every code's value for a student; short codes' fixed texts included. Missing values are empty texts. */
export function valuesFor(
  studentId: number,
  db: Db,
  shortCodes: ReadonlyMap<string, string>,
): { values: Record<string, string>; missing: string[]; student: Student } | undefined {
  const student = students(db).find(studentId);
  if (!student || student.deleted_at) return undefined;
  const values: Record<string, string> = Object.fromEntries(shortCodes);
  const missing: string[] = [];
  for (const [code, , , value] of fields) {
    const found = value(student, db);
    if (found === null || found === '') missing.push(code);
    values[code] = found ?? '';
  }
  return { values, missing, student };
}
