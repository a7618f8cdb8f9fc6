// A staff title (the API's user group): BCBA, RBT, Clinical Director, ...
import type { Row } from '../../db/table.js';

export interface StaffTitle extends Row {
  name: string;
  description: string | null;
  /** 1 active, 0 inactive. */
  status: number;
}
