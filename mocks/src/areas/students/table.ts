// The students table, seeded here whoever defines it first (the client-list lookup may).
import type { Db } from '../../db/index.js';
import type { Table } from '../../db/table.js';
import { demoTherapistId } from '../../db/demo-users.js';
import { seedStudents } from './seed.js';
import type { Student } from './student.js';

export const studentsTable = 'students';

export function students(db: Db): Table<Student> {
  return db.defineTable<Student>(studentsTable, seedStudents);
}

/**
 * The students whose per-student pages are seeded with records (contacts, programs, data, files, ...): every fifth
 * student, the demo therapist's and the demo parent's. Seeding all 640 would make every reset slow; the others start
 * empty, as a new student does.
 */
export function isDetailedStudent(student: Student): boolean {
  return student.id % 5 === 1 || student.staff_ids.includes(demoTherapistId) || student.parent_id !== null;
}

export function detailedStudents(db: Db): Student[] {
  return students(db).all().filter(isDetailedStudent);
}
