// Reading the import log: its filters (search in file name and person, start_date and end_date on the practice's day
// of upload, area), newest first; one import's rows by outcome; the log's export columns; an import's error sheet.
import type { Response } from 'express';
import type { Db } from '../../db/index.js';
import { calendarDate, dayOf, displayDateTime, instantOf } from '../../kit/dates.js';
import type { ListQuery } from '../../kit/list-query.js';
import { textParam } from '../../kit/list-query.js';
import { unprocessable } from '../../server/replies.js';
import { FieldErrors } from '../../server/validation.js';
import { importLogs, type ImportLog, type LoggedRow } from './log.js';

/** The logs the filters keep, newest first; undefined after answering 422 for a date that is none. */
export function filteredLogs(db: Db, res: Response, query: ListQuery, area: string | undefined): ImportLog[] | undefined {
  const errors = new FieldErrors();
  const [from, to] = (['start_date', 'end_date'] as const).map((field) => {
    const text = textParam(query.params, field)?.trim();
    const day = text ? calendarDate(text) : undefined;
    if (text && !day) errors.add(field, `The ${field.replace('_', ' ')} field must be a valid date.`);
    return day;
  });
  if (from && to && to < from) errors.add('end_date', 'The end date field must be a date after or equal to start date.');
  if (!errors.empty) {
    unprocessable(res, errors);
    return undefined;
  }
  const search = query.search.toLowerCase();
  const direction = query.sortBy === 'asc' ? 1 : -1;
  return importLogs(db)
    .active()
    .filter((log) => {
      const day = dayOf(instantOf(log.created_at));
      if (area && log.area !== area) return false;
      if (from && day < from) return false;
      if (to && day > to) return false;
      return search === '' || log.file_name.toLowerCase().includes(search) || (log.uploaded_by ?? '').toLowerCase().includes(search);
    })
    .sort((a, b) => (a.created_at.localeCompare(b.created_at) || a.id - b.id) * direction);
}

/** One import's rows, in sheet order, of one outcome when given. */
export function logRows(log: ImportLog, outcome: string | undefined): (Omit<LoggedRow, 'cells'> & { id: number })[] {
  return log.rows.filter((row) => !outcome || row.outcome === outcome).map(({ cells: _cells, ...row }) => ({ id: row.row, ...row }));
}

export const logExportColumns: { header: string; value: (log: ImportLog) => unknown }[] = [
  { header: 'Uploaded', value: (log) => displayDateTime(instantOf(log.created_at)) },
  { header: 'File', value: (log) => log.file_name },
  { header: 'Sheet', value: (log) => log.chosen_sheet },
  { header: 'Area', value: (log) => log.area },
  { header: 'Uploaded by', value: (log) => log.uploaded_by },
  { header: 'Status', value: (log) => log.status },
  { header: 'Rows', value: (log) => log.total_rows },
  { header: 'Imported', value: (log) => log.imported },
  { header: 'Already present', value: (log) => log.already_present },
  { header: 'Refused', value: (log) => log.rejected },
];

/** The refused rows: their row number and problem, then the row's own cells under the sheet's header. */
export function errorSheet(log: ImportLog): { header: string[]; rows: string[][] } {
  const header = ['Row', 'Problem', ...(log.rows.length ? log.header : [])];
  const rows = log.rows.filter((row) => row.outcome === 'rejected').map((row) => [String(row.row), row.message ?? '', ...row.cells]);
  return { header, rows };
}
