// A goal (target playlist): what forms that pick a goal need.
import type { Row } from '../../db/table.js';

export interface Goal extends Row {
  name: string;
  description: string | null;
  skill_area_id: number | null;
  /** 1 active, 0 inactive. */
  status: number;
}
