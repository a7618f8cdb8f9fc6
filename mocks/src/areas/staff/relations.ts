// What the user lists and the record join from other areas' tables: titles, certifications, students.
import type { Db } from '../../db/index.js';
import type { Row } from '../../db/table.js';
import { isCurrent, staffLinks } from '../student-staff/links.js';
import type { Student } from '../students/student.js';
import { students } from '../students/table.js';

interface Named extends Row {
  name: string;
}

/** id → name of a setup table's rows (not deleted). */
export function namesOf(db: Db, table: string): Map<number, string> {
  return new Map(
    db
      .table<Named>(table)
      .active()
      .map((row) => [row.id, row.name]),
  );
}

/** The staff currently assigned to a student that matches. */
export function currentStaffIdsOfStudents(db: Db, matches: (student: Student) => boolean): Set<number> {
  const wanted = new Set(
    students(db)
      .active()
      .filter(matches)
      .map((student) => student.id),
  );
  return new Set(
    staffLinks(db)
      .active()
      .filter((link) => isCurrent(link) && wanted.has(link.student_id))
      .map((link) => link.staff_id),
  );
}

/** parent id → how many students name them; of `only` those parents when given. */
export function childCounts(db: Db, only?: ReadonlySet<number>): Map<number, number> {
  const counts = new Map<number, number>();
  for (const student of students(db).activeAmong('parent_id', only)) {
    if (student.parent_id !== null) counts.set(student.parent_id, (counts.get(student.parent_id) ?? 0) + 1);
  }
  return counts;
}
