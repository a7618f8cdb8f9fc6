// Goal imports as jobs: the valid rows of a checked sheet are written a few at a time, so the import's progress can
// be polled (goal-import/check-import-status?import_id=); rows whose goal the student already has are skipped, so
// the same file twice adds nothing. Each import is kept with who ran it, when, and how many rows it wrote.
import type { Db } from '../../db/index.js';
import type { Row, Table } from '../../db/table.js';
import { timestamp } from '../../kit/dates.js';
import type { Goal } from './goal.js';
import { targetIds } from './input.js';
import { existingGoalKeys, goalKey, type CheckedGoalRow } from './import-check.js';

export interface GoalImportJob extends Row {
  file_name: string;
  /** queued, running, done or failed. */
  status: string;
  total: number;
  processed: number;
  imported: number;
  skipped: number;
  rejected: number;
  imported_by_id: number | null;
  imported_by: string | null;
  finished_at: string | null;
}

export const goalImportsTable = 'goal_imports';

/** Rows written per step, and the pause between steps (the stand-in's stand-in for a queue worker). */
const rowsPerStep = 2;
const stepMs = Number(process.env.STANDIN_GOAL_IMPORT_STEP_MS ?? 150);

export function goalImports(db: Db): Table<GoalImportJob> {
  return db.defineTable<GoalImportJob>(goalImportsTable, seedGoalImports);
}

/** One earlier import, of the last seeded student's goal tree (the seed marks those goals with import 1). */
function seedGoalImports(): GoalImportJob[] {
  const at = '2026-10-05 14:12:40';
  return [
    {
      id: 1,
      file_name: 'caseload-goals-october.xlsx',
      status: 'done',
      total: 4,
      processed: 4,
      imported: 4,
      skipped: 0,
      rejected: 0,
      imported_by_id: null,
      imported_by: 'Office Administrator',
      finished_at: at,
      created_at: at,
      updated_at: at,
      deleted_at: null,
    },
  ];
}

/** Starts writing the rows; answers the job. */
export function startGoalImport(
  db: Db,
  goals: Table<Goal>,
  job: Omit<GoalImportJob, keyof Row | 'status' | 'total' | 'processed' | 'imported' | 'skipped' | 'finished_at'>,
  rows: readonly CheckedGoalRow[],
): GoalImportJob {
  const jobs = goalImports(db);
  const row = jobs.insert({ ...job, status: 'queued', total: rows.length, processed: 0, imported: 0, skipped: 0, finished_at: null });
  const queue = [...rows];
  /** Parent goals the import wrote or found, by student and name: sub-goal rows hang under them. */
  const parents = new Map<string, number>();
  const step = () => {
    const current = jobs.find(row.id);
    // A reset of the stand-in forgets the job.
    if (!current || current.created_at !== row.created_at) return;
    const known = existingGoalKeys(goals);
    let { processed, imported, skipped } = current;
    for (const next of queue.splice(0, rowsPerStep)) {
      processed += 1;
      if (known.has(goalKey(next))) {
        skipped += 1;
        continue;
      }
      const parentId = next.parent_name ? parentOf(goals, parents, next.student_id, next.parent_name) : null;
      const goal = goals.insert({
        name: next.name,
        description: null,
        skill_area_id: next.skill_area_id,
        status: 1,
        student_id: next.student_id,
        parent_id: parentId,
        progress_status: 'Baseline',
        recording_type: next.recording_type,
        mastery_criteria: next.mastery_criteria,
        start_date: null,
        target_date: null,
        targets: [],
        attribute_values: [],
        import_id: row.id,
      });
      goals.update(goal.id, { targets: numbered(goals, next.targets) });
      if (!next.parent_name) parents.set(`${next.student_id}\u0000${next.name.toLowerCase()}`, goal.id);
      imported += 1;
    }
    const finished = queue.length === 0;
    jobs.update(row.id, { processed, imported, skipped, status: finished ? 'done' : 'running', finished_at: finished ? timestamp() : null });
    if (!finished) setTimeout(step, stepMs).unref();
  };
  setTimeout(step, stepMs).unref();
  return row;
}

function parentOf(goals: Table<Goal>, written: Map<string, number>, studentId: number, name: string): number | null {
  const key = `${studentId}\u0000${name.toLowerCase()}`;
  return (
    written.get(key) ??
    goals.active().find((goal) => goal.student_id === studentId && goal.parent_id === null && goal.name.toLowerCase() === name.toLowerCase())?.id ??
    null
  );
}

function numbered(goals: Table<Goal>, names: readonly string[]) {
  const next = targetIds(goals);
  return names.map((name) => ({ id: next(), name, status: 'Baseline', mastery_criteria: null }));
}
