// A program category: a folder of the program tree a student's programs are filed under; clone copies one.
import type { Row } from '../../db/table.js';

export interface ProgramCategory extends Row {
  name: string;
  description: string | null;
  /** Position among its siblings in the program tree. */
  sort_order: number;
  /** 1 active, 0 inactive. */
  status: number;
}
