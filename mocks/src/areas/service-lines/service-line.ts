// A service line: a discipline as the practice delivers it in one setting (ABA therapy at home, speech therapy at
// school). Services belong to a service line; funders are contracted per service line.
import type { Row } from '../../db/table.js';

export interface ServiceLine extends Row {
  name: string;
  /** Short code shown in grids and on invoices: 'ABA-HB'. */
  code: string;
  description: string | null;
  /** 1 active, 0 inactive. */
  status: number;
}
