// The counts and errors of an import log's rows, apart from log.ts: the seeded logs (seed.ts) are counted with it,
// and log.ts seeds its table from seed.ts.
import type { ImportLog, LoggedRow, RowOutcome } from './log.js';

/** Counts and errors of a log's rows. */
export function tally(rows: readonly LoggedRow[]): Pick<ImportLog, 'imported' | 'already_present' | 'rejected' | 'processed_rows' | 'errors'> {
  const count = (outcome: RowOutcome) => rows.filter((row) => row.outcome === outcome).length;
  return {
    imported: count('imported'),
    already_present: count('already_present'),
    rejected: count('rejected'),
    processed_rows: rows.length - count('pending'),
    errors: rows.filter((row) => row.outcome === 'rejected').map((row) => ({ row: row.row, message: row.message ?? '' })),
  };
}
