// A run of a sheets link. The stand-in cannot fetch a real Google sheet, so the sheet's content is simulated from the
// link's record: its address and tab decide how many session rows it holds and which of them fail (the same link
// reads the same every run); a sheet whose address names no spreadsheet id cannot be read at all.
import type { Db } from '../../db/index.js';
import { timestamp } from '../../kit/dates.js';
import { recordError } from '../monitoring/index.js';
import { scopedSeed } from '../../db/faker.js';
import type { SheetLink } from './sheet-link.js';

const rowProblems = [
  'Student not found in the portal.',
  'The session date is not a date.',
  'The end time is before the start time.',
  'The service is not one of the student’s services.',
] as const;

export interface SheetLinkRun {
  sheet_link_id: number;
  started_at: string;
  finished_at: string;
  status: string;
  rows_in: number;
  rows_failed: number;
  errors: { row: number; message: string }[];
}

/** A stable number for a text (FNV-1a, as the seeded fakers are scoped). */
const hash = (text: string) => scopedSeed(0, text);

/** The spreadsheet id of a Google Sheets address. */
export function spreadsheetId(url: string): string | undefined {
  return /^https:\/\/docs\.google\.com\/spreadsheets\/d\/([A-Za-z0-9_-]{10,})/.exec(url.trim())?.[1];
}

/** Reads the link's simulated sheet and answers what the run did. */
export function runSheetLink(db: Db, link: SheetLink): SheetLinkRun {
  const started = timestamp();
  const id = spreadsheetId(link.sheet_url);
  const seed = hash(`${id ?? link.sheet_url}|${link.sheet_name ?? ''}`);
  const errors: SheetLinkRun['errors'] = [];
  let rows = 0;
  if (!id) {
    errors.push({ row: 0, message: 'The sheet could not be read: the address names no spreadsheet.' });
  } else {
    rows = 8 + (seed % 33);
    for (let line = 2; line <= rows + 1; line += 1) {
      const h = hash(`${seed}#${line}`);
      if (h % 9 === 0) errors.push({ row: line, message: rowProblems[(h >>> 5) % rowProblems.length]! });
    }
  }
  const failed = id ? errors.length : 0;
  const status = !id ? 'Failed' : failed === 0 ? 'Succeeded' : failed === rows ? 'Failed' : 'Partly failed';
  for (const error of errors) recordError(db, 'Sheets link', error.message);
  return { sheet_link_id: link.id, started_at: started, finished_at: timestamp(), status, rows_in: rows - failed, rows_failed: failed, errors };
}
