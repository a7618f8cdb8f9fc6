// Practice-management (Kareo) imports: POST billing-kareo-data-import (multipart; CSV or XLSX by content, checked
// whole, then imported as a job), GET kareo-import/check-import-status (import_id), GET get-kareo-import-list (the
// imports; search on the file name, start_date, end_date), POST filter-kareo-import-list (the charges brought in,
// paged and filtered), POST kareo-export (the same as XLSX or CSV), GET kareo-import-dropdown_filter (the filters'
// values). Behind 'Auto Generate Session', the permission of the session data import page.
import type { Request } from 'express';
import type { Db } from '../../db/index.js';
import { calendarDate } from '../../kit/dates.js';
import { offerFile, sheetFile, type SheetFormat } from '../../kit/export.js';
import { readSheetUpload, uploadedFile } from '../../kit/import.js';
import { looksLikeZip } from '../../kit/xlsx.js';
import { parseId } from '../../kit/ids.js';
import { listParams, readListQuery, textParam } from '../../kit/list-query.js';
import { paginate } from '../../kit/paginate.js';
import type { Area } from '../../server/area.js';
import { callerOf } from '../../server/auth.js';
import { notFound, ok, unprocessable } from '../../server/replies.js';
import { FieldErrors } from '../../server/validation.js';
import { kareoCharges, kareoImports, type KareoCharge } from './charges.js';
import { chargeFields, checkCharges } from './check.js';
import { startKareoImport } from './jobs.js';

export const practiceImportPermission = 'Auto Generate Session';

const contains = (text: string | null, wanted: string | undefined) => !wanted || (text ?? '').toLowerCase().includes(wanted.trim().toLowerCase());
const day = (params: Record<string, unknown>, key: string) => calendarDate(textParam(params, key) ?? '');

function matchingCharges(db: Db, req: Request): KareoCharge[] {
  const params = listParams(req);
  const search = readListQuery(req, 1).search;
  const importId = parseId(textParam(params, 'import_id'));
  const from = day(params, 'start_date') ?? '0000-01-01';
  const to = day(params, 'end_date') ?? '9999-12-31';
  return kareoCharges(db)
    .active()
    .filter(
      (row) =>
        (!importId || row.import_id === importId) &&
        row.service_date >= from &&
        row.service_date <= to &&
        contains(row.patient_name, textParam(params, 'patient_name')) &&
        contains(row.provider_name, textParam(params, 'provider_name')) &&
        contains(row.payer_name, textParam(params, 'payer_name')) &&
        (!textParam(params, 'procedure_code') || row.procedure_code === textParam(params, 'procedure_code')) &&
        (!search ||
          [row.encounter_id, row.patient_name, row.provider_name, row.payer_name, row.procedure_code].some((text) => contains(text, search))),
    )
    .sort((a, b) => b.service_date.localeCompare(a.service_date) || b.id - a.id);
}

const exportColumns = [
  'Encounter ID',
  'Patient Name',
  'Service Date',
  'Procedure Code',
  'Modifiers',
  'Units',
  'Rendering Provider',
  'Insurance',
  'Charge Amount',
];

/** CSV is text: no NUL byte, valid UTF-8. */
const isText = (bytes: Buffer) => !bytes.includes(0) && !bytes.toString('utf8').includes('\uFFFD');

const distinct = (values: (string | null)[]) => [...new Set(values.filter((value): value is string => !!value))].sort();

export const practiceImportsArea: Area = {
  name: 'practice-imports',
  register(router, { db, auth }) {
    const guard = [auth.required, auth.requirePermission(practiceImportPermission)];

    router.post('/billing-kareo-data-import', ...guard, async (req, res) => {
      const bytes = uploadedFile(req)?.buffer;
      if (bytes && !looksLikeZip(bytes) && !isText(bytes)) {
        return unprocessable(
          res,
          new FieldErrors().add('file', 'The file is not a spreadsheet: its content is neither an XLSX workbook nor CSV text.'),
        );
      }
      const upload = await readSheetUpload(req);
      if ('error' in upload) return unprocessable(res, new FieldErrors().add('file', upload.error));
      const fields = chargeFields(upload.header);
      if ('error' in fields) return unprocessable(res, new FieldErrors().add('file', fields.error));
      if (upload.records.length === 0) return unprocessable(res, new FieldErrors().add('file', 'The file has no rows below its header.'));
      const { user } = callerOf(req);
      const job = startKareoImport(
        db,
        { fileName: uploadedFile(req)!.originalname, userId: user.id, userName: user.name },
        checkCharges(db, fields, upload.records),
      );
      ok(res, { message: job.status === 'failed' ? 'The file has no valid rows to import.' : 'Kareo import started.', data: job });
    });

    router.get('/kareo-import/check-import-status', ...guard, (req, res) => {
      const job = kareoImports(db).find(parseId(textParam(listParams(req), 'import_id')) ?? 0);
      if (!job) return notFound(res, 'Kareo import not found.');
      ok(res, { message: job.status === 'running' || job.status === 'queued' ? 'Kareo import running.' : 'Kareo import finished.', data: job });
    });

    router.get('/get-kareo-import-list', ...guard, (req, res) => {
      const query = readListQuery(req, 50);
      const from = day(query.params, 'start_date') ?? '0000-01-01';
      const to = day(query.params, 'end_date') ?? '9999-12-31';
      const rows = kareoImports(db)
        .active()
        .filter((job) => job.created_at.slice(0, 10) >= from && job.created_at.slice(0, 10) <= to && contains(job.file_name, query.search))
        .sort((a, b) => b.id - a.id);
      ok(res, { data: paginate(rows, query.page, query.perPage) });
    });

    router.post('/filter-kareo-import-list', ...guard, (req, res) => {
      const query = readListQuery(req, 50);
      ok(res, { data: paginate(matchingCharges(db, req), query.page, query.perPage) });
    });

    router.post('/kareo-export', ...guard, async (req, res) => {
      const format: SheetFormat = textParam(listParams(req), 'format') === 'csv' ? 'csv' : 'xlsx';
      const rows = matchingCharges(db, req).map((row) => [
        row.encounter_id,
        row.patient_name,
        row.service_date,
        row.procedure_code,
        row.modifiers,
        row.units,
        row.provider_name,
        row.payer_name,
        row.charge_amount,
      ]);
      const file = await sheetFile(format, 'Kareo charges', exportColumns, rows);
      ok(res, { message: 'Export generated successfully.', data: offerFile(req, db, { fileName: `kareo-charges.${format}`, ...file }) });
    });

    router.get('/kareo-import-dropdown_filter', ...guard, (_req, res) => {
      const rows = kareoCharges(db).active();
      ok(res, {
        data: {
          patients: distinct(rows.map((row) => row.patient_name)),
          providers: distinct(rows.map((row) => row.provider_name)),
          payers: distinct(rows.map((row) => row.payer_name)),
          procedure_codes: distinct(rows.map((row) => row.procedure_code)),
        },
      });
    });
  },
};
