// The invoice calls: invoice-pdf (the plain or DOE invoice), invoice-pdf-aba and invoice-pdf-setss make an invoice
// of a student's month for a funder and its PDF; blank-, doe- and aba-invoice-list list those made;
// invoice-report pages the billable lines with their totals (under `summary`), invoice-report-dropdown-filter gives
// its filters' choices and export-tab-based-invoice writes them as a workbook, a tab per funder.
import type { Request, RequestHandler, Response, Router } from 'express';
import type { Db } from '../../db/index.js';
import { offerFile } from '../../kit/export.js';
import { storedBytesOf } from '../../kit/stored-bytes.js';
import { parseId } from '../../kit/ids.js';
import { listParams, readListQuery, textParam } from '../../kit/list-query.js';
import { paginate } from '../../kit/paginate.js';
import type { Area, AreaContext } from '../../server/area.js';
import { callerOf } from '../../server/auth.js';
import { forbidden, notFound, ok, unprocessable } from '../../server/replies.js';
import { FieldErrors } from '../../server/validation.js';
import { scheduleNames } from '../appointments/names.js';
import { holdsPermission } from '../auth/permissions.js';
import type { Funder } from '../funders/funder.js';
import { funderTable } from '../funders/service-line-links.js';
import { students } from '../students/table.js';
import { totalsOf } from './arithmetic.js';
import { lineMatches, readLineFilter, type LineFilter } from './filters.js';
import { billableLines, isInvoiceKind, schoolDistrictType, type InvoiceKind, type InvoiceLine } from './lines.js';
import {
  doeFunderMessage,
  invoiceKindMessage,
  monthYearFormatMessage,
  monthYearPattern,
  noReportLinesMessage,
  noSessionsMessage,
} from './messages.js';
import { invoicePdf, invoiceTitles } from './pdf.js';
import { invoiceFields, invoiceFilesPath, invoicesTable, listedKinds, presentInvoice, type InvoiceRecord } from './records.js';
import { invoiceWorkbook } from './workbook.js';

export { billableLines, billableStatuses, type InvoiceLine } from './lines.js';
export { billedUnits, totalsOf } from './arithmetic.js';
export { noSessionsMessage } from './messages.js';

export const invoicePermissions = {
  invoices: 'Invoice List / Import / Export',
  setss: 'Request SETSS Invoice',
  report: 'Invoice Report',
} as const;

/** The lines of a filter, with the 422 of a malformed one already answered (undefined then). */
function filteredLines(db: Db, req: Request, res: Response): { lines: InvoiceLine[]; filter: LineFilter } | undefined {
  const errors = new FieldErrors();
  const filter = readLineFilter(listParams(req), errors);
  if (!errors.empty) {
    unprocessable(res, errors);
    return undefined;
  }
  return { lines: billableLines(db).filter((line) => lineMatches(line, filter)), filter };
}

/** Checks an invoice's student, funder and month, bills the month and keeps the invoice with its PDF. */
async function makeInvoice(db: Db, req: Request, res: Response, kind: InvoiceKind): Promise<void> {
  const body = listParams(req);
  const errors = new FieldErrors();
  errors.required(body, ['student_id', 'funder_id', 'month_year']);
  const student = errors.has('student_id')
    ? undefined
    : students(db)
        .active()
        .find((row) => row.id === parseId(textParam(body, 'student_id')));
  if (!errors.has('student_id') && !student) errors.add('student_id', 'The selected student id is invalid.');
  const funder = errors.has('funder_id')
    ? undefined
    : db
        .table<Funder>(funderTable)
        .active()
        .find((row) => row.id === parseId(textParam(body, 'funder_id')));
  if (!errors.has('funder_id') && !funder) errors.add('funder_id', 'The selected funder id is invalid.');
  if (funder && kind === 'doe' && funder.type !== schoolDistrictType) errors.add('funder_id', doeFunderMessage);
  const monthYear = textParam(body, 'month_year') ?? '';
  if (!errors.has('month_year') && !monthYearPattern.test(monthYear)) errors.add('month_year', monthYearFormatMessage);
  if (!errors.empty || !student || !funder) return unprocessable(res, errors);

  const studentName = scheduleNames(db).student(student.id);
  const lines = billableLines(db).filter((line) => lineMatches(line, { studentId: student.id, funderId: funder.id, monthYear, kind }));
  if (lines.length === 0)
    return unprocessable(res, new FieldErrors().add('month_year', noSessionsMessage(kind, studentName, funder.name, monthYear)));

  const table = invoicesTable(db);
  const caller = callerOf(req).user;
  const id = table.all().reduce((max, row) => Math.max(max, row.id), 0) + 1;
  const record = table.insert(invoiceFields(id, kind, lines, monthYear, caller));
  ok(res, { message: `${invoiceTitles[kind]} ${record.number} created successfully.`, data: presentInvoice(req, record) });
}

/** An invoice's PDF, drawn from its lines as billed when first asked for, kept for later. */
async function pdfOf(db: Db, record: InvoiceRecord): Promise<Buffer> {
  const store = storedBytesOf(db, 'invoices');
  const kept = store.get(record.storage_key);
  if (kept) return kept;
  const bytes = await invoicePdf({
    kind: record.kind,
    number: record.number,
    issuedOn: record.created_at.slice(0, 10),
    monthYear: record.month_year,
    studentName: record.student_name,
    funderName: record.funder_name,
    lines: record.lines,
    totals: record.totals,
  });
  store.keep(record.storage_key, bytes);
  return bytes;
}

