// A target promotion code: a phase a target is promoted through (baseline, acquisition, mastered, ...).
import type { Row } from '../../db/table.js';

export interface TargetPromoCode extends Row {
  code: string;
  name: string;
  /** The phase's colour on graphs, #RRGGBB. */
  color: string | null;
  description: string | null;
  /** 1 active, 0 inactive. */
  status: number;
}
