// The headers a practice's treatment plans use, in each version's shape.
import type { NewRow } from '../../db/table.js';
import { timestamp } from '../../kit/dates.js';
import type { GoalHeader, GoalHeaderVersion } from './goal-header.js';

const headers: readonly [string, string][] = [
  ['Communication Goals', 'Manding'],
  ['Language Comprehension', 'Listener Responding'],
  ['Social Goals', 'Social Skills'],
  ['Play Skills', 'Independent Play'],
  ['Self-Care Goals', 'Personal Hygiene'],
  ['Behavior Reduction', 'Emotional Regulation'],
  ['Academic Readiness', 'Math'],
];

const columns = ['Baseline', 'Mastery Criteria', 'Target Date'];

export function seedGoalHeaders(version: GoalHeaderVersion, skillAreaId: (name: string) => number | undefined): NewRow<GoalHeader>[] {
  const created = timestamp(new Date(`2026-0${version}-15T14:00:00Z`));
  return headers.map(([name, area], index) => ({
    name,
    ...(version >= 2 ? { skill_area_id: skillAreaId(area) ?? null, sort_order: index + 1 } : {}),
    ...(version === 3 ? { columns: index % 2 === 0 ? columns : columns.slice(0, 2) } : {}),
    status: 1,
    created_at: created,
    updated_at: created,
    deleted_at: null,
  }));
}
