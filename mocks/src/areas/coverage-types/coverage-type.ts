// A coverage type: the kind of funding a student's services are covered by.
import type { Row } from '../../db/table.js';

export interface CoverageType extends Row {
  name: string;
  description: string | null;
  /** 1 active, 0 inactive. */
  status: number;
}
