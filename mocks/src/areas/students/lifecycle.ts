// The student's own lifecycle: paged list, detail, create, update, soft delete, deleted list, restore and
// permanent delete.
import type { Request, Response, Router } from 'express';
import { defaultPerPage } from '../../kit/define-resource.js';
import { parseId, readIds } from '../../kit/ids.js';
import { textParam } from '../../kit/list-query.js';
import { paginate } from '../../kit/paginate.js';
import { readListQuery } from '../../kit/list-query.js';
import { applySearch, applySort } from '../../kit/list-rows.js';
import type { AreaContext } from '../../server/area.js';
import { callerOf } from '../../server/auth.js';
import { notFound, ok, unprocessable } from '../../server/replies.js';
import { FieldErrors } from '../../server/validation.js';
import { logActivity } from '../student-activity/activity.js';
import { studentGuard, visibleStudent } from './access.js';
import { coverageByStudent } from './filters.js';
import { presentStudent, queryStudents, searchableFields } from './listing.js';
import { drainImports } from './import-queue.js';
import { fullName, type Student } from './student.js';
import { readStudentInput, studentValues, validateStudent } from './student-input.js';
import { students } from './table.js';

export function registerStudentLifecycle(router: Router, { db, auth }: AreaContext): void {
  const table = students(db);

  router.get('/student', ...studentGuard(auth, 'List'), (req, res) => {
    drainImports(db);
    const result = queryStudents(db, req, callerOf(req).user, table.active(), defaultPerPage);
    if (result.errors) {
      unprocessable(res, result.errors);
      return;
    }
    const page = paginate(result.rows, result.page, result.perPage);
    ok(res, { data: { ...page, data: page.data.map(result.present) } });
  });

  router.get('/student/:id', ...studentGuard(auth, 'List'), (req, res) => {
    const student = visibleStudent(req, res, (id) => table.find(id), parseId(req.params.id));
    if (student) ok(res, { data: presentStudent(student, coverageByStudent(db)) });
  });

  router.post('/student', ...studentGuard(auth, 'Add'), (req, res) => {
    const input = readStudentInput(req.body);
    const errors = validateStudent(db, table, input);
    if (!errors.empty) {
      unprocessable(res, errors);
      return;
    }
    const values = studentValues(input, true);
    values.client_code ??= nextClientCode(table.all());
    const row = table.insert(values as Student);
    logActivity(db, { studentId: row.id, user: callerOf(req).user, module: 'Student', action: 'created', description: `Added ${fullName(row)}.` });
    ok(res, { message: 'Student created successfully.', data: presentStudent(row, coverageByStudent(db)) });
  });

  router.post('/student-update/:id', ...studentGuard(auth, 'Edit'), (req, res) => {
    const existing = visibleStudent(req, res, (id) => table.find(id), parseId(req.params.id));
    if (!existing) return;
    const input = readStudentInput(req.body);
    const errors = validateStudent(db, table, input, existing);
    if (!errors.empty) {
      unprocessable(res, errors);
      return;
    }
    const row = table.update(existing.id, studentValues(input, false))!;
    const changed = Object.keys(input).map((key) => key.replace(/_/g, ' '));
    logActivity(db, { studentId: row.id, user: callerOf(req).user, module: 'Student', action: 'updated', description: `Updated ${changed.join(', ') || 'nothing'}.` });
    ok(res, { message: 'Student updated successfully.', data: presentStudent(row, coverageByStudent(db)) });
  });

  router.delete('/student/:id', ...studentGuard(auth, 'Delete'), (req, res) => {
    const existing = visibleStudent(req, res, (id) => table.find(id), parseId(req.params.id));
    if (!existing) return;
    const row = table.softDelete(existing.id);
    logActivity(db, { studentId: existing.id, user: callerOf(req).user, module: 'Student', action: 'deleted', description: `Deleted ${fullName(existing)}.` });
    const redirectTo = textParam(req.query as Record<string, unknown>, 'redirect_to');
    ok(res, { message: 'Student deleted successfully.', data: row, ...(redirectTo !== undefined ? { redirect_to: redirectTo } : {}) });
  });

  router.get('/deleted-student', ...studentGuard(auth, 'Delete'), (req, res) => {
    const query = readListQuery(req, defaultPerPage);
    const coverage = coverageByStudent(db);
    const rows = applySearch(table.deleted().map((row) => presentStudent(row, coverage)), searchableFields, query.search);
    ok(res, { data: paginate(applySort(rows, query), query.page, query.perPage) });
  });

  function bulk(req: Request, res: Response, act: (row: Student) => void, verb: string): void {
    const ids = readIds(req.body ?? req.query);
    if (!ids) {
      unprocessable(res, new FieldErrors().add('ids', 'The id or ids field is required.'));
      return;
    }
    const wanted = new Set(ids);
    const rows = table.deleted().filter((row) => wanted.has(row.id));
    if (rows.length === 0) {
      notFound(res, 'Student not found.');
      return;
    }
    for (const row of rows) act(row);
    ok(res, { message: `Student ${verb} successfully.`, data: { ids: rows.map((row) => row.id) } });
  }

  router.post('/restore-student', ...studentGuard(auth, 'Delete'), (req, res) =>
    bulk(req, res, (row) => {
      table.restore(row.id);
      logActivity(db, { studentId: row.id, user: callerOf(req).user, module: 'Student', action: 'restored', description: `Restored ${fullName(row)}.` });
    }, 'restored'),
  );
  router.post('/permanent-delete-student', ...studentGuard(auth, 'Delete'), (req, res) =>
    bulk(req, res, (row) => table.purge(row.id), 'permanently deleted'),
  );
}

/** The next free STU-nnnnn code. */
export function nextClientCode(rows: readonly Student[]): string {
  const taken = new Set(rows.map((row) => row.client_code));
  let number = rows.length + 10000;
  while (taken.has(`STU-${number}`)) number += 1;
  return `STU-${number}`;
}
