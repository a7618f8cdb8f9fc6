// The billing schedule and the session list's extras: GET billing-schedule (the sessions to bill, paged, with the
// schedule's filters in the query string), POST billing-schedule-filter (the totals of units and hours of those
// filters and the options each filter offers), POST billing-schedule/export and POST export-session (the rows as
// XLSX or CSV, a download URL), POST appoitment-list-filter (the options of the list view's filters).
import type { Request, Response } from 'express';
import type { Db } from '../../db/index.js';
import { columnHeader, columnValue, offerFile, sheetFile, type ExportColumn } from '../../kit/export.js';
import { listParams, readListQuery } from '../../kit/list-query.js';
import { paginate } from '../../kit/paginate.js';
import type { Area } from '../../server/area.js';
import { callerOf } from '../../server/auth.js';
import { ok, unprocessable } from '../../server/replies.js';
import { FieldErrors } from '../../server/validation.js';
import { seesStudent } from '../students/access.js';
import { students } from '../students/table.js';
import { hoursOf, scheduleColumns, sessionColumns } from './columns.js';
import { matchesSchedule, readScheduleFilter, type ScheduleFilter } from './filters.js';
import { scheduleRows, type ScheduleRow } from './sessions.js';

/** The calendar's module: the list view, the billing schedule and their exports. */
export const calendarPermission = 'Calendar / List View';

/** Only sessions that are held or will be are billed: cancelled ones and no-shows are not. */
const billedStatuses = new Set(['Scheduled', 'Completed']);

type RowsOf = (filter: ScheduleFilter) => ScheduleRow[];

/** The rows a caller may see (a therapist: their students' sessions) that match the filter, in time order. */
function visibleRows(db: Db, req: Request, filter: ScheduleFilter, billedOnly: boolean): ScheduleRow[] {
  const user = callerOf(req).user;
  const studentTable = students(db);
  return scheduleRows(db)
    .filter((row) => (!billedOnly || billedStatuses.has(row.status)) && matchesSchedule(filter, row))
    .filter((row) => {
      const student = studentTable.find(row.student_id);
      return student !== undefined && seesStudent(user, student);
    });
}

function sortRows(rows: ScheduleRow[], direction: 'asc' | 'desc'): ScheduleRow[] {
  const sign = direction === 'asc' ? 1 : -1;
  return rows.sort((a, b) => (`${a.date} ${a.start_time}`.localeCompare(`${b.date} ${b.start_time}`) || a.id - b.id) * sign);
}

/** Reads the filters of the call, answers 422 when one cannot be read. */
function withFilter(req: Request, res: Response, then: (filter: ScheduleFilter) => unknown, searchIn: ScheduleFilter['searchIn'] = 'schedule'): void {
  const { filter, errors } = readScheduleFilter(listParams(req), searchIn);
  if (!filter) return unprocessable(res, errors);
  void then(filter);
}

async function exportRows(req: Request, res: Response, db: Db, rows: ScheduleRow[], columns: readonly ExportColumn<ScheduleRow>[], name: string) {
  const format = String(listParams(req).format ?? 'xlsx').toLowerCase();
  if (format !== 'xlsx' && format !== 'csv') {
    const errors = new FieldErrors();
    errors.add('format', 'The selected format is invalid.');
    return unprocessable(res, errors);
  }
  const header = columns.map(columnHeader);
  const cells = rows.map((row) => columns.map((column) => columnValue(column, row)));
  const file = await sheetFile(format, name, header, cells);
  ok(res, {
    message: 'Export generated successfully.',
    data: offerFile(req, db, { fileName: `${name.toLowerCase().replace(/ /g, '-')}.${format}`, ...file }),
  });
}

function options<T>(rows: readonly ScheduleRow[], pick: (row: ScheduleRow) => [T, string] | null): { id: T; name: string }[] {
  const found = new Map<T, string>();
  for (const row of rows) {
    const option = pick(row);
    if (option) found.set(option[0], option[1]);
  }
  return [...found].map(([id, name]) => ({ id, name })).sort((a, b) => a.name.localeCompare(b.name));
}

function filterOptions(rows: readonly ScheduleRow[]) {
  return {
    students: options(rows, (row) => [row.student_id, row.student_name]),
    staff: options(rows, (row) => [row.staff_id, row.staff_name]),
    services: options(rows, (row) => [row.service_id, row.service_name]),
    service_lines: options(rows, (row) => (row.service_line_id === null ? null : [row.service_line_id, row.service_line_name ?? ''])),
    locations: options(rows, (row) => (row.location_id === null ? null : [row.location_id, row.location_name ?? ''])),
    places_of_service: options(rows, (row) => [row.place_of_service, row.place_of_service]).map((option) => option.name),
    types: options(rows, (row) => (row.session_type ? [row.session_type, row.session_type] : null)).map((option) => option.name),
    statuses: options(rows, (row) => [row.status, row.status]).map((option) => option.name),
  };
}

export const billingScheduleArea: Area = {
  name: 'billing-schedule',
  register(router, { db, auth }) {
    const guards = [auth.required, auth.requirePermission(calendarPermission)];
    const billed: (req: Request) => RowsOf = (req) => (filter) => visibleRows(db, req, filter, true);
    const listed: (req: Request) => RowsOf = (req) => (filter) => visibleRows(db, req, filter, false);

    router.get('/billing-schedule', ...guards, (req, res) =>
      withFilter(req, res, (filter) => {
        const query = readListQuery(req, 50);
        ok(res, { data: paginate(sortRows(billed(req)(filter), query.sortBy), query.page, query.perPage) });
      }),
    );
    router.post('/billing-schedule-filter', ...guards, (req, res) =>
      withFilter(req, res, (filter) => {
        const rows = billed(req)(filter);
        const minutes = rows.reduce((sum, row) => sum + row.minutes, 0);
        const totals = { sessions: rows.length, units: rows.reduce((sum, row) => sum + row.units, 0), minutes, hours: hoursOf(minutes) };
        // The options are those of every billed session the caller sees, so a filter never hides its own choices.
        ok(res, { data: { totals, options: filterOptions(billed(req)(readScheduleFilter({}).filter!)) } });
      }),
    );
    router.post('/billing-schedule/export', ...guards, (req, res) =>
      withFilter(req, res, (filter) => exportRows(req, res, db, sortRows(billed(req)(filter), 'asc'), scheduleColumns, 'Billing Schedule')),
    );
    router.post('/appoitment-list-filter', ...guards, (req, res) => ok(res, { data: filterOptions(listed(req)(readScheduleFilter({}).filter!)) }));
    router.post('/export-session', ...guards, (req, res) =>
      withFilter(req, res, (filter) => exportRows(req, res, db, sortRows(listed(req)(filter), 'asc'), sessionColumns, 'Session List'), 'list'),
    );
  },
};
