// A student: a client of the practice, with the agency they come through, their funders and the staff who work
// with them (ids into the `agencies`, `payers` and `users` tables). The basic record every form that names a student
// needs (id, names, dob, gender, status, agency_id) comes first.
import type { Row } from '../../db/table.js';

export interface Student extends Row {
  first_name: string;
  last_name: string;
  /** YYYY-MM-DD. */
  dob: string;
  gender: string;
  /** 1 active, 0 inactive. */
  status: number;
  agency_id: number;
  middle_name: string | null;
  preferred_name: string | null;
  client_code: string;
  funder_ids: number[];
  staff_ids: number[];
  service_line_ids: number[];
  /** The parent user (user type Parent) who sees this student, if any. */
  parent_id: number | null;
  email: string | null;
  phone: string | null;
  address: string | null;
  city: string | null;
  state: string | null;
  zip: string | null;
  primary_language: string | null;
  school_name: string | null;
  grade: string | null;
  guardian_name: string | null;
  guardian_phone: string | null;
  guardian_email: string | null;
  diagnosis_code: string | null;
  /** YYYY-MM-DD. */
  intake_date: string | null;
  notes: string | null;
}

export const studentGenders = ['Male', 'Female', 'Non-binary'] as const;

export function fullName(student: Pick<Student, 'first_name' | 'last_name'>): string {
  return `${student.first_name} ${student.last_name}`;
}
