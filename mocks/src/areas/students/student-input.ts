// What a create or update may set on a student, and the API's validation of it (422 with Laravel's wording).
import type { Db } from '../../db/index.js';
import type { Table } from '../../db/table.js';
import { readInput } from '../../kit/input.js';
import { FieldErrors, isBlank } from '../../server/validation.js';
import { calendarDate, today } from '../../kit/dates.js';
import { relatedRecords, staffRecords } from './related.js';
import { studentGenders, type Student } from './student.js';

const fillable = [
  'first_name',
  'last_name',
  'middle_name',
  'preferred_name',
  'dob',
  'gender',
  'status',
  'client_code',
  'agency_id',
  'funder_ids',
  'staff_ids',
  'service_line_ids',
  'parent_id',
  'email',
  'phone',
  'address',
  'city',
  'state',
  'zip',
  'primary_language',
  'school_name',
  'grade',
  'guardian_name',
  'guardian_phone',
  'guardian_email',
  'diagnosis_code',
  'intake_date',
  'notes',
] as const satisfies readonly (keyof Student)[];

const required = ['first_name', 'last_name', 'dob', 'gender', 'agency_id'] as const;
const idLists = ['funder_ids', 'staff_ids', 'service_line_ids'] as const;

/** A list of ids as JSON sends it ([1, "2"]) or a form does ("1,2"); undefined entries mark a bad value. */
export function idList(value: unknown): (number | undefined)[] {
  const raw = Array.isArray(value) ? value : typeof value === 'string' ? value.split(',').filter((part) => part.trim() !== '') : [value];
  return raw.map((item) => {
    const text = typeof item === 'number' ? String(item) : typeof item === 'string' ? item.trim() : '';
    return /^\d+$/.test(text) ? Number(text) : undefined;
  });
}

export function readStudentInput(body: unknown): Partial<Student> {
  const input = readInput<Student>(body, {
    fillable,
    casts: { status: 'integer', agency_id: 'integer', parent_id: 'integer' },
  }) as Record<string, unknown>;
  for (const field of idLists) {
    if (input[field] === undefined) continue;
    const ids = input[field] === null ? [] : idList(input[field]);
    input[field] = ids.every((id) => id !== undefined) ? ids : input[field];
  }
  return input as Partial<Student>;
}

/** Checks the student as it would be saved; on update only the fields sent are checked for presence. */
export function validateStudent(db: Db, table: Table<Student>, input: Partial<Student>, existing?: Student): FieldErrors {
  const errors = new FieldErrors();
  checkStudent(db, table, input, errors, existing);
  return errors;
}

/** Adds the student rules' errors for a create or update to `errors`. */
export function checkStudent(db: Db, table: Table<Student>, input: Partial<Student>, errors: FieldErrors, existing?: Student): void {
  const merged = { ...existing, ...input } as Record<string, unknown>;
  errors.required(merged, required);

  if (!errors.has('dob')) {
    const dob = calendarDate(String(merged.dob));
    if (dob === undefined) errors.add('dob', 'The dob field must be a valid date.');
    else if (dob >= today()) errors.add('dob', 'The dob field must be a date before today.');
    else merged.dob = dob;
  }
  errors.oneOf('gender', merged.gender, studentGenders);
  if (!isBlank(merged.status)) errors.oneOf('status', merged.status, ['0', '1']);
  if (!errors.has('agency_id')) {
    const agencies = new Set(relatedRecords(db, 'agencies').map((agency) => agency.id));
    if (!agencies.has(Number(merged.agency_id))) errors.add('agency_id', 'The selected agency id is invalid.');
  }
  const known: Record<(typeof idLists)[number], Set<number>> = {
    funder_ids: new Set(relatedRecords(db, 'funders').map((record) => record.id)),
    staff_ids: new Set(staffRecords(db).map((record) => record.id)),
    service_line_ids: new Set(relatedRecords(db, 'serviceLines').map((record) => record.id)),
  };
  for (const field of idLists) {
    const value = input[field];
    if (value === undefined) continue;
    if (!Array.isArray(value) || value.some((id) => typeof id !== 'number' || !known[field].has(id))) {
      errors.add(field, `The selected ${field.replace(/_/g, ' ')} is invalid.`);
    }
  }
  errors.email('email', merged.email);
  errors.email('guardian_email', merged.guardian_email);
  if (!isBlank(merged.intake_date) && calendarDate(String(merged.intake_date)) === undefined) {
    errors.add('intake_date', 'The intake date field must be a valid date.');
  }

  if (!errors.has('first_name') && !errors.has('last_name') && !errors.has('dob')) {
    const duplicate = table
      .active()
      .some(
        (row) =>
          row.id !== existing?.id && same(row.first_name, merged.first_name) && same(row.last_name, merged.last_name) && row.dob === merged.dob,
      );
    if (duplicate) errors.add('first_name', 'A student with this name and date of birth already exists.');
  }
  if (!isBlank(merged.client_code)) {
    const clash = table.active().some((row) => row.id !== existing?.id && same(row.client_code, merged.client_code));
    if (clash) errors.taken('client_code');
  }
}

function same(a: unknown, b: unknown): boolean {
  return String(a).trim().toLowerCase() === String(b).trim().toLowerCase();
}

/** The values saved: dates normalised, lists defaulted on create. */
export function studentValues(input: Partial<Student>, creating: boolean): Partial<Student> {
  const values: Partial<Student> = { ...input };
  if (typeof values.dob === 'string') values.dob = calendarDate(values.dob) ?? values.dob;
  if (typeof values.intake_date === 'string') values.intake_date = calendarDate(values.intake_date) ?? values.intake_date;
  if (creating) {
    values.funder_ids ??= [];
    values.staff_ids ??= [];
    values.service_line_ids ??= [];
    values.status ??= 1;
  }
  return values;
}

/** The next free STU-nnnnn code. */
export function nextClientCode(rows: readonly Student[]): string {
  const taken = new Set(rows.map((row) => row.client_code));
  let number = rows.length + 10000;
  while (taken.has(`STU-${number}`)) number += 1;
  return `STU-${number}`;
}
