// A student's settings (GET student-settings-list, POST student-settings): how sessions with this
// student are recorded and who is told what. Unset keys answer their default.
import type { Router } from 'express';
import type { Row } from '../../db/table.js';
import { parseId } from '../../kit/ids.js';
import { listParams, textParam } from '../../kit/list-query.js';
import type { AreaContext } from '../../server/area.js';
import { callerOf } from '../../server/auth.js';
import { ok, unprocessable } from '../../server/replies.js';
import { FieldErrors } from '../../server/validation.js';
import { logActivity } from '../student-activity/activity.js';
import { seesStudent, studentGuard } from '../students/access.js';
import { students } from '../students/table.js';

export interface StudentSettingRow extends Row {
  student_id: number;
  key: string;
  value: string;
}

interface SettingDefinition {
  key: string;
  label: string;
  /** boolean, number, text or choice. */
  type: 'boolean' | 'number' | 'choice';
  default: string;
  options?: readonly string[];
}

export const settingDefinitions: readonly SettingDefinition[] = [
  { key: 'session_reminders', label: 'Send session reminders to the guardian', type: 'boolean', default: '1' },
  { key: 'parent_portal_access', label: 'Parent portal access', type: 'boolean', default: '0' },
  {
    key: 'data_collection_mode',
    label: 'Data collection mode',
    type: 'choice',
    default: 'Trial by trial',
    options: ['Trial by trial', 'Summary', 'Probe'],
  },
  { key: 'default_session_minutes', label: 'Default session length (minutes)', type: 'number', default: '120' },
  { key: 'notes_require_signature', label: 'Session notes need a guardian signature', type: 'boolean', default: '1' },
  { key: 'graph_phase_lines', label: 'Show phase lines on graphs', type: 'boolean', default: '1' },
];

export function registerStudentSettings(router: Router, { db, auth }: AreaContext): void {
  const table = db.defineTable<StudentSettingRow>('student_settings');
  const studentTable = students(db);
  const settingsOf = (studentId: number) =>
    settingDefinitions.map((definition) => ({
      key: definition.key,
      label: definition.label,
      type: definition.type,
      options: definition.options ?? [],
      value: table.active().find((row) => row.student_id === studentId && row.key === definition.key)?.value ?? definition.default,
    }));

  const studentFrom = (req: Parameters<Parameters<Router['get']>[1]>[0], params: Record<string, unknown>, errors: FieldErrors) => {
    const raw = textParam(params, 'student_id');
    const student = studentTable.find(parseId(raw) ?? 0);
    if (!student || !seesStudent(callerOf(req).user, student)) {
      errors.add('student_id', raw === undefined ? 'The student id field is required.' : 'The selected student id is invalid.');
      return undefined;
    }
    return student;
  };

  router.get('/student-settings-list', ...studentGuard(auth, 'List'), (req, res) => {
    const errors = new FieldErrors();
    const student = studentFrom(req, listParams(req), errors);
    if (!student) return unprocessable(res, errors);
    ok(res, { data: settingsOf(student.id) });
  });

  router.post('/student-settings', ...studentGuard(auth, 'Edit'), (req, res) => {
    const body = (req.body ?? {}) as Record<string, unknown>;
    const errors = new FieldErrors();
    const student = studentFrom(req, body, errors);
    const entries = Array.isArray(body.settings) ? (body.settings as Record<string, unknown>[]) : null;
    if (!entries) errors.add('settings', 'The settings field must be an array.');
    const values = new Map<string, string>();
    (entries ?? []).forEach((entry, index) => {
      const definition = settingDefinitions.find((candidate) => candidate.key === entry?.key);
      const value = entry?.value === true ? '1' : entry?.value === false ? '0' : String(entry?.value ?? '').trim();
      if (!definition) return void errors.add(`settings.${index}.key`, 'The selected key is invalid.');
      if (definition.type === 'boolean' && !['0', '1'].includes(value))
        errors.add(`settings.${index}.value`, 'The value field must be true or false.');
      if (definition.type === 'number' && !(/^\d+$/.test(value) && Number(value) > 0))
        errors.add(`settings.${index}.value`, 'The value field must be a number greater than zero.');
      if (definition.type === 'choice' && !definition.options!.includes(value))
        errors.add(`settings.${index}.value`, 'The selected value is invalid.');
      values.set(definition.key, value);
    });
    if (!errors.empty || !student) return unprocessable(res, errors);
    for (const [key, value] of values) {
      const existing = table.active().find((row) => row.student_id === student.id && row.key === key);
      if (existing) table.update(existing.id, { value });
      else table.insert({ student_id: student.id, key, value });
    }
    logActivity(db, {
      studentId: student.id,
      user: callerOf(req).user,
      module: 'Settings',
      action: 'updated',
      description: `Changed ${[...values.keys()].join(', ')}.`,
    });
    ok(res, { message: 'Settings saved successfully.', data: settingsOf(student.id) });
  });
}
