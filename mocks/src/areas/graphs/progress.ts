// Phase and condition changes (POST student-program-progress, POST student-program-progress-view, DELETE
// student-program-progress/{id}): the day a program's phase (Baseline, Intervention, Maintenance, …) or a
// behaviour's condition begins. Graphs draw each as a labelled line. Seeded where data was recorded: a baseline at
// the first day and an intervention a third of the way in.
import type { Request, Router } from 'express';
import type { Db } from '../../db/index.js';
import type { NewRow, Row, Table } from '../../db/table.js';
import { calendarDate, today } from '../../kit/dates.js';
import type { PermissionGuards } from './guards.js';
import { parseId } from '../../kit/ids.js';
import { callerOf } from '../../server/auth.js';
import { notFound, ok, unprocessable } from '../../server/replies.js';
import { FieldErrors } from '../../server/validation.js';
import { seesStudent } from '../students/access.js';
import { students } from '../students/table.js';
import { behaviorData } from '../student-data-entry/behavior-data.js';
import type { SkillData } from '../student-data-entry/skill-data.js';
import { programTables } from '../student-programs/records.js';
import { behaviorRecords } from '../student-behaviors/index.js';
import { graphStudent } from './query.js';

export interface ProgramProgress extends Row {
  student_id: number;
  program_id: number | null;
  behavior_id: number | null;
  label: string;
  date: string;
  notes: string | null;
}

/** The first day and the day a third of the way through a record's data days. */
function phaseDays(days: readonly string[]): [string, string] | undefined {
  const sorted = [...new Set(days)].sort();
  return sorted.length >= 6 ? [sorted[0]!, sorted[Math.floor(sorted.length / 3)]!] : undefined;
}

function seedProgress(db: Db): NewRow<ProgramProgress>[] {
  const rows: NewRow<ProgramProgress>[] = [];
  const add = (key: Pick<ProgramProgress, 'student_id' | 'program_id' | 'behavior_id'>, days: string[], intervention: string) => {
    const phases = phaseDays(days);
    if (!phases) return;
    rows.push({ ...key, label: 'Baseline', date: phases[0], notes: null });
    rows.push({ ...key, label: intervention, date: phases[1], notes: null });
  };
  const entries = behaviorData(db).all();
  for (const behavior of behaviorRecords.table(db).all()) {
    add(
      { student_id: behavior.student_id, program_id: null, behavior_id: behavior.id },
      entries.filter((row) => row.behavior_id === behavior.id).map((row) => row.date),
      'Intervention',
    );
  }
  const skill = db.defineTable<SkillData>('student_skill_data').all();
  for (const program of programTables(db).programs.all()) {
    add(
      { student_id: program.student_id, program_id: program.id, behavior_id: null },
      skill.filter((row) => row.program_id === program.id).map((row) => row.date),
      'Teaching',
    );
  }
  return rows;
}

export function progressTable(db: Db): Table<ProgramProgress> {
  return db.defineTable<ProgramProgress>('student_program_progress', () => seedProgress(db));
}

/** A student's changes, oldest first: all of them, or those of the programs and behaviours given. */
export function progressOf(
  db: Db,
  studentId: number,
  which?: { programs?: ReadonlySet<number>; behaviors?: ReadonlySet<number> },
): ProgramProgress[] {
  const wanted = (row: ProgramProgress) =>
    which === undefined ||
    (row.program_id !== null && which.programs?.has(row.program_id) === true) ||
    (row.behavior_id !== null && which.behaviors?.has(row.behavior_id) === true);
  return progressTable(db)
    .active()
    .filter((row) => row.student_id === studentId && wanted(row))
    .sort((a, b) => a.date.localeCompare(b.date) || a.id - b.id);
}

export function registerProgress(router: Router, db: Db, guards: PermissionGuards): void {
  const table = progressTable(db);
  const { programs } = programTables(db);
  const behaviors = behaviorRecords.table(db);
  const visible = (req: Request, row: ProgramProgress) => {
    const student = students(db).find(row.student_id);
    return student !== undefined && seesStudent(callerOf(req).user, student);
  };

  router.post('/student-program-progress-view', ...guards.read, (req, res) => {
    const student = graphStudent(req, res, db);
    if (!student) return;
    const body = (req.body ?? {}) as Record<string, unknown>;
    const program = parseId(body.program_id);
    const behavior = parseId(body.behavior_id);
    const rows = progressOf(db, student.id).filter(
      (row) => (program === undefined || row.program_id === program) && (behavior === undefined || row.behavior_id === behavior),
    );
    ok(res, { data: rows });
  });

  router.post('/student-program-progress', ...guards.write, (req, res) => {
    const student = graphStudent(req, res, db);
    if (!student) return;
    const body = (req.body ?? {}) as Record<string, unknown>;
    const errors = new FieldErrors();
    errors.required(body, ['label', 'date']);
    const programId = parseId(body.program_id);
    const behaviorId = parseId(body.behavior_id);
    if (programId === undefined && behaviorId === undefined)
      errors.add('program_id', 'The program id field is required when behavior id is not present.');
    if (programId !== undefined && programs.find(programId)?.student_id !== student.id)
      errors.add('program_id', 'The selected program id is invalid.');
    if (behaviorId !== undefined && behaviors.find(behaviorId)?.student_id !== student.id)
      errors.add('behavior_id', 'The selected behavior id is invalid.');
    const date = calendarDate(String(body.date ?? ''));
    if (!errors.has('date') && !date) errors.add('date', 'The date field must be a valid date.');
    else if (date && date > today()) errors.add('date', 'The date field must be a date before or equal to today.');
    if (!errors.empty || !date) return unprocessable(res, errors);
    const row = table.insert({
      student_id: student.id,
      program_id: programId ?? null,
      behavior_id: programId === undefined ? (behaviorId ?? null) : null,
      label: String(body.label).trim(),
      date,
      notes: typeof body.notes === 'string' ? body.notes.trim() || null : null,
    });
    ok(res, { message: 'Program progress saved successfully.', data: row });
  });

  router.delete('/student-program-progress/:id', ...guards.write, (req, res) => {
    const row = table.find(parseId(req.params.id) ?? 0);
    if (!row || !visible(req, row)) return notFound(res, 'Program progress not found.');
    table.softDelete(row.id);
    ok(res, { message: 'Program progress deleted successfully.' });
  });
}
