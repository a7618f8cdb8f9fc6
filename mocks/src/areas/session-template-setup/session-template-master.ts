// A session template master: the master note layout of one session type, as a funder group expects it.
import type { Row } from '../../db/table.js';

export interface SessionTemplateMaster extends Row {
  name: string;
  session_template_type_id: number;
  description: string | null;
  /** 1 active, 0 inactive. */
  status: number;
}
