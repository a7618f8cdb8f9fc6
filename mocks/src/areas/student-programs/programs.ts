// The per-student records of programs and goals (student-program list, create, PUT/DELETE {id}; student-goals/{id},
// student-goal/{id}, student-goal-edit/{a}/{b}).
import type { Db } from '../../db/index.js';
import { staffRecords } from '../students/related.js';
import { checkDate, defineStudentRecords } from '../students/student-records.js';
import { goalStatuses, programCategories, programStatuses, programTables, targetTypes, type StudentGoal, type StudentProgram } from './records.js';

export function presentProgram(program: StudentProgram, db: Db): Record<string, unknown> {
  const targets = programTables(db)
    .targets.active()
    .filter((target) => target.program_id === program.id);
  return { ...program, target_count: targets.length, mastered_target_count: targets.filter((target) => target.status === 'Mastered').length };
}

export const programRecords = defineStudentRecords<StudentProgram>({
  title: 'Program',
  type: 'StudentProgram',
  // all-student-program is one of the program views.
  paths: { all: null },
  table: 'student_programs',
  defaults: { status: 'Baseline', description: null, mastery_criteria: null, staff_ids: [], start_date: null, mastered_on: null, playlist: [] },
  validate: (record, errors, db) => {
    const category = programCategories.find((entry) => entry.id === record.category_id);
    if (!errors.has('category_id') && !category) errors.add('category_id', 'The selected category id is invalid.');
    if (category) record.category_name = category.name;
    errors.oneOf('target_type', record.target_type, targetTypes);
    errors.oneOf('status', record.status, programStatuses);
    checkDate(errors, record as Record<string, unknown>, 'start_date');
    checkDate(errors, record as Record<string, unknown>, 'mastered_on');
    const staff = new Set(staffRecords(db).map((member) => member.id));
    const ids = record.staff_ids as unknown;
    if (!Array.isArray(ids) || ids.some((id) => !staff.has(Number(id)))) errors.add('staff_ids', 'The selected staff ids is invalid.');
    else record.staff_ids = ids.map(Number);
  },
  filters: { category_id: (row, value) => String(row.category_id) === value, status: (row, value) => row.status === value },
  searchable: ['name', 'category_name'],
  order: (a, b) => a.category_id - b.category_id || a.id - b.id,
  present: presentProgram,
  activity: 'Program',
  describe: (row) => `program ${row.name}`,
});

export const goalRecords = defineStudentRecords<StudentGoal>({
  title: 'Goal',
  type: 'StudentGoal',
  table: 'student_goals',
  defaults: {
    status: 'Not Started',
    description: null,
    baseline: null,
    target_criteria: null,
    start_date: null,
    target_date: null,
    mastered_on: null,
  },
  validate: (record, errors, db) => {
    // A goal belongs to a program of the same student.
    const program = programTables(db).programs.find(Number(record.program_id));
    if (!errors.has('program_id') && (!program || program.student_id !== record.student_id)) {
      errors.add('program_id', 'The selected program id is invalid.');
    }
    errors.oneOf('status', record.status, goalStatuses);
    for (const field of ['start_date', 'target_date', 'mastered_on']) checkDate(errors, record as Record<string, unknown>, field);
    if (record.start_date && record.target_date && record.target_date < record.start_date) {
      errors.add('target_date', 'The target date field must be a date after or equal to start date.');
    }
  },
  filters: { program_id: (row, value) => String(row.program_id) === value, status: (row, value) => row.status === value },
  searchable: ['title'],
  present: (goal, db) => ({ ...goal, program_name: programTables(db).programs.get(goal.program_id)?.name ?? null }),
  activity: 'Goal',
  describe: (row) => `goal ${row.title}`,
});
