// A student's prompt codes (student-promptcodes/{id}, student-promptcode/{id}, student-promptcode-edit/{a}/{b},
// student-promptcode-delete/{id}) and whether they override the practice's default prompt hierarchy
// (update-student-promptcode-override, check-prompt-code-override-status/{id}, get-student-prompt-code/{id}).
import type { Faker } from '@faker-js/faker';
import type { Router } from 'express';
import type { Db } from '../../db/index.js';
import type { NewRow, Row } from '../../db/table.js';
import { parseId } from '../../kit/ids.js';
import type { AreaContext } from '../../server/area.js';
import { callerOf } from '../../server/auth.js';
import { notFound, ok, unprocessable } from '../../server/replies.js';
import { FieldErrors } from '../../server/validation.js';
import { logActivity } from '../student-activity/activity.js';
import { seesStudent, studentGuard } from '../students/access.js';
import { defineStudentRecords, type StudentOwned } from '../students/student-records.js';
import { students } from '../students/table.js';

export interface StudentPromptCode extends StudentOwned {
  code: string;
  name: string;
  /** Position in the hierarchy, 1 the least intrusive. */
  level: number;
  description: string | null;
  is_independent: boolean;
}

export interface PromptOverride extends Row {
  student_id: number;
  override: boolean;
}

/** The practice's default prompt hierarchy, least to most intrusive. */
export const defaultPromptLevels: readonly Omit<StudentPromptCode, keyof StudentOwned>[] = [
  { code: 'I', name: 'Independent', level: 1, description: 'No prompt needed.', is_independent: true },
  { code: 'G', name: 'Gestural', level: 2, description: 'Pointing or looking toward the answer.', is_independent: false },
  { code: 'V', name: 'Verbal', level: 3, description: 'A spoken hint or part of the answer.', is_independent: false },
  { code: 'M', name: 'Model', level: 4, description: 'The therapist shows the response.', is_independent: false },
  { code: 'PP', name: 'Partial Physical', level: 5, description: 'Light touch to guide the response.', is_independent: false },
  { code: 'FP', name: 'Full Physical', level: 6, description: 'Hand-over-hand guidance.', is_independent: false },
];

/** Every fifth student uses its own prompt codes. */
function overrides(db: Db): number[] {
  return students(db)
    .all()
    .filter((student) => student.id % 5 === 0)
    .map((student) => student.id);
}

function seedCodes(faker: Faker, db: Db): NewRow<StudentPromptCode>[] {
  return overrides(db).flatMap((studentId) =>
    defaultPromptLevels
      .filter((level) => level.code !== 'PP' || faker.datatype.boolean(0.5))
      .map((level, index) => ({ ...level, level: index + 1, student_id: studentId })),
  );
}

export const promptCodeRecords = defineStudentRecords<StudentPromptCode>({
  title: 'Prompt code',
  type: 'StudentPromptCode',
  table: 'student_prompt_codes',
  seed: seedCodes,
  defaults: { description: null, is_independent: false },
  validate: (record, errors, db, existing) => {
    if (!errors.has('level') && !(Number.isInteger(record.level) && Number(record.level) >= 1))
      errors.add('level', 'The level field must be at least 1.');
    if (!errors.has('code') && String(record.code).length > 10) errors.add('code', 'The code field must not be greater than 10 characters.');
    const clash = promptCodeRecords
      .table(db)
      .active()
      .some((row) => row.student_id === record.student_id && row.id !== existing?.id && row.code.toLowerCase() === String(record.code).toLowerCase());
    if (!errors.has('code') && clash) errors.taken('code');
  },
  order: (a, b) => a.level - b.level || a.id - b.id,
  activity: 'Prompt code',
  describe: (row) => `prompt code ${row.code}`,
});

export function registerPromptOverrides(router: Router, { db, auth }: AreaContext): void {
  const table = db.defineTable<PromptOverride>('student_prompt_overrides', () =>
    overrides(db).map((studentId) => ({ student_id: studentId, override: true })),
  );
  const codes = promptCodeRecords.table(db);
  const studentTable = students(db);
  const overrideOf = (studentId: number) => table.active().find((row) => row.student_id === studentId)?.override ?? false;
  const studentFor = (req: Parameters<Parameters<Router['get']>[1]>[0], id: unknown) => {
    const student = studentTable.find(parseId(id) ?? 0);
    return student && seesStudent(callerOf(req).user, student) ? student : undefined;
  };

  router.get('/check-prompt-code-override-status/:id', ...studentGuard(auth, 'List'), (req, res) => {
    const student = studentFor(req, req.params.id);
    if (!student) return notFound(res, 'Student not found.');
    ok(res, { data: { student_id: student.id, override: overrideOf(student.id) } });
  });

  router.post('/update-student-promptcode-override', ...studentGuard(auth, 'Edit'), (req, res) => {
    const body = (req.body ?? {}) as Record<string, unknown>;
    const errors = new FieldErrors();
    const student = studentFor(req, body.student_id);
    if (!student)
      errors.add('student_id', body.student_id === undefined ? 'The student id field is required.' : 'The selected student id is invalid.');
    const raw = body.override;
    if (![true, false, 1, 0, '1', '0', 'true', 'false'].includes(raw as never)) errors.add('override', 'The override field must be true or false.');
    if (!errors.empty || !student) return unprocessable(res, errors);
    const override = [true, 1, '1', 'true'].includes(raw as never);
    const existing = table.active().find((row) => row.student_id === student.id);
    if (existing) table.update(existing.id, { override });
    else table.insert({ student_id: student.id, override });
    logActivity(db, {
      studentId: student.id,
      user: callerOf(req).user,
      module: 'Prompt code',
      action: 'updated',
      description: override ? 'Uses its own prompt codes.' : 'Uses the practice prompt codes.',
    });
    ok(res, { message: 'Prompt code override updated successfully.', data: { student_id: student.id, override } });
  });

  // The prompt levels in effect: the student's own when it overrides the practice's, else the practice's.
  router.get('/get-student-prompt-code/:id', ...studentGuard(auth, 'List'), (req, res) => {
    const student = studentFor(req, req.params.id);
    if (!student) return notFound(res, 'Student not found.');
    const override = overrideOf(student.id);
    const own = codes
      .active()
      .filter((row) => row.student_id === student.id)
      .sort((a, b) => a.level - b.level);
    const levels =
      override && own.length > 0
        ? own.map(({ code, name, level, description, is_independent }) => ({ code, name, level, description, is_independent }))
        : defaultPromptLevels;
    ok(res, { data: { student_id: student.id, override, levels } });
  });
}
