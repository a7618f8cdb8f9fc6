// The spreadsheet import calls. POST excel-import-logs (multipart: area, kind, file) keeps the file and answers its
// sheets; PUT excel-import-logs/{id} (chosen_sheet) picks one once it has the kind's columns; GET
// excel-import-logs/{id} is the import's progress. POST invoice-sheet-import (source_id) checks the chosen sheet's
// rows without writing; POST invoice-data-import, invoice-doe-import and invoice-aba-import (source_id) run it.
// POST invoice-import-list pages the invoice area's imports, POST filter-invoice-sheet-import (source_id, outcome)
// one import's rows. The import log (Monitoring): GET import-checklist/get-area, import-checklist/log (search,
// start_date, end_date, area) and import-checklist/export-log (the log as XLSX, or with source_id that import's
// error sheet).
import type { Request, Response } from 'express';
import type { Db } from '../../db/index.js';
import { timestamp } from '../../kit/dates.js';
import { offerFile, sheetFile } from '../../kit/export.js';
import { permissionGuards } from '../../kit/guards.js';
import { uploadedFile } from '../../kit/import.js';
import { readListQuery, textParam, listParams } from '../../kit/list-query.js';
import { paginate } from '../../kit/paginate.js';
import { readSheetWithColumns, spreadsheetOf } from '../../kit/sheet-choice.js';
import { newStorageKey } from '../../kit/stored-bytes.js';
import type { Area } from '../../server/area.js';
import { callerOf } from '../../server/auth.js';
import { forbidden, notFound, ok, unprocessable } from '../../server/replies.js';
import { FieldErrors } from '../../server/validation.js';
import { holdsPermission } from '../auth/permissions.js';
import { runImport } from './job.js';
import { importAreas, importKinds, isImportKind, kindSpecs, type ImportKind } from './kinds.js';
import { logRows, filteredLogs, logExportColumns, errorSheet } from './listing.js';
import { importLogs, presentLog, uploadedSheets, type ImportLog } from './log.js';
import { tally } from './tally.js';
import { checkRows } from './rows.js';

const monitoring = 'Monitoring';
const invoicePermission = importAreas.Invoice!.permission;

function refuse(res: Response, field: string, message: string): void {
  unprocessable(res, new FieldErrors().add(field, message));
}

/** The log named by the path's id or the body's source_id, once the caller may see its area; else answered. */
function logOf(db: Db, req: Request, res: Response, value: unknown): ImportLog | undefined {
  const id = Number(value);
  const log = Number.isInteger(id) && id > 0 ? importLogs(db).find(id) : undefined;
  if (!log || log.deleted_at) {
    if (value === undefined || value === '') refuse(res, 'source_id', 'The source id field is required.');
    else notFound(res, 'No import with that id.');
    return undefined;
  }
  const permission = importAreas[log.area]?.permission ?? monitoring;
  if (!holdsPermission(callerOf(req).user, permission) && !holdsPermission(callerOf(req).user, monitoring)) {
    forbidden(res);
    return undefined;
  }
  return log;
}

/** The chosen sheet of a log, read and checked against its kind's columns; undefined after answering. */
async function chosenTable(db: Db, res: Response, log: ImportLog, sheet: string, field: string) {
  const bytes = uploadedSheets(db).get(log.storage_key);
  if (!bytes) {
    refuse(res, field, 'The uploaded file is no longer kept: upload it again.');
    return undefined;
  }
  const table = await readSheetWithColumns(bytes, log.file_type, sheet, kindSpecs[log.kind].columns);
  if ('error' in table) {
    refuse(res, field, table.error);
    return undefined;
  }
  return table;
}

