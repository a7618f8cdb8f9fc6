// Goal activities, with the soft-delete lifecycle (goal-activity-add, update, delete; the deleted list, restore,
// permanent delete) and the four lists their pickers read: activity sessions, descriptions, skill areas and target
// names (each the known ones and those activities already use). Behind 'Goal Generator'.
import type { Router } from 'express';
import type { Db } from '../../db/index.js';
import { defineResource } from '../../kit/index.js';
import { resourceArea } from '../../kit/resource-area.js';
import type { Area, AreaContext } from '../../server/area.js';
import { ok } from '../../server/replies.js';
import { skillAreaResource, type SkillArea } from '../skill-areas/index.js';
import type { GoalActivity } from './goal-activity.js';
import { activitySessions, seedGoalActivities } from './seed.js';

const permission = 'Goal Generator';

/** The skill areas table, which goal activities and goal headers name by id. */
export function skillAreasOf(db: Db) {
  return db.table<SkillArea>(skillAreaResource.spec.table);
}

/** Distinct texts, in the order first seen, as {id, name} options (the id is the text: it is what is saved). */
function options(texts: readonly string[]) {
  return [...new Set(texts.map((text) => text.trim()).filter((text) => text !== ''))].map((name) => ({ id: name, name }));
}

function registerLists(router: Router, { db, auth }: AreaContext, rows: () => GoalActivity[]): void {
  const guards = [auth.required, auth.requirePermission(permission)];
  router.get('/goal-activity-sessions', ...guards, (_req, res) =>
    ok(res, { data: options([...activitySessions, ...rows().map((row) => row.session_name)]) }),
  );
  router.get('/goal-activity-descriptions', ...guards, (_req, res) => ok(res, { data: options(rows().map((row) => row.description)) }));
  router.get('/goal-activity-skill-areas', ...guards, (_req, res) =>
    ok(res, {
      data: skillAreasOf(db)
        .active()
        .map((area) => ({ id: String(area.id), name: area.name })),
    }),
  );
  router.get('/goal-activity-target-names', ...guards, (_req, res) => ok(res, { data: options(rows().map((row) => row.target_name)) }));
}

export const goalActivityResource = defineResource<GoalActivity>({
  name: 'goal activity',
  type: 'GoalActivity',
  title: 'Goal activity',
  table: 'goal_activities',
  permission,
  searchable: ['session_name', 'description', 'target_name'],
  defaults: { status: 1 },
  seed: (faker, db) =>
    seedGoalActivities(
      faker,
      (name) =>
        skillAreasOf(db)
          .active()
          .find((area) => area.name === name)?.id,
    ),
  hooks: {
    beforeSave(values, errors, { db }) {
      if (values.skill_area_id !== undefined && values.skill_area_id !== null && !skillAreasOf(db).find(values.skill_area_id)) {
        errors.add('skill_area_id', 'The selected skill area is invalid.');
      }
      return values;
    },
    present: (db) => {
      const names = new Map(
        skillAreasOf(db)
          .all()
          .map((area) => [area.id, area.name]),
      );
      return (row) => ({ ...row, skill_area_name: row.skill_area_id === null ? null : (names.get(row.skill_area_id) ?? null) });
    },
    routes: (router, context, parts) => registerLists(router, context, () => parts.table.active()),
  },
});

export const goalActivityArea: Area = { ...resourceArea('goal-activity', goalActivityResource), after: ['skill-areas'] };

export type { GoalActivity } from './goal-activity.js';
