// A goal activity: what is worked on in one activity session (Circle Time, Table Work, ...): its description, the
// skill area and the target it practises.
import type { Row } from '../../db/table.js';

export interface GoalActivity extends Row {
  session_name: string;
  description: string;
  skill_area_id: number | null;
  target_name: string;
  /** 1 active, 0 inactive. */
  status: number;
}
