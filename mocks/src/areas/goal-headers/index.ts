// Goal headers in the API's three versions: v1 at goal-header-*, v2 at v2/goal-header-*, v3 at v3/goal-header-*
// (add, update, delete, list, show each). Each version keeps its own records and takes only its own fields; v2 and
// v3 list in their order. Behind 'Goal Generator'.
import type { Area } from '../../server/area.js';
import { defineResource } from '../../kit/index.js';
import { skillAreasOf } from '../goal-activity/index.js';
import { goalHeaderVersions, type GoalHeader, type GoalHeaderVersion } from './goal-header.js';
import { seedGoalHeaders } from './seed.js';

/** The columns of a v3 header: texts, trimmed, none empty, each once. */
function readColumns(value: unknown): string[] | undefined {
  if (value === undefined) return undefined;
  const list = Array.isArray(value) ? value : typeof value === 'string' ? value.split('\n') : [];
  return [...new Set(list.map((item) => String(item).trim()).filter((item) => item !== ''))];
}

export function goalHeaderResource(version: GoalHeaderVersion) {
  const suffix = version === 1 ? '' : `V${version}`;
  const ordered = version >= 2;
  return defineResource<GoalHeader>({
    name: 'goal header',
    type: `GoalHeader${suffix}`,
    plural: `GoalHeaders${suffix}`,
    title: 'Goal header',
    table: version === 1 ? 'goal_headers' : `goal_headers_v${version}`,
    permission: 'Goal Generator',
    unique: ['name'],
    searchable: ['name'],
    // The ordered versions' lists also filter by skill area, beyond the schema's filter.
    ...(ordered ? { filters: { skill_area_id: 'skill_area_id' } } : {}),
    defaults: { status: 1, ...(version === 3 ? { columns: [] } : {}) },
    ...(ordered ? { order: (a: GoalHeader, b: GoalHeader) => (a.sort_order ?? 0) - (b.sort_order ?? 0) || a.id - b.id } : {}),
    seed: (_faker, db) =>
      seedGoalHeaders(
        version,
        (name) =>
          skillAreasOf(db)
            .active()
            .find((area) => area.name === name)?.id,
      ),
    hooks: {
      beforeSave(values, errors, { db, table, existing }) {
        if (ordered && values.skill_area_id !== undefined && values.skill_area_id !== null && !skillAreasOf(db).find(values.skill_area_id)) {
          errors.add('skill_area_id', 'The selected skill area is invalid.');
        }
        if (ordered && values.sort_order === undefined && !existing) {
          values.sort_order = Math.max(0, ...table.active().map((row) => row.sort_order ?? 0)) + 1;
        }
        if (version === 3) {
          const columns = readColumns(values.columns);
          if (columns !== undefined) values.columns = columns;
        }
        return values;
      },
      present: (db) => {
        const names = new Map(
          skillAreasOf(db)
            .all()
            .map((area) => [area.id, area.name]),
        );
        return (row) => ({
          ...row,
          version,
          ...(ordered ? { skill_area_name: row.skill_area_id ? (names.get(row.skill_area_id) ?? null) : null } : {}),
        });
      },
    },
  });
}

export const goalHeadersArea: Area = {
  name: 'goal-headers',
  after: ['skill-areas'],
  register(router, context) {
    for (const version of goalHeaderVersions) goalHeaderResource(version).register(router, context);
  },
};

export type { GoalHeader, GoalHeaderVersion } from './goal-header.js';
