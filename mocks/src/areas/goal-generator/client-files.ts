// The client files a conversion kept: the list (file-list), one with its rows (view-client-file), the rows corrected
// (update-client-file, every row checked first, nothing saved when one is wrong), delete, the check list of names
// the practice does not know, and the converted XLSX and DOCX as downloads written from the rows as they are now.
import type { Request, Response, Router } from 'express';
import { offerFile } from '../../kit/export.js';
import { parseId } from '../../kit/ids.js';
import { listParams, readListQuery, textParam } from '../../kit/list-query.js';
import { applyFilters, applySearch, applySort } from '../../kit/list-rows.js';
import { paginate } from '../../kit/paginate.js';
import type { Table } from '../../db/table.js';
import type { AreaContext } from '../../server/area.js';
import { notFound, ok, unprocessable } from '../../server/replies.js';
import { FieldErrors } from '../../server/validation.js';
import { skillAreasOf } from '../goal-activity/index.js';
import { students } from '../students/table.js';
import { fullName } from '../students/student.js';
import { clientFileView, type ClientFile } from './client-file.js';
import { levelLabels, levels, type GoalRow } from './markers.js';
import { writeGoalDocument } from './write-docx.js';
import { writeGoalSheet } from './sheet.js';
import { goalGeneratorPermission } from './templates.js';

const xlsxType = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';
const docxType = 'application/vnd.openxmlformats-officedocument.wordprocessingml.document';

function baseName(fileName: string): string {
  return fileName.replace(/\.[^.]+$/, '') || 'goals';
}

/** The rows of an update body, each checked; errors are keyed rows.N.field (N from 0) and say the row from 1. */
function readRows(value: unknown, file: ClientFile, errors: FieldErrors): GoalRow[] {
  if (!Array.isArray(value) || value.length === 0) {
    errors.add('rows', 'The rows field is required: a file keeps at least one goal row.');
    return [];
  }
  const needed = file.layout.student_marker === null ? (['skill_area', 'goal'] as const) : (['student', 'skill_area', 'goal'] as const);
  return value.map((item: unknown, index) => {
    const record = typeof item === 'object' && item !== null ? (item as Record<string, unknown>) : {};
    const row = Object.fromEntries(levels.map((level) => [level, (textParam(record, level) ?? '').trim()])) as unknown as GoalRow;
    for (const level of needed) {
      if (row[level] === '') errors.add(`rows.${index}.${level}`, `Row ${index + 1}: the ${levelLabels[level]} is required.`);
    }
    return row;
  });
}

export function registerClientFiles(router: Router, { db, auth }: AreaContext, files: Table<ClientFile>): void {
  const guards = [auth.required, auth.requirePermission(goalGeneratorPermission)];
  const fileOf = (req: Request, res: Response, key: string): ClientFile | undefined => {
    const params = { ...listParams(req), ...(req.params as Record<string, unknown>) };
    const id = parseId(textParam(params, key));
    const file = id === undefined ? undefined : files.find(id);
    if (!file) notFound(res, 'Client file not found.');
    return file;
  };

  router.get('/file-list', ...guards, (req, res) => {
    const query = readListQuery(req, 50);
    const filters = { kind: 'kind', case_id: 'case_id', import_file_code: 'code' } as const;
    const rows = applySort(applySearch(applyFilters(files.active(), filters, query.params), ['source_name', 'created_by'], query.search), query);
    ok(res, { data: paginate(rows.map(clientFileView), query.page, query.perPage) });
  });

  router.get('/view-client-file/:id', ...guards, (req, res) => {
    const file = fileOf(req, res, 'id');
    if (file) ok(res, { data: clientFileView(file) });
  });

  router.post('/update-client-file', ...guards, (req, res) => {
    const file = fileOf(req, res, 'id');
    if (!file) return;
    const errors = new FieldErrors();
    const rows = readRows((req.body as Record<string, unknown> | undefined)?.rows, file, errors);
    if (!errors.empty) return unprocessable(res, errors);
    const saved = files.update(file.id, { rows })!;
    ok(res, { message: 'File data updated successfully.', data: clientFileView(saved) });
  });

  router.post('/delete-client-file', ...guards, (req, res) => {
    const file = fileOf(req, res, 'id');
    if (!file) return;
    files.softDelete(file.id);
    ok(res, { message: 'Client file deleted successfully.' });
  });

  // Names the practice does not know yet: a skill area or a student the goal import would not find.
  router.get('/goals-import-from-doc-write-excel-check-list', ...guards, (req, res) => {
    const file = fileOf(req, res, 'file_id');
    if (!file) return;
    const skillAreas = new Set(
      skillAreasOf(db)
        .active()
        .map((area) => area.name.toLowerCase()),
    );
    const known = new Set(
      students(db)
        .active()
        .map((student) => fullName(student).toLowerCase()),
    );
    const checks = file.rows.flatMap((row, index) => [
      ...(skillAreas.has(row.skill_area.toLowerCase())
        ? []
        : [
            {
              row: index + 1,
              field: 'skill_area',
              value: row.skill_area,
              message: `Row ${index + 1}: skill area '${row.skill_area}' does not exist.`,
            },
          ]),
      ...(row.student === '' || known.has(row.student.toLowerCase())
        ? []
        : [{ row: index + 1, field: 'student', value: row.student, message: `Row ${index + 1}: student '${row.student}' does not exist.` }]),
    ]);
    ok(res, { data: checks });
  });

  router.post('/converted-xlsx-file-download', ...guards, async (req, res) => {
    const file = fileOf(req, res, 'id');
    if (!file) return;
    const content = await writeGoalSheet(file.rows, file.layout);
    ok(res, { data: offerFile(req, db, { fileName: `${baseName(file.source_name)}.xlsx`, contentType: xlsxType, content }) });
  });

  router.post('/converted-docx-file-download', ...guards, async (req, res) => {
    const file = fileOf(req, res, 'id');
    if (!file) return;
    const content = await writeGoalDocument(file.rows, file.layout);
    ok(res, { data: offerFile(req, db, { fileName: `${baseName(file.source_name)}.docx`, contentType: docxType, content }) });
  });
}
