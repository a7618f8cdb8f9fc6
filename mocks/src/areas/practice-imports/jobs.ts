// Kareo imports as jobs: the checked rows are written a few at a time so the import's progress can be polled
// (kareo-import/check-import-status?import_id=); a row whose charge is already in is skipped, so the same file twice
// adds nothing. A file with no valid row finishes at once as failed, its rows' errors listed.
import type { Db } from '../../db/index.js';
import { timestamp } from '../../kit/dates.js';
import { recordError } from '../monitoring/index.js';
import { chargeKey, kareoCharges, kareoImports, type ChargeValues, type KareoImport } from './charges.js';
import type { ChargeCheck } from './check.js';

const rowsPerStep = 2;
const stepMs = Number(process.env.STANDIN_KAREO_IMPORT_STEP_MS ?? 150);

export function startKareoImport(db: Db, file: { fileName: string; userId: number; userName: string }, check: ChargeCheck): KareoImport {
  const jobs = kareoImports(db);
  const charges = kareoCharges(db);
  const empty = check.valid.length === 0;
  for (const error of check.errors) recordError(db, 'Kareo import', error.message);
  const job = jobs.insert({
    file_name: file.fileName,
    status: empty ? 'failed' : 'queued',
    total: check.valid.length,
    processed: 0,
    imported: 0,
    skipped: 0,
    rejected: check.errors.length,
    errors: check.errors,
    imported_by_id: file.userId,
    imported_by: file.userName,
    finished_at: empty ? timestamp() : null,
  });
  if (empty) return job;
  const queue: ChargeValues[] = [...check.valid];
  const step = () => {
    const current = jobs.find(job.id);
    // A reset of the stand-in forgets the job.
    if (!current || current.created_at !== job.created_at) return;
    const known = new Set(charges.all().map(chargeKey));
    let { processed, imported, skipped } = current;
    for (const next of queue.splice(0, rowsPerStep)) {
      processed += 1;
      if (known.has(chargeKey(next))) {
        skipped += 1;
        continue;
      }
      charges.insert({ ...next, import_id: job.id });
      imported += 1;
    }
    const finished = queue.length === 0;
    jobs.update(job.id, { processed, imported, skipped, status: finished ? 'done' : 'running', finished_at: finished ? timestamp() : null });
    if (!finished) setTimeout(step, stepMs).unref();
  };
  setTimeout(step, stepMs).unref();
  return job;
}
