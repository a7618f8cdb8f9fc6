// POST export-student-all (the filtered, sorted list), POST export-student (chosen students) and POST export-auth
// (their authorizations, always export-auth-data.xlsx). Each answers {url, file_name} of a real file.
import type { Request, Response, Router } from 'express';
import type { Db } from '../../db/index.js';
import { today } from '../../kit/dates.js';
import { offerFile, sheetFile, type SheetFormat } from '../../kit/export.js';
import { readIds } from '../../kit/ids.js';
import { listParams, textParam } from '../../kit/list-query.js';
import type { AreaContext } from '../../server/area.js';
import { callerOf } from '../../server/auth.js';
import { ok, unprocessable } from '../../server/replies.js';
import { FieldErrors } from '../../server/validation.js';
import { seesStudent, studentGuard } from './access.js';
import { coverageByStudent } from './filters.js';
import { presentStudent, queryStudents, type ListedStudent } from './listing.js';
import { relatedNames, staffRecords } from './related.js';
import { students } from './table.js';

export const authorizationExportFileName = 'export-auth-data.xlsx';

const studentColumns = [
  'ID',
  'Client code',
  'First name',
  'Last name',
  'Date of birth',
  'Gender',
  'Status',
  'Agency',
  'Funders',
  'Staff',
  'Guardian',
  'Guardian phone',
  'Guardian email',
  'Phone',
  'City',
  'State',
  'Intake date',
];

function studentCells(db: Db, rows: readonly ListedStudent[]): unknown[][] {
  const agencies = relatedNames(db, 'agencies');
  const funders = relatedNames(db, 'funders');
  const staff = new Map(staffRecords(db).map((member) => [member.id, member.name]));
  return rows.map((row) => [
    row.id,
    row.client_code,
    row.first_name,
    row.last_name,
    row.dob,
    row.gender,
    row.status === 1 ? 'Active' : 'Inactive',
    agencies.get(row.agency_id) ?? '',
    row.funder_ids.map((id) => funders.get(id) ?? `#${id}`),
    row.staff_ids.map((id) => staff.get(id) ?? `#${id}`),
    row.guardian_name,
    row.guardian_phone,
    row.guardian_email,
    row.phone,
    row.city,
    row.state,
    row.intake_date,
  ]);
}

const authorizationColumns = [
  'Student ID',
  'Student',
  'Authorization number',
  'Funder',
  'Service',
  'Start date',
  'End date',
  'Units authorized',
  'Units used',
  'Units remaining',
  'Status',
];

function authorizationCells(db: Db, rows: readonly ListedStudent[]): unknown[][] {
  const funders = relatedNames(db, 'funders');
  const services = relatedNames(db, 'services');
  return rows.flatMap((row) =>
    row.authorizations.map((authorization) => [
      row.id,
      row.name,
      authorization.authorization_number,
      funders.get(authorization.funder_id) ?? `#${authorization.funder_id}`,
      services.get(authorization.service_id) ?? `#${authorization.service_id}`,
      authorization.start_date,
      authorization.end_date,
      authorization.total_units,
      authorization.units_used,
      authorization.total_units - authorization.units_used,
      authorization.status,
    ]),
  );
}

function formatOf(req: Request, res: Response): SheetFormat | undefined {
  const format = (textParam(listParams(req), 'format') ?? 'csv').toLowerCase();
  if (format === 'csv' || format === 'xlsx') return format;
  unprocessable(res, new FieldErrors().add('format', 'The selected format is invalid.'));
  return undefined;
}

export function registerStudentExports(router: Router, { db, auth }: AreaContext): void {
  const table = students(db);

  router.post('/export-student-all', ...studentGuard(auth, 'List'), async (req, res) => {
    const format = formatOf(req, res);
    if (!format) return;
    const result = queryStudents(db, req, callerOf(req).user, table.active(), 50);
    if (result.errors) {
      unprocessable(res, result.errors);
      return;
    }
    const file = await sheetFile(format, 'Students', studentColumns, studentCells(db, result.rows.map(result.present)));
    ok(res, {
      message: `${result.rows.length} student(s) exported.`,
      data: offerFile(req, db, { fileName: `students-${today()}.${format}`, ...file }),
    });
  });

  router.post('/export-student', ...studentGuard(auth, 'List'), async (req, res) => {
    const format = formatOf(req, res);
    if (!format) return;
    const ids = readIds(req.body);
    if (!ids) {
      unprocessable(res, new FieldErrors().add('ids', 'The id or ids field is required.'));
      return;
    }
    const user = callerOf(req).user;
    const coverage = coverageByStudent(db);
    const rows = ids
      .map((id) => table.find(id))
      .filter((row) => row !== undefined && seesStudent(user, row))
      .map((row) => presentStudent(row!, coverage));
    const file = await sheetFile(format, 'Students', studentColumns, studentCells(db, rows));
    ok(res, {
      message: `${rows.length} student(s) exported.`,
      data: offerFile(req, db, { fileName: `students-selected-${today()}.${format}`, ...file }),
    });
  });

  router.post('/export-auth', ...studentGuard(auth, 'List'), async (req, res) => {
    const result = queryStudents(db, req, callerOf(req).user, table.active(), 50);
    if (result.errors) {
      unprocessable(res, result.errors);
      return;
    }
    const file = await sheetFile('xlsx', 'Authorizations', authorizationColumns, authorizationCells(db, result.rows.map(result.present)));
    ok(res, { message: 'Authorizations exported.', data: offerFile(req, db, { fileName: authorizationExportFileName, ...file }) });
  });
}
