// A goal (target playlist): a student's goal in a skill area, a parent goal or a sub-goal of one, with its targets
// in playlist order and its values for the practice's goal attributes.
import type { Row } from '../../db/table.js';

export interface GoalTarget {
  id: number;
  name: string;
  /** Baseline, In Training, Mastered or On Hold. */
  status: string;
  mastery_criteria: string | null;
}

export interface GoalAttributeValue {
  attribute_id: number;
  value: string | null;
}

export interface Goal extends Row {
  name: string;
  description: string | null;
  skill_area_id: number | null;
  /** 1 active, 0 inactive. */
  status: number;
  student_id: number | null;
  /** The parent goal; null for a parent goal. A sub-goal has no sub-goals (the tree is two levels deep). */
  parent_id: number | null;
  progress_status: string;
  recording_type: string;
  mastery_criteria: string | null;
  /** YYYY-MM-DD. */
  start_date: string | null;
  target_date: string | null;
  /** The playlist, in order. */
  targets: GoalTarget[];
  attribute_values: GoalAttributeValue[];
  /** The import that created the goal. */
  import_id: number | null;
}

export const progressStatuses = ['Baseline', 'In Progress', 'Mastered', 'On Hold', 'Discontinued'] as const;
export const recordingTypes = ['Percentage', 'Frequency', 'Duration', 'Task Analysis'] as const;
export const targetStatuses = ['Baseline', 'In Training', 'Mastered', 'On Hold'] as const;
