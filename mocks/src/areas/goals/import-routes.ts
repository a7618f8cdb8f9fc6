// The mass import's calls: mass-goal-data-import (check_only=1 checks the sheet row by row and writes nothing;
// otherwise the valid rows are imported as a job), goal-import/check-import-status (the job's progress), the list of
// imports (get-goal-import-list: who, when, how many rows) and the goals imports brought in (filter-goal-import-list,
// paged; get-goal-import-list-all, unpaged, also by recordingType). Behind 'Goal Import'.
import type { Request, Router } from 'express';
import { callerOf } from '../../server/auth.js';
import type { AreaContext } from '../../server/area.js';
import { notFound, ok, unprocessable } from '../../server/replies.js';
import { FieldErrors } from '../../server/validation.js';
import { isApiDate } from '../../kit/dates.js';
import { parseId } from '../../kit/ids.js';
import { listParams, readListQuery, textParam } from '../../kit/list-query.js';
import { paginate } from '../../kit/paginate.js';
import type { Table } from '../../db/table.js';
import type { Goal } from './goal.js';
import { checkGoalSheet } from './import-check.js';
import { goalImports, startGoalImport } from './import-jobs.js';
import { readGoalSheet } from './import-upload.js';
import { presentGoals } from './present.js';

export const goalImportPermission = 'Goal Import';

const isTrue = (value: string | undefined) => value === '1' || value === 'true';

/** A day filter: YYYY-MM-DD, else dropped. */
function day(params: Record<string, unknown>, key: string): string | undefined {
  const value = textParam(params, key)?.trim();
  return isApiDate(value) ? value : undefined;
}

const contains = (text: string | null | undefined, wanted: string | undefined) =>
  !wanted || (text ?? '').toLowerCase().includes(wanted.toLowerCase());

export function registerGoalImports(router: Router, { db, auth }: AreaContext, goals: Table<Goal>): void {
  const guard = [auth.required, auth.requirePermission(goalImportPermission)];
  const jobs = goalImports(db);

  router.post('/mass-goal-data-import', ...guard, async (req, res) => {
    const sheet = await readGoalSheet(req, res);
    if (!sheet) return;
    const check = checkGoalSheet(db, goals, sheet.header, sheet.records);
    const duplicates = check.valid.filter((row) => row.duplicate).length;
    const report = {
      file_name: sheet.fileName,
      rows: check.rows,
      valid_rows: check.valid.length,
      invalid_rows: new Set(check.problems.map((problem) => problem.row)).size,
      duplicate_rows: duplicates,
      problems: check.problems,
    };
    if (isTrue(textParam(listParams(req), 'check_only'))) {
      ok(res, { message: `${report.valid_rows} of ${report.rows} rows are valid.`, data: report });
      return;
    }
    if (check.valid.length === 0) {
      unprocessable(res, new FieldErrors().add('file', 'The file has no valid rows to import.'), { data: report });
      return;
    }
    const { user } = callerOf(req);
    const job = startGoalImport(
      db,
      goals,
      { file_name: sheet.fileName, rejected: report.invalid_rows, imported_by_id: user.id, imported_by: user.name },
      check.valid,
    );
    ok(res, { message: 'Goal import started.', data: job });
  });

  router.get('/goal-import/check-import-status', ...guard, (req, res) => {
    const job = jobs.find(parseId(textParam(listParams(req), 'import_id')) ?? 0);
    if (!job) {
      notFound(res, 'Goal import not found.');
      return;
    }
    ok(res, { message: job.status === 'done' ? 'Goal import finished.' : 'Goal import running.', data: job });
  });

  router.get('/get-goal-import-list', ...guard, (req, res) => {
    const query = readListQuery(req, 50);
    const from = day(query.params, 'start_date');
    const to = day(query.params, 'end_date');
    const rows = jobs
      .active()
      .filter(
        (job) =>
          (!from || job.created_at.slice(0, 10) >= from) && (!to || job.created_at.slice(0, 10) <= to) && contains(job.file_name, query.search),
      )
      .sort((a, b) => b.id - a.id);
    ok(res, { data: paginate(rows, query.page, query.perPage) });
  });

  /** The goals imports brought in, as the import lists answer them, filtered. */
  const importedGoals = (req: Request, withRecordingType: boolean) => {
    const params = listParams(req);
    const from = day(params, 'start_date');
    const to = day(params, 'end_date');
    const present = presentGoals(db);
    return goals
      .active()
      .filter((goal) => goal.import_id !== null)
      .sort((a, b) => b.id - a.id)
      .map((goal) => {
        const shown = present(goal) as { student_name: string | null; skill_area_name: string | null; parent_name: string | null };
        return {
          goal_id: goal.id,
          import_id: goal.import_id,
          student_id: goal.student_id,
          student_name: shown.student_name,
          skill_area: shown.skill_area_name,
          goal_name: goal.name,
          parent_goal_name: shown.parent_name,
          target_names: goal.targets.map((target) => target.name),
          recording_type: goal.recording_type,
          imported_at: goal.created_at,
        };
      })
      .filter(
        (row) =>
          (!from || row.imported_at.slice(0, 10) >= from) &&
          (!to || row.imported_at.slice(0, 10) <= to) &&
          contains(row.skill_area, textParam(params, 'skill_area')) &&
          contains(row.student_name, textParam(params, 'student_name')) &&
          (!textParam(params, 'target_name') || row.target_names.some((name) => contains(name, textParam(params, 'target_name')))) &&
          (!withRecordingType || !textParam(params, 'recordingType') || row.recording_type === textParam(params, 'recordingType')),
      );
  };

  router.post('/filter-goal-import-list', ...guard, (req, res) => {
    const query = readListQuery(req, 50);
    ok(res, { data: paginate(importedGoals(req, false), query.page, query.perPage) });
  });

  router.get('/get-goal-import-list-all', ...guard, (req, res) => {
    ok(res, { data: importedGoals(req, true) });
  });
}
