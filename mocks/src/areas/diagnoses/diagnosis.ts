// A diagnosis of the practice's catalogue: an ICD-10-CM code and its description, picked on a student's record.
import type { Row } from '../../db/table.js';

export interface Diagnosis extends Row {
  /** ICD-10-CM, e.g. F84.0. */
  code: string;
  description: string;
  /** The chapter block the code sits in, for grouping in pickers. */
  category: string | null;
  /** 1 active, 0 inactive. */
  status: number;
}
