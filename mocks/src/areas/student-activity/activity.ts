// A student's activity history: who did what to the student's record and when. Seeded with a past, and written by
// the student calls that change a record (student, contacts, authorizations, intake forms).
import type { Db, User } from '../../db/index.js';
import type { Row, Table } from '../../db/table.js';

export interface StudentActivity extends Row {
  student_id: number;
  user_id: number | null;
  user_name: string;
  /** What kind of record changed: Student, Contact, Authorization, Intake form, ... */
  module: string;
  /** created, updated, deleted, restored, submitted, status changed. */
  action: string;
  description: string;
}

export const activityTable = 'student_activity';

export function activityLog(db: Db): Table<StudentActivity> {
  return db.defineTable<StudentActivity>(activityTable);
}

export function logActivity(
  db: Db,
  entry: { studentId: number; user: Pick<User, 'id' | 'name'> | null; module: string; action: string; description: string },
): void {
  activityLog(db).insert({
    student_id: entry.studentId,
    user_id: entry.user?.id ?? null,
    user_name: entry.user?.name ?? 'Guest',
    module: entry.module,
    action: entry.action,
    description: entry.description,
  });
}
