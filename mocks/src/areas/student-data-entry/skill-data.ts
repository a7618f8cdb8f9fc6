// Skill data (POST student-program-target-data, GET student-program-target-data-list/{id}): the trials
// of one target in a session (+ correct, - incorrect, P prompted, with the prompt code), and a student's data.
// The route's optional encrypted string travels as session_key, kept with the data.
import type { Faker } from '@faker-js/faker';
import type { Request, Router } from 'express';
import type { Db } from '../../db/index.js';
import type { NewRow, Row } from '../../db/table.js';
import { parseId } from '../../kit/ids.js';
import { listParams, textParam } from '../../kit/list-query.js';
import type { AreaContext } from '../../server/area.js';
import { callerOf } from '../../server/auth.js';
import { notFound, ok, unprocessable } from '../../server/replies.js';
import { FieldErrors } from '../../server/validation.js';
import { programTables } from '../student-programs/records.js';
import { seesStudent, studentGuard } from '../students/access.js';
import { calendarDate, shiftDays } from '../../kit/dates.js';
import { students } from '../students/table.js';

export interface Trial {
  /** + correct, - incorrect, P prompted. */
  result: '+' | '-' | 'P';
  prompt_code: string | null;
}

export interface SkillData extends Row {
  student_id: number;
  program_id: number;
  target_id: number;
  date: string;
  trials: Trial[];
  correct: number;
  incorrect: number;
  prompted: number;
  /** Correct trials over all trials, 0–100, one decimal. */
  percent_correct: number;
  session_key: string | null;
  notes: string | null;
  recorded_by: number | null;
}

export function tally(trials: readonly Trial[]): Pick<SkillData, 'correct' | 'incorrect' | 'prompted' | 'percent_correct'> {
  const correct = trials.filter((trial) => trial.result === '+').length;
  const incorrect = trials.filter((trial) => trial.result === '-').length;
  const prompted = trials.filter((trial) => trial.result === 'P').length;
  return { correct, incorrect, prompted, percent_correct: trials.length === 0 ? 0 : Math.round((correct / trials.length) * 1000) / 10 };
}

function seedSkillData(faker: Faker, db: Db): NewRow<SkillData>[] {
  const rows: NewRow<SkillData>[] = [];
  for (const target of programTables(db)
    .targets.all()
    .filter((row) => row.student_id % 3 === 0 && row.status === 'In Training')) {
    // Twelve sessions, every third day back from 2025-12-28; the later the session, the more trials correct.
    for (let session = 1; session <= 12; session += 1) {
      const trials: Trial[] = Array.from({ length: 10 }, () => {
        const result = faker.helpers.weightedArrayElement([
          { weight: 2 + (12 - session) * 0.6, value: '+' as const },
          { weight: 2, value: '-' as const },
          { weight: 3, value: 'P' as const },
        ]);
        return { result, prompt_code: result === 'P' ? faker.helpers.arrayElement(['G', 'V', 'M']) : null };
      });
      rows.push({
        student_id: target.student_id,
        program_id: target.program_id,
        target_id: target.id,
        date: shiftDays('2025-12-31', -session * 3),
        trials,
        ...tally(trials),
        session_key: null,
        notes: null,
        recorded_by: null,
      });
    }
  }
  return rows;
}

export function registerSkillData(router: Router, { db, auth }: AreaContext): void {
  const table = db.defineTable<SkillData>('student_skill_data', (faker) => seedSkillData(faker, db));
  const { targets, programs } = programTables(db);
  const studentTable = students(db);
  const visible = (req: Request, id: number) => {
    const student = studentTable.find(id);
    return student && seesStudent(callerOf(req).user, student) ? student : undefined;
  };
  const present = (row: SkillData) => ({
    ...row,
    target_name: targets.get(row.target_id)?.name ?? null,
    program_name: programs.get(row.program_id)?.name ?? null,
  });

  router.post('/student-program-target-data', ...studentGuard(auth, 'List'), (req, res) => {
    const body = (req.body ?? {}) as Record<string, unknown>;
    const errors = new FieldErrors();
    const student = visible(req, parseId(body.student_id) ?? 0);
    if (!student)
      errors.add('student_id', body.student_id === undefined ? 'The student id field is required.' : 'The selected student id is invalid.');
    const target = targets.find(parseId(body.target_id) ?? 0);
    if (!target || target.student_id !== student?.id)
      errors.add('target_id', body.target_id === undefined ? 'The target id field is required.' : 'The selected target id is invalid.');
    const date = calendarDate(String(body.date ?? ''));
    if (!date) errors.add('date', body.date === undefined ? 'The date field is required.' : 'The date field must be a valid date.');
    const raw = Array.isArray(body.trials) ? (body.trials as Record<string, unknown>[]) : null;
    if (!raw || raw.length === 0) errors.add('trials', 'The trials field is required.');
    const trials: Trial[] = (raw ?? []).map((trial, index) => {
      const result = String(trial?.result ?? '');
      if (!['+', '-', 'P'].includes(result)) errors.add(`trials.${index}.result`, 'The result field must be +, - or P.');
      const code = typeof trial?.prompt_code === 'string' && trial.prompt_code.trim() !== '' ? trial.prompt_code.trim() : null;
      if (result === 'P' && code === null) errors.add(`trials.${index}.prompt_code`, 'The prompt code field is required when result is P.');
      return { result: result as Trial['result'], prompt_code: result === 'P' ? code : null };
    });
    if (!errors.empty || !student || !target || !date) return unprocessable(res, errors);
    const row = table.insert({
      student_id: student.id,
      program_id: target.program_id,
      target_id: target.id,
      date,
      trials,
      ...tally(trials),
      session_key: typeof body.session_key === 'string' && body.session_key !== '' ? body.session_key : null,
      notes: typeof body.notes === 'string' ? body.notes.trim() || null : null,
      recorded_by: callerOf(req).user.id,
    });
    ok(res, { message: 'Skill data saved successfully.', data: present(row) });
  });

  router.get('/student-program-target-data-list/:id', ...studentGuard(auth, 'List'), (req, res) => {
    const student = visible(req, parseId(req.params.id) ?? 0);
    if (!student) return notFound(res, 'Student not found.');
    const params = listParams(req);
    const target = parseId(textParam(params, 'target_id'));
    const program = parseId(textParam(params, 'program_id'));
    const from = calendarDate(textParam(params, 'date_from') ?? '') ?? '0000-01-01';
    const to = calendarDate(textParam(params, 'date_to') ?? '') ?? '9999-12-31';
    const rows = table
      .active()
      .filter(
        (row) =>
          row.student_id === student.id &&
          (target === undefined || row.target_id === target) &&
          (program === undefined || row.program_id === program),
      )
      .filter((row) => row.date >= from && row.date <= to)
      .sort((a, b) => b.date.localeCompare(a.date) || b.id - a.id);
    ok(res, { data: rows.map(present) });
  });
}