function registerInvoiceCalls(router: Router, { db, auth }: AreaContext): void {
  // The PDFs are served without a token, inline: the unguessable key in the address is the credential.
  router.get(`${invoiceFilesPath}/:key/:name`, (req, res, next) => {
    const record = invoicesTable(db)
      .active()
      .find((row) => row.storage_key === req.params.key);
    if (!record) return notFound(res, 'File not found.');
    pdfOf(db, record)
      .then((bytes) =>
        res
          .status(200)
          .type('application/pdf')
          .set('Content-Disposition', `inline; filename="${record.file_name}"`)
          .set('Cache-Control', 'private, no-store')
          .send(bytes),
      )
      .catch(next);
  });
  const guard = (permission: string) => [auth.required, auth.requirePermission(permission)];
  const made = (kind: InvoiceKind | 'body') => (req: Request, res: Response, next: (error: unknown) => void) => {
    const asked = kind === 'body' ? (textParam(listParams(req), 'kind') ?? 'blank') : kind;
    if (kind === 'body' && (!isInvoiceKind(asked) || (asked !== 'blank' && asked !== 'doe'))) {
      return unprocessable(res, new FieldErrors().add('kind', invoiceKindMessage));
    }
    makeInvoice(db, req, res, asked as InvoiceKind).catch(next);
  };
  router.post('/invoice-pdf', ...guard(invoicePermissions.invoices), made('body'));
  router.post('/invoice-pdf-aba', ...guard(invoicePermissions.invoices), made('aba'));
  router.post('/invoice-pdf-setss', ...guard(invoicePermissions.setss), made('setss'));

  for (const [list, kinds] of Object.entries(listedKinds)) {
    router.post(`/${list}-invoice-list`, ...guard(invoicePermissions.invoices), (req, res) => {
      const query = readListQuery(req, 50);
      const errors = new FieldErrors();
      const filter = readLineFilter(query.params, errors);
      if (!errors.empty) return unprocessable(res, errors);
      const needle = query.search.toLowerCase();
      const rows = invoicesTable(db)
        .active()
        .filter((row: InvoiceRecord) => kinds.includes(row.kind))
        .filter((row) => filter.studentId === undefined || row.student_id === filter.studentId)
        .filter((row) => filter.funderId === undefined || row.funder_id === filter.funderId)
        .filter((row) => filter.monthYear === undefined || row.month_year === filter.monthYear)
        .filter((row) => !needle || `${row.number} ${row.student_name} ${row.funder_name}`.toLowerCase().includes(needle))
        .sort((a, b) => b.id - a.id);
      const page = paginate(query.sortBy === 'asc' ? rows.reverse() : rows, query.page, query.perPage);
      ok(res, { data: { ...page, data: page.data.map((row) => presentInvoice(req, row)) } });
    });
  }
}

/** The report's lines and choices are read by every invoice page (the builders preview with them): any of the three. */
const readsLines: RequestHandler = (req, res, next) =>
  Object.values(invoicePermissions).some((name) => holdsPermission(callerOf(req).user, name)) ? next() : forbidden(res);

function registerReportCalls(router: Router, { db, auth }: AreaContext): void {
  const guards = [auth.required, auth.requirePermission(invoicePermissions.report)];
  const reading = [auth.required, readsLines];
  router.get('/invoice-report', ...reading, (req, res) => {
    const found = filteredLines(db, req, res);
    if (!found) return;
    const query = readListQuery(req, 50);
    const rows = query.sortBy === 'desc' && query.sortField === 'date' ? [...found.lines].reverse() : found.lines;
    ok(res, { data: paginate(rows, query.page, query.perPage), summary: totalsOf(found.lines) });
  });

  router.get('/invoice-report-dropdown-filter', ...reading, (_req, res) => {
    const lines = billableLines(db);
    const options = (id: (line: InvoiceLine) => number, name: (line: InvoiceLine) => string) =>
      [...new Map(lines.map((line) => [id(line), { id: id(line), name: name(line) }])).values()].sort((a, b) => a.name.localeCompare(b.name));
    ok(res, {
      data: {
        students: options(
          (line) => line.student_id,
          (line) => line.student_name,
        ),
        services: options(
          (line) => line.service_id,
          (line) => line.service_name,
        ),
        staff: options(
          (line) => line.staff_id,
          (line) => line.staff_name,
        ),
        funders: options(
          (line) => line.funder_id,
          (line) => line.funder_name,
        ),
        months: [...new Set(lines.map((line) => line.date.slice(0, 7)))].sort().reverse(),
      },
    });
  });

  router.post('/export-tab-based-invoice', ...guards, (req, res, next) => {
    const found = filteredLines(db, req, res);
    if (!found) return;
    if (found.lines.length === 0) return unprocessable(res, new FieldErrors().add('month_year', noReportLinesMessage));
    const month = found.filter.monthYear ?? 'all-months';
    invoiceWorkbook(found.lines)
      .then((content) => {
        const fileName = `invoice-report-${month}.xlsx`;
        const file = offerFile(req, db, { fileName, contentType: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet', content });
        ok(res, { message: 'Export generated successfully.', data: file });
      })
      .catch(next);
  });
}

export const invoicesArea: Area = {
  name: 'invoices',
  after: ['billing-codes', 'funders', 'service-lines', 'services', 'student-sessions', 'students'],
  register(router, context) {
    // Defined (and seeded) once the sessions, codes and funders it bills from are.
    invoicesTable(context.db);
    registerInvoiceCalls(router, context);
    registerReportCalls(router, context);
  },
};
