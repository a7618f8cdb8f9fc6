// The import log: one row per spreadsheet uploaded for an import, its sheets, the sheet chosen, its progress and
// what became of each of its rows. The file's bytes are kept beside it by storage key.
import type { Db } from '../../db/index.js';
import type { Row, Table } from '../../db/table.js';
import { storedBytesOf } from '../../kit/stored-bytes.js';
import type { ImportRowError } from '../../kit/import.js';
import type { ImportKind } from './kinds.js';
import { seedImportLogs } from './seed.js';

export type ImportStatus = 'uploaded' | 'ready' | 'running' | 'completed' | 'completed_with_errors' | 'failed';
export type RowOutcome = 'imported' | 'already_present' | 'rejected' | 'pending';

/** One row of the chosen sheet and its fate. */
export interface LoggedRow {
  row: number;
  outcome: RowOutcome;
  student_id: number | null;
  student_name: string | null;
  date: string | null;
  start_time: string | null;
  end_time: string | null;
  service: string | null;
  session_id: number | null;
  message: string | null;
  /** The row's own cells, for the error sheet. */
  cells: string[];
}

export interface ImportLog extends Row {
  area: string;
  kind: ImportKind;
  file_name: string;
  file_type: 'xlsx' | 'csv';
  storage_key: string;
  sheets: string[];
  chosen_sheet: string | null;
  /** The chosen sheet's header row as written. */
  header: string[];
  status: ImportStatus;
  total_rows: number;
  processed_rows: number;
  imported: number;
  already_present: number;
  rejected: number;
  errors: ImportRowError[];
  rows: LoggedRow[];
  uploaded_by_id: number | null;
  uploaded_by: string | null;
  started_at: string | null;
  finished_at: string | null;
}

export function importLogs(db: Db): Table<ImportLog> {
  return db.defineTable<ImportLog>('excel_import_logs', () => seedImportLogs(db));
}

export function uploadedSheets(db: Db) {
  return storedBytesOf(db, 'spreadsheet-imports');
}

/** The log as the API answers it: everything but the rows (filter-invoice-sheet-import pages those) and the key. */
export function presentLog(log: ImportLog): Omit<ImportLog, 'rows' | 'storage_key' | 'header'> {
  const { rows: _rows, storage_key: _key, header: _header, ...shown } = log;
  return shown;
}
