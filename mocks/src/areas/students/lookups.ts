// The student lookups: client-list, the list's filter options (student-dropdown-filter), an agency's students, a parent's
// children, and all-students (search, service_line_id, staff_id) for pickers.
import type { Router } from 'express';
import { parseId } from '../../kit/ids.js';
import { listParams, textParam } from '../../kit/list-query.js';
import { applySearch } from '../../kit/list-rows.js';
import type { AreaContext } from '../../server/area.js';
import { callerOf } from '../../server/auth.js';
import { forbidden, ok } from '../../server/replies.js';
import { mayUseStudents, seesStudent, studentGuard } from './access.js';
import { drainImports } from './import-queue.js';
import { relatedRecords, staffRecords } from './related.js';
import { fullName, type Student } from './student.js';
import { students } from './table.js';

function option(record: { id: number; name: string }): { id: number; name: string } {
  return { id: record.id, name: record.name };
}

function brief(student: Student) {
  return { ...student, name: fullName(student) };
}

export function registerStudentLookups(router: Router, { db, auth }: AreaContext): void {
  const table = students(db);

  router.get('/student-dropdown-filter', ...studentGuard(auth, 'List'), (_req, res) => {
    const byName = (a: { name: string }, b: { name: string }) => a.name.localeCompare(b.name);
    ok(res, {
      data: {
        funders: relatedRecords(db, 'funders').map(option).sort(byName),
        staffs: staffRecords(db).map(option).sort(byName),
        agencies: relatedRecords(db, 'agencies').map(option).sort(byName),
      },
    });
  });

  // Every student not deleted, unpaged, for pickers and relations (classes, groups): any signed-in user.
  router.get('/client-list', auth.required, (_req, res) => {
    drainImports(db);
    ok(res, { data: table.active().map(brief) });
  });

  router.get('/agency-student/:id', ...studentGuard(auth, 'List'), (req, res) => {
    const agencyId = parseId(req.params.id);
    const user = callerOf(req).user;
    ok(res, {
      data: table
        .active()
        .filter((row) => row.agency_id === agencyId && seesStudent(user, row))
        .map(brief),
    });
  });

  // A parent sees their own children; staff with the student module see anyone's.
  router.get('/student-by-parent/:id', auth.required, (req, res) => {
    const parentId = parseId(req.params.id);
    const user = callerOf(req).user;
    if (!(mayUseStudents(user) || user.id === parentId)) {
      forbidden(res);
      return;
    }
    ok(res, {
      data: table
        .active()
        .filter((row) => row.parent_id === parentId)
        .map(brief),
    });
  });

  router.get('/all-students', ...studentGuard(auth, 'List'), (req, res) => {
    drainImports(db);
    const params = listParams(req);
    const serviceLine = parseId(textParam(params, 'service_line_id'));
    const staff = parseId(textParam(params, 'staff_id'));
    const user = callerOf(req).user;
    const rows = table
      .active()
      .filter((row) => seesStudent(user, row))
      .filter((row) => serviceLine === undefined || row.service_line_ids.includes(serviceLine))
      .filter((row) => staff === undefined || row.staff_ids.includes(staff))
      .map(brief);
    const searched = applySearch(rows, ['name', 'client_code'], (textParam(params, 'search') ?? '').trim());
    ok(res, { data: searched.sort((a, b) => a.name.localeCompare(b.name)) });
  });
}
