// A stage status master: one stage of a pipeline the practice moves records through (referral, intake, ...).
import type { Row } from '../../db/table.js';

export interface StageStatusMaster extends Row {
  name: string;
  /** The pipeline the stage belongs to: Client intake, Staff onboarding, Authorization renewal, ... */
  pipeline: string | null;
  description: string | null;
  /** Position of the stage in its pipeline. */
  sort_order: number;
  /** 1 active, 0 inactive. */
  status: number;
}
