// The behaviour-graph import (POST graph/import-behaviour-graph, multipart `file`): a CSV or XLSX sheet of behaviour
// data, read as every import reads it (kit/import.ts), with the columns student_id, behavior (the behaviour's name
// or id), date, frequency, and optionally duration_seconds and intensity. Each row is checked (a student the caller
// sees, one of that student's behaviours, a real date not after today, whole numbers, a known intensity) and saves
// over that behaviour's day, so the same file twice changes nothing. Every import is logged with its row report
// (GET graph/import-behaviour-graph-list, newest first, start_date and end_date on the day it was made).
import type { Router } from 'express';
import type { Db } from '../../db/index.js';
import type { NewRow } from '../../db/table.js';
import type { Row } from '../../db/table.js';
import { calendarDate, today } from '../../kit/dates.js';
import { parseId } from '../../kit/ids.js';
import { readImportSheet, rowMessage, uploadedFile, type ImportRowError } from '../../kit/import.js';
import { readListQuery, textParam } from '../../kit/list-query.js';
import { paginate } from '../../kit/paginate.js';
import { recordValues } from '../../kit/sheet-record.js';
import { callerOf } from '../../server/auth.js';
import { ok } from '../../server/replies.js';
import { FieldErrors } from '../../server/validation.js';
import { behaviorData, intensities } from '../student-data-entry/behavior-data.js';
import { behaviorRecords } from '../student-behaviors/index.js';
import { seesStudent } from '../students/access.js';
import { fullName } from '../students/student.js';
import { students } from '../students/table.js';
import type { PermissionGuards } from './guards.js';

export const behaviorImportColumns = ['student_id', 'behavior', 'date', 'frequency'] as const;

export interface BehaviorGraphImport extends Row {
  file_name: string;
  /** The student of every accepted row, when there was one. */
  student_id: number | null;
  student_name: string | null;
  imported_by: string;
  imported: number;
  rejected: number;
  errors: ImportRowError[];
}

function wholeNumber(text: string | undefined, field: string, errors: FieldErrors): number {
  if (text === undefined || text.trim() === '') return 0;
  const number = Number(text);
  if (Number.isInteger(number) && number >= 0) return number;
  errors.add(field, `The ${field.replace('_', ' ')} field must be a whole number of at least 0.`);
  return 0;
}

/** A fresh practice has imported behaviour data once: the first student with behaviours, one row refused. */
function seedImports(db: Db): NewRow<BehaviorGraphImport>[] {
  const behavior = behaviorRecords.table(db).active()[0];
  const student = behavior ? students(db).find(behavior.student_id) : undefined;
  if (!student) return [];
  return [
    {
      file_name: 'behaviour-data-baseline.csv',
      student_id: student.id,
      student_name: fullName(student),
      imported_by: 'Dana Whitfield',
      imported: 20,
      rejected: 1,
      errors: [{ row: 7, message: 'date: The date field must be a valid date.' }],
    },
  ];
}

export function registerBehaviorImport(router: Router, db: Db, guards: PermissionGuards): void {
  const log = db.defineTable<BehaviorGraphImport>('behavior_graph_imports', () => seedImports(db));
  const entries = behaviorData(db);
  const behaviors = behaviorRecords.table(db);

  router.post('/graph/import-behaviour-graph', ...guards.import, async (req, res) => {
    const upload = await readImportSheet(req, res, behaviorImportColumns);
    if (!upload) return;
    const user = callerOf(req).user;
    const errors: ImportRowError[] = [];
    const studentIds = new Set<number>();
    let imported = 0;
    for (const record of upload.records) {
      const values = recordValues(upload.header, record);
      const problems = new FieldErrors();
      problems.required(values, behaviorImportColumns);
      const student = students(db).find(parseId(values.student_id) ?? 0);
      if (!problems.has('student_id') && (!student || !seesStudent(user, student))) problems.add('student_id', 'The selected student id is invalid.');
      const name = values.behavior?.trim().toLowerCase() ?? '';
      const behavior = behaviors
        .active()
        .find((row) => row.student_id === student?.id && (row.name.toLowerCase() === name || String(row.id) === name));
      if (!problems.has('behavior') && student && !behavior) problems.add('behavior', "The behavior is not one of the student's behaviors.");
      const date = calendarDate(values.date?.trim() ?? '');
      if (!problems.has('date') && !date) problems.add('date', 'The date field must be a valid date.');
      else if (date && date > today()) problems.add('date', 'The date field must be a date before or equal to today.');
      const frequency = wholeNumber(values.frequency, 'frequency', problems);
      // A blank duration was not measured, which is not a duration of 0.
      const duration = values.duration_seconds?.trim() ? wholeNumber(values.duration_seconds, 'duration_seconds', problems) : null;
      const intensity = values.intensity?.trim() || null;
      problems.oneOf('intensity', intensity, intensities);
      if (!problems.empty || !student || !behavior || !date) {
        errors.push({ row: record.line, message: rowMessage(problems) });
        continue;
      }
      const row = {
        student_id: student.id,
        behavior_id: behavior.id,
        date,
        frequency,
        duration_seconds: duration,
        intensity,
        notes: null,
        recorded_by: user.id,
      };
      const existing = entries.active().find((entry) => entry.behavior_id === behavior.id && entry.date === date);
      if (existing) entries.update(existing.id, row);
      else entries.insert(row);
      studentIds.add(student.id);
      imported += 1;
    }
    const only = studentIds.size === 1 ? students(db).find([...studentIds][0]!) : undefined;
    log.insert({
      file_name: uploadedFile(req)?.originalname ?? 'upload',
      student_id: only?.id ?? null,
      student_name: only ? fullName(only) : null,
      imported_by: user.name,
      imported,
      rejected: errors.length,
      errors,
    });
    ok(res, { message: `${imported} row(s) imported, ${errors.length} row(s) rejected.`, data: { imported, rejected: errors.length, errors } });
  });

  router.get('/graph/import-behaviour-graph-list', ...guards.import, (req, res) => {
    const query = readListQuery(req, 50);
    const start = calendarDate(textParam(query.params, 'start_date') ?? '');
    const end = calendarDate(textParam(query.params, 'end_date') ?? '');
    const search = query.search.toLowerCase();
    const rows = log
      .active()
      .filter((row) => (!start || row.created_at.slice(0, 10) >= start) && (!end || row.created_at.slice(0, 10) <= end))
      .filter((row) => !search || `${row.file_name} ${row.student_name ?? ''} ${row.imported_by}`.toLowerCase().includes(search))
      .sort((a, b) => (b.created_at.localeCompare(a.created_at) || b.id - a.id) * (query.sortBy === 'asc' ? -1 : 1));
    ok(res, { data: paginate(rows, query.page, query.perPage) });
  });
}
