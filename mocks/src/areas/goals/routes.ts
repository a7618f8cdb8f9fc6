// The goal calls beyond CRUD: parent-goals (a student's top-level goals), sub-goals/{id}, show-goal/{id} (with the
// sub-goals), update-goal (one goal by `id`, or a mass edit of the fields of GoalMassEdit by `ids`),
// mass-goal-delete (answers how many goals it touched, sub-goals included), mass-goal-dropdown-filter and
// mass-goal-data-export (an XLSX with the import's columns). The import's calls are in import-routes.ts.
import type { Router } from 'express';
import type { AreaContext } from '../../server/area.js';
import { notFound, ok, unprocessable } from '../../server/replies.js';
import { FieldErrors } from '../../server/validation.js';
import { offerFile, sheetFile, uniqueFileName } from '../../kit/export.js';
import { parseId, readIds } from '../../kit/ids.js';
import { listParams, readListQuery, textParam } from '../../kit/list-query.js';
import { applyFilters, applySearch } from '../../kit/list-rows.js';
import type { ResourceParts } from '../../kit/types.js';
import { validateRecord } from '../../kit/validate-record.js';
import { skillAreaResource, type SkillArea } from '../skill-areas/index.js';
import { progressStatuses, recordingTypes, type Goal } from './goal.js';
import { goalImportColumns } from './import-check.js';
import { registerGoalImports } from './import-routes.js';
import { checkGoal, readGoal } from './input.js';
import { presentGoals, studentName } from './present.js';
import { goalTree } from './tree.js';
import { students } from '../students/table.js';

/** The fields a mass edit may set. */
const massEditable = ['skill_area_id', 'progress_status', 'recording_type', 'mastery_criteria', 'status', 'target_date'] as const;

const plural = (count: number) => `${count} goal${count === 1 ? '' : 's'}`;

export function registerGoalRoutes(router: Router, context: AreaContext, { spec, table, guards, rowOf }: ResourceParts<Goal>): void {
  const { db } = context;
  const read = guards('list');
  const write = guards('update');
  registerGoalImports(router, context, table);

  router.get('/parent-goals', ...read, (req, res) => {
    const studentId = parseId(textParam(listParams(req), 'student_id'));
    const present = presentGoals(db);
    ok(res, {
      data: table
        .active()
        .filter((goal) => goal.parent_id === null && (studentId === undefined || goal.student_id === studentId))
        .map(present),
    });
  });

  router.get('/sub-goals/:id', ...read, (req, res) => {
    const parent = rowOf(req, res);
    if (!parent) return;
    ok(res, { data: goalTree(table, parent, false).slice(1).map(presentGoals(db)) });
  });

  router.get('/show-goal/:id', ...read, (req, res) => {
    const goal = rowOf(req, res);
    if (!goal) return;
    const present = presentGoals(db);
    ok(res, { data: { ...present(goal), sub_goals: goalTree(table, goal, false).slice(1).map(present) } });
  });

  router.get('/mass-goal-dropdown-filter', ...read, (_req, res) => {
    const withGoals = new Set(table.active().map((goal) => goal.student_id));
    ok(res, {
      data: {
        students: students(db)
          .active()
          .filter((student) => withGoals.has(student.id))
          .map((student) => ({ id: student.id, name: studentName(student) })),
        skill_areas: db
          .table<SkillArea>(skillAreaResource.spec.table)
          .active()
          .map((area) => ({ id: area.id, name: area.name })),
        recording_types: recordingTypes,
        progress_statuses: progressStatuses,
      },
    });
  });

  router.post('/update-goal', ...write, (req, res) => {
    const body = (req.body ?? {}) as Record<string, unknown>;
    if (body.ids !== undefined) {
      massEdit(body, res);
      return;
    }
    const existing = table.find(parseId(body.id) ?? 0);
    if (!existing) {
      notFound(res, 'Goal not found.');
      return;
    }
    // A goal stays with its student.
    const { student_id: _moved, ...input } = readGoal(body);
    const errors = validateRecord(table, spec, input, existing);
    const values = checkGoal(db, table, input, errors, existing);
    if (!errors.empty) {
      unprocessable(res, errors);
      return;
    }
    const row = table.update(existing.id, values)!;
    ok(res, { message: 'Goal updated successfully.', data: presentGoals(db)(row) });
  });

  const massEdit = (body: Record<string, unknown>, res: Parameters<Parameters<Router['post']>[1]>[1]) => {
    const ids = readIds(body);
    const goals = (ids ?? []).map((id) => table.find(id));
    const errors = new FieldErrors();
    if (!ids || goals.some((goal) => !goal)) errors.add('ids', 'The selected ids is invalid.');
    const sent = readGoal(body);
    const changes = Object.fromEntries(
      massEditable.filter((field) => sent[field] !== undefined).map((field) => [field, sent[field]]),
    ) as Partial<Goal>;
    if (Object.keys(changes).length === 0) errors.add('fields', 'Choose at least one field to change.');
    if (errors.empty) checkGoal(db, table, changes, errors);
    if (!errors.empty) {
      unprocessable(res, errors);
      return;
    }
    for (const goal of goals) table.update(goal!.id, changes);
    const message = `${plural(goals.length)} updated.`;
    ok(res, { message, data: { ok: true, message, count: goals.length, ids } });
  };

  router.post('/mass-goal-delete', ...guards('remove'), (req, res) => {
    const ids = readIds(req.body ?? {});
    const goals = (ids ?? []).map((id) => table.find(id));
    if (!ids || goals.some((goal) => !goal)) {
      unprocessable(res, new FieldErrors().add('ids', 'The selected ids is invalid.'));
      return;
    }
    const touched = new Set(goals.flatMap((goal) => goalTree(table, goal!, false)).map((goal) => goal.id));
    for (const id of touched) table.softDelete(id);
    const message = `${plural(touched.size)} deleted.`;
    ok(res, { message, data: { ok: true, message, count: touched.size, ids: [...touched] } });
  });

  router.get('/mass-goal-data-export', ...read, async (req, res) => {
    const present = presentGoals(db);
    const query = readListQuery(req, 1);
    const matching = applySearch(applyFilters(table.active(), spec.filters, query.params), spec.searchable ?? [], query.search);
    const rows = matching.map((goal) => {
      const shown = present(goal) as { student_name: string | null; skill_area_name: string | null; parent_name: string | null };
      return [
        shown.student_name,
        shown.parent_name,
        goal.name,
        shown.skill_area_name,
        goal.targets.map((target) => target.name).join('; '),
        goal.recording_type,
        goal.mastery_criteria,
      ];
    });
    const file = await sheetFile('xlsx', 'Goals', goalImportColumns, rows);
    const name = uniqueFileName('goals.xlsx');
    ok(res, { message: 'Export generated successfully.', data: offerFile(req, db, { ...file, name, fileName: name }) });
  });
}
