// The API's scheduled jobs: each runs every so many minutes; its last run, next run and state are kept. A restart
// runs the job now: its last run becomes now and its next run one period later, and a failed job is idle again.
import type { Db } from '../../db/index.js';
import type { NewRow, Row, Table } from '../../db/table.js';
import { instantOf, timestamp } from '../../kit/dates.js';
import * as clock from '../../kit/clock.js';

export interface CronJob extends Row {
  name: string;
  description: string;
  /** Cron expression, as the API's scheduler writes it. */
  schedule: string;
  every_minutes: number;
  /** Idle, Running or Failed. */
  state: string;
  last_run_at: string | null;
  last_error: string | null;
}

export const cronJobsTable = 'cron_jobs';

const minute = 60_000;

const seeded: readonly [string, string, string, number, number, string | null][] = [
  ['rethink:import', 'Pulls yesterday’s sessions from Rethink.', '0 2 * * *', 1440, 500, null],
  ['sheets:run-links', 'Reads every active sheets link that is due.', '0 * * * *', 60, 20, null],
  ['kareo:sync-charges', 'Brings the practice-management charges in.', '30 3 * * *', 1440, 600, null],
  [
    'eligibility:batch',
    'Checks the coverage of every enrolled member.',
    '0 5 * * 1',
    10080,
    3000,
    'Eligibility batch timed out waiting for the clearing-house.',
  ],
  ['sessions:generate-notes', 'Generates the queued session notes.', '*/15 * * * *', 15, 6, null],
  ['time-punch:sync', 'Syncs staff to the time-punch service.', '0 */6 * * *', 360, 100, null],
  ['authorizations:expiry-reminders', 'Emails authorizations ending within 30 days.', '0 7 * * *', 1440, 90, null],
];

function seedCronJobs(): NewRow<CronJob>[] {
  const now = clock.nowMs();
  return seeded.map(([name, description, schedule, every, minutesAgo, error]) => ({
    name,
    description,
    schedule,
    every_minutes: every,
    state: error ? 'Failed' : 'Idle',
    last_run_at: timestamp(new Date(now - minutesAgo * minute)),
    last_error: error,
  }));
}

export function cronJobs(db: Db): Table<CronJob> {
  return db.defineTable<CronJob>(cronJobsTable, seedCronJobs);
}

/** The job as the API answers it: with its next run. */
export function presentCronJob(job: CronJob) {
  const next = job.last_run_at ? timestamp(new Date(instantOf(job.last_run_at).getTime() + job.every_minutes * minute)) : null;
  return { ...job, next_run_at: next };
}

/** Runs the job now; answers it. */
export function restartCronJob(db: Db, job: CronJob): CronJob {
  return cronJobs(db).update(job.id, { state: 'Idle', last_run_at: timestamp(), last_error: null })!;
}
