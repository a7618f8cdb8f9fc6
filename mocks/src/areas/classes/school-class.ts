// A class: a school classroom the practice's staff work in, with its students.
import type { Row } from '../../db/table.js';

export interface SchoolClass extends Row {
  name: string;
  /** Grade or level. */
  grade: string | null;
  room: string | null;
  /** The staff member (a user who is staff) who leads the class. */
  staff_id: number | null;
  student_ids: number[];
  /** 1 active, 0 inactive. */
  status: number;
}
