// A group: students taught together in group sessions.
import type { Row } from '../../db/table.js';

export interface Group extends Row {
  name: string;
  description: string | null;
  student_ids: number[];
  /** 1 active, 0 inactive. */
  status: number;
}
