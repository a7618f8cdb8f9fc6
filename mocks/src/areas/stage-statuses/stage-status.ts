// A stage status: one status a record can hold within a stage (e.g. Intake: Awaiting documents).
import type { Row } from '../../db/table.js';

export interface StageStatus extends Row {
  name: string;
  stage_status_master_id: number;
  /** The badge colour, #rrggbb. */
  color: string | null;
  description: string | null;
  sort_order: number;
  /** 1 active, 0 inactive. */
  status: number;
}
