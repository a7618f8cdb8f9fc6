// The goal tree: a parent goal and its sub-goals (two levels; a sub-goal has none of its own).
import type { Table } from '../../db/table.js';
import type { Goal } from './goal.js';

/** The goal and its sub-goals, live or deleted as asked. */
export function goalTree(table: Table<Goal>, goal: Goal, deleted: boolean): Goal[] {
  return [goal, ...(deleted ? table.deleted() : table.active()).filter((sub) => sub.parent_id === goal.id)];
}
