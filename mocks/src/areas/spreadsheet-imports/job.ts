// An import run as a job: every row is checked first (nothing is written while any row is being checked), then the
// sessions of the good rows are written one after another, `stepMs` apart, so the log's progress can be followed.
// A row whose session appeared meanwhile (another import) is marked already present, never written twice.
import type { Db } from '../../db/index.js';
import { timestamp } from '../../kit/dates.js';
import type { StudentSession } from '../student-sessions/index.js';
import { importLogs, type ImportLog, type ImportStatus } from './log.js';
import { tally } from './tally.js';
import { presentSessionId, type CheckedRow } from './rows.js';

/** Time the stand-in takes to write one session. */
export const importSettings = { stepMs: Number(process.env.STANDIN_IMPORT_STEP_MS ?? 150) };

function finalStatus(log: Pick<ImportLog, 'imported' | 'already_present' | 'rejected'>): ImportStatus {
  if (log.rejected === 0) return 'completed';
  return log.imported + log.already_present > 0 ? 'completed_with_errors' : 'failed';
}

/** Starts writing the checked rows of a log; answers the log as it stands once started. */
export function runImport(db: Db, log: ImportLog, checked: readonly CheckedRow[]): ImportLog {
  const logs = importLogs(db);
  const sessions = db.table<StudentSession>('student_sessions');
  const rows = checked.map((row) => ({ ...row.logged }));
  const started = logs.update(log.id, { status: 'running', started_at: timestamp(), total_rows: rows.length, rows, ...tally(rows) })!;
  const pending = checked.flatMap((row, index) => (row.session ? [{ index, session: row.session }] : []));

  const finish = () => {
    const current = logs.find(log.id);
    if (!current) return;
    const counts = tally(current.rows);
    logs.update(log.id, { ...counts, status: finalStatus(counts), finished_at: timestamp() });
  };
  const step = (at: number) => {
    const next = pending[at];
    if (!next) return finish();
    const current = logs.find(log.id);
    // The stand-in was reset meanwhile: the import went with it.
    if (!current) return;
    const present = presentSessionId(db, next.session);
    const written = present ?? sessions.insert(next.session).id;
    const updated = current.rows.map((row, index) =>
      index === next.index
        ? {
            ...row,
            outcome: present === undefined ? ('imported' as const) : ('already_present' as const),
            session_id: written,
            message: present === undefined ? null : `Already present as session ${present}.`,
          }
        : row,
    );
    logs.update(log.id, { rows: updated, ...tally(updated) });
    setTimeout(() => step(at + 1), importSettings.stepMs).unref?.();
  };
  setTimeout(() => step(0), importSettings.stepMs).unref?.();
  return started;
}
