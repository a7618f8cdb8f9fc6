// A session form template: the form staff fill in after a session, built on a template master.
import type { Row } from '../../db/table.js';

export interface SessionFormTemplate extends Row {
  name: string;
  session_template_master_id: number;
  description: string | null;
  /** Whether the note needs the caregiver's signature before it can be billed. */
  requires_signature: boolean;
  /** 1 active, 0 inactive. */
  status: number;
}
