// A service: one kind of session the practice bills within a service line (ABA direct therapy at home, a speech
// evaluation at school).
import type { Row } from '../../db/table.js';

export interface Service extends Row {
  name: string;
  service_line_id: number;
  description: string | null;
  /** Minutes one billed unit stands for. */
  unit_minutes: number | null;
  /** 1 active, 0 inactive. */
  status: number;
}
