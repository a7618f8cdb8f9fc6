// A certification: a credential staff hold and the practice tracks (BCBA, RBT, CPR, a state licence).
import type { Row } from '../../db/table.js';

export interface Certification extends Row {
  name: string;
  abbreviation: string | null;
  issuing_body: string | null;
  /** Months a holder's certificate stays valid; null when it never lapses. */
  validity_months: number | null;
  description: string | null;
  /** 1 active, 0 inactive. */
  status: number;
}
