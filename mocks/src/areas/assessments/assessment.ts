// An assessment of the catalogue (VB-MAPP, a preference assessment, a health history form), in one category.
import type { Row } from '../../db/table.js';

export interface Assessment extends Row {
  name: string;
  abbreviation: string | null;
  assessment_category_id: number;
  description: string | null;
  /** Months before a student's assessment is due again; null when it is taken once. */
  reassess_months: number | null;
  /** 1 active, 0 inactive. */
  status: number;
}
