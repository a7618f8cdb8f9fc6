// A BCBA task: one item of the task list supervision and case work is logged against.
import type { Row } from '../../db/table.js';

export interface BcbaTask extends Row {
  /** The task list's code, e.g. F-3. */
  code: string;
  name: string;
  /** The content area, e.g. Behavior Assessment. */
  category: string | null;
  description: string | null;
  /** 1 active, 0 inactive. */
  status: number;
}
