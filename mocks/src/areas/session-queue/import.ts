// The session data import (POST auto-generate-session-notes-import, multipart `file`): a CSV or XLSX sheet of target
// data, one row per student, date and target, with the columns student_id, date, target_id, correct, incorrect and
// prompted. Every row is checked (the student exists, the target is the student's, the date is a real date not after
// today, the counts are whole numbers with at least one trial); a row already imported (same student, target and
// date) is refused, so the same file twice adds nothing. Rows become the student's skill data, which takes their
// sessions off the pending target data list.
import { calendarDate, today } from '../../kit/dates.js';
import { registerImport } from '../../kit/import.js';
import type { ResourceSpec } from '../../kit/types.js';
import type { AreaContext } from '../../server/area.js';
import type { Router } from 'express';
import { students } from '../students/table.js';
import { programTables } from '../student-programs/records.js';
import type { SkillData, Trial } from '../student-data-entry/skill-data.js';

const counts = ['correct', 'incorrect', 'prompted'] as const;

const sessionData: ResourceSpec<SkillData> = {
  name: 'session data',
  table: 'student_skill_data',
  paths: {},
  permission: 'Auto Generate Session',
  required: ['student_id', 'date', 'target_id', 'correct', 'incorrect'],
  fillable: ['student_id', 'date', 'target_id', 'correct', 'incorrect', 'prompted'],
  casts: { student_id: 'integer', target_id: 'integer', correct: 'integer', incorrect: 'integer', prompted: 'integer' },
  defaults: { prompted: 0 },
};

/** The trials a row's counts stand for, in the order correct, incorrect, prompted. */
function trialsOf(values: Pick<SkillData, 'correct' | 'incorrect' | 'prompted'>): Trial[] {
  const trial = (result: Trial['result']) => ({ result, prompt_code: null });
  return [
    ...Array.from({ length: values.correct }, () => trial('+')),
    ...Array.from({ length: values.incorrect }, () => trial('-')),
    ...Array.from({ length: values.prompted }, () => trial('P')),
  ];
}

export function registerSessionDataImport(router: Router, context: AreaContext): void {
  const { db } = context;
  registerImport(router, context, {
    path: 'auto-generate-session-notes-import',
    resource: sessionData,
    columns: { student: 'student_id', target: 'target_id', session_date: 'date' },
    check(values, errors) {
      const student = values.student_id === undefined ? undefined : students(db).find(values.student_id);
      if (values.student_id !== undefined && !student) errors.add('student_id', 'The selected student id is invalid.');
      const target = values.target_id === undefined ? undefined : programTables(db).targets.find(values.target_id);
      if (values.target_id !== undefined && (!target || (student && target.student_id !== student.id)))
        errors.add('target_id', "The target is not one of the student's targets.");
      const date = typeof values.date === 'string' ? calendarDate(values.date.trim()) : undefined;
      if (values.date !== undefined && !date) errors.add('date', 'The date field must be a valid date.');
      else if (date && date > today()) errors.add('date', 'The date must not be in the future.');
      for (const field of counts) {
        const value = values[field];
        if (value !== undefined && (!Number.isInteger(value) || value < 0))
          errors.add(field, `The ${field} field must be a whole number of at least 0.`);
      }
      if (!errors.empty || !target || !date) return values;
      const tally = { correct: values.correct ?? 0, incorrect: values.incorrect ?? 0, prompted: values.prompted ?? 0 };
      const trials = trialsOf(tally);
      if (trials.length === 0) errors.add('correct', 'A row needs at least one trial.');
      const already = db
        .table<SkillData>('student_skill_data')
        .active()
        .some((row) => row.student_id === target.student_id && row.target_id === target.id && row.date === date);
      if (already) errors.add('date', 'This target already has data for this student on this date.');
      return {
        ...values,
        date,
        program_id: target.program_id,
        trials,
        ...tally,
        percent_correct: trials.length === 0 ? 0 : Math.round((tally.correct / trials.length) * 1000) / 10,
        session_key: null,
        notes: null,
        recorded_by: null,
      };
    },
  });
}
