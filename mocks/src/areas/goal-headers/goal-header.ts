// A goal header: the heading a goal sheet or treatment plan prints above goals. The API has three versions, each its
// own calls and records: v1 a header text; v2 adds the skill area it heads and its place in the order; v3 adds the
// columns printed under it (Baseline, Mastery Criteria, ...).
import type { Row } from '../../db/table.js';

export const goalHeaderVersions = [1, 2, 3] as const;
export type GoalHeaderVersion = (typeof goalHeaderVersions)[number];

export interface GoalHeader extends Row {
  name: string;
  /** v2 and v3. */
  skill_area_id?: number | null;
  /** v2 and v3: ascending. */
  sort_order?: number;
  /** v3. */
  columns?: string[];
  /** 1 active, 0 inactive. */
  status: number;
}
