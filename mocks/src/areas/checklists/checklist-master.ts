// A checklist master: a named checklist the office works through for a student or a staff member.
import type { Row } from '../../db/table.js';

export interface ChecklistMaster extends Row {
  name: string;
  /** Student or Staff: whose record the checklist is kept on. */
  applies_to: string;
  description: string | null;
  /** 1 active, 0 inactive. */
  status: number;
}