export const spreadsheetImportsArea: Area = {
  name: 'spreadsheet-imports',
  after: ['services', 'student-sessions', 'students'],
  register(router, { db, auth }) {
    const logs = importLogs(db);
    const invoice = permissionGuards(auth, invoicePermission);
    const log = permissionGuards(auth, monitoring);

    router.post('/excel-import-logs', auth.required, async (req, res) => {
      const body = (req.body ?? {}) as Record<string, unknown>;
      const errors = new FieldErrors();
      const area = typeof body.area === 'string' ? importAreas[body.area] : undefined;
      if (!area) errors.add('area', `The area must be one of: ${Object.keys(importAreas).join(', ')}.`);
      if (!isImportKind(body.kind) || (area && !area.kinds.includes(body.kind)))
        errors.add('kind', `The kind must be one of: ${importKinds.join(', ')}.`);
      const file = uploadedFile(req);
      if (!file) errors.add('file', 'The file field is required.');
      if (area && !holdsPermission(callerOf(req).user, area.permission)) return forbidden(res);
      if (!errors.empty || !file) return unprocessable(res, errors);
      const spreadsheet = await spreadsheetOf(file);
      if ('error' in spreadsheet) return refuse(res, 'file', spreadsheet.error);
      const key = newStorageKey();
      uploadedSheets(db).keep(key, file.buffer);
      const user = callerOf(req).user;
      const created = logs.insert({
        area: String(body.area),
        kind: body.kind as ImportKind,
        file_name: file.originalname,
        file_type: spreadsheet.fileType,
        storage_key: key,
        sheets: spreadsheet.sheets,
        chosen_sheet: null,
        header: [],
        status: 'uploaded',
        total_rows: 0,
        processed_rows: 0,
        imported: 0,
        already_present: 0,
        rejected: 0,
        errors: [],
        rows: [],
        uploaded_by_id: user.id,
        uploaded_by: user.name,
        started_at: null,
        finished_at: null,
      });
      ok(res, { message: `${file.originalname} uploaded: choose its sheet.`, data: presentLog(created) });
    });

    router.get('/excel-import-logs/:id', auth.required, (req, res) => {
      const found = logOf(db, req, res, req.params.id);
      if (found) ok(res, { data: presentLog(found) });
    });

    router.put('/excel-import-logs/:id', auth.required, async (req, res) => {
      const found = logOf(db, req, res, req.params.id);
      if (!found) return;
      const sheet = textParam(listParams(req), 'chosen_sheet')?.trim();
      if (!sheet) return refuse(res, 'chosen_sheet', 'The chosen sheet field is required.');
      if (!found.sheets.includes(sheet)) return refuse(res, 'chosen_sheet', `The workbook has no sheet named ${sheet}.`);
      if (found.status !== 'uploaded' && found.status !== 'ready')
        return refuse(res, 'chosen_sheet', 'This import has already run; upload the file again to import another sheet.');
      const table = await chosenTable(db, res, found, sheet, 'chosen_sheet');
      if (!table) return;
      const updated = logs.update(found.id, { chosen_sheet: sheet, header: table.header, status: 'ready', total_rows: table.records.length })!;
      ok(res, { message: `Sheet ${sheet} chosen.`, data: presentLog(updated) });
    });

    /** The chosen sheet's rows checked; undefined after answering. */
    const checked = async (req: Request, res: Response, found: ImportLog) => {
      if (!found.chosen_sheet) return refuse(res, 'source_id', 'Choose the sheet to import first.');
      const table = await chosenTable(db, res, found, found.chosen_sheet, 'source_id');
      return table && checkRows(db, found.kind, table.fields, table.records);
    };

    router.post('/invoice-sheet-import', ...invoice, async (req, res) => {
      const found = logOf(db, req, res, listParams(req).source_id);
      if (!found) return;
      const rows = await checked(req, res, found);
      if (!rows) return;
      const counts = tally(rows.map((row) => row.logged));
      ok(res, {
        data: {
          source_id: found.id,
          total_rows: rows.length,
          valid: rows.filter((row) => row.session).length,
          already_present: counts.already_present,
          rejected: counts.rejected,
          errors: counts.errors,
        },
      });
    });

    for (const kind of importKinds) {
      router.post(`/${kindSpecs[kind].path}`, ...invoice, async (req, res) => {
        const found = logOf(db, req, res, listParams(req).source_id);
        if (!found) return;
        if (found.kind !== kind)
          return refuse(res, 'source_id', `This import's sheet is of another kind; it runs with ${kindSpecs[found.kind].path}.`);
        if (found.status !== 'ready')
          return refuse(res, 'source_id', found.status === 'uploaded' ? 'Choose the sheet to import first.' : 'This import has already run.');
        const rows = await checked(req, res, found);
        if (!rows) return;
        ok(res, { message: 'Import started.', data: presentLog(runImport(db, found, rows)) });
      });
    }

    router.post('/invoice-import-list', ...invoice, (req, res) => {
      const query = readListQuery(req, 50);
      const rows = filteredLogs(db, res, query, 'Invoice');
      if (rows) ok(res, { data: paginate(rows.map(presentLog), query.page, query.perPage) });
    });

    // The log's details show an import's rows too: its area's permission or Monitoring will do (logOf checks).
    router.post('/filter-invoice-sheet-import', auth.required, (req, res) => {
      const query = readListQuery(req, 50);
      const found = logOf(db, req, res, query.params.source_id);
      if (found) ok(res, { data: paginate(logRows(found, textParam(query.params, 'outcome')), query.page, query.perPage) });
    });

    router.get('/import-checklist/get-area', ...log, (_req, res) => {
      ok(res, {
        data: Object.entries(importAreas).map(([name, area]) => ({
          name,
          kinds: area.kinds.map((kind) => ({ kind, columns: kindSpecs[kind].columns })),
        })),
      });
    });

    router.get('/import-checklist/log', ...log, (req, res) => {
      const query = readListQuery(req, 50);
      const rows = filteredLogs(db, res, query, textParam(query.params, 'area'));
      if (rows) ok(res, { data: paginate(rows.map(presentLog), query.page, query.perPage) });
    });

    // An import's error sheet needs its area's permission or Monitoring (logOf checks); the whole log, Monitoring.
    router.get('/import-checklist/export-log', auth.required, async (req, res) => {
      const query = readListQuery(req, 50);
      const sourceId = textParam(query.params, 'source_id');
      if (sourceId !== undefined) {
        const found = logOf(db, req, res, sourceId);
        if (!found) return;
        if (found.rejected === 0) return refuse(res, 'source_id', 'This import has no refused rows.');
        const sheet = errorSheet(found);
        const file = await sheetFile('xlsx', 'Errors', sheet.header, sheet.rows);
        return ok(res, { data: offerFile(req, db, { fileName: `${found.file_name.replace(/\.[^.]+$/, '')}-errors.xlsx`, ...file }) });
      }
      if (!holdsPermission(callerOf(req).user, monitoring)) return forbidden(res);
      const rows = filteredLogs(db, res, query, textParam(query.params, 'area'));
      if (!rows) return;
      const file = await sheetFile(
        'xlsx',
        'Import log',
        logExportColumns.map((column) => column.header),
        rows.map((row) => logExportColumns.map((column) => column.value(row))),
      );
      ok(res, { data: offerFile(req, db, { fileName: `import-log-${timestamp().slice(0, 10)}.xlsx`, ...file }) });
    });
  },
};
