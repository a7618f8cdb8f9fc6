// A goal as the API answers it: the record with its student's and parent's names, counts, the playlist with each
// target's place, and its attribute values named; show-goal adds the sub-goals.
import type { Db } from '../../db/index.js';
import type { Table } from '../../db/table.js';
import { skillAreaResource, type SkillArea } from '../skill-areas/index.js';
import { students } from '../students/table.js';
import type { GoalAttribute } from '../goal-attributes/goal-attribute.js';
import type { Goal } from './goal.js';

export const goalsTable = 'goals';

export function studentName(student: { first_name: string; last_name: string }): string {
  return `${student.first_name} ${student.last_name}`;
}

export function presentGoals(db: Db): (row: Goal) => Record<string, unknown> {
  const goals = db.table<Goal>(goalsTable);
  const studentTable = students(db);
  const areas = new Map(
    db
      .table<SkillArea>(skillAreaResource.spec.table)
      .all()
      .map((area) => [area.id, area.name]),
  );
  const attributes = new Map(
    db
      .table<GoalAttribute>('goal_attributes')
      .active()
      .map((attribute) => [attribute.id, attribute]),
  );
  const subCounts = new Map<number, number>();
  for (const goal of goals.active()) if (goal.parent_id !== null) subCounts.set(goal.parent_id, (subCounts.get(goal.parent_id) ?? 0) + 1);
  return (row) => {
    const student = row.student_id !== null ? studentTable.get(row.student_id) : undefined;
    const { attribute_values: values, ...fields } = row;
    return {
      ...fields,
      student_name: student ? studentName(student) : null,
      skill_area_name: row.skill_area_id !== null ? (areas.get(row.skill_area_id) ?? null) : null,
      parent_name: row.parent_id !== null ? (goals.get(row.parent_id)?.name ?? null) : null,
      sub_goal_count: subCounts.get(row.id) ?? 0,
      target_count: row.targets.length,
      targets: row.targets.map((target, index) => ({ ...target, position: index + 1 })),
      attributes: values.flatMap((value) => {
        const attribute = attributes.get(value.attribute_id);
        return attribute ? [{ attribute_id: attribute.id, name: attribute.name, field_type: attribute.field_type, value: value.value }] : [];
      }),
      sub_goals: null,
    };
  };
}

/** show-goal's answer: the goal with its live sub-goals. */
export function presentGoalTree(db: Db, table: Table<Goal>, row: Goal): Record<string, unknown> {
  const present = presentGoals(db);
  return {
    ...present(row),
    sub_goals: table
      .active()
      .filter((goal) => goal.parent_id === row.id)
      .map(present),
  };
}
