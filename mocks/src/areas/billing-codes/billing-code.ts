// A billing code: a CPT or HCPCS code (with its modifier) as one funder pays it for one service.
import type { Row } from '../../db/table.js';

export interface BillingCode extends Row {
  /** CPT or HCPCS, e.g. 97153; a district's own rate code for education services. */
  code: string;
  /** HN, HO, HP, U1, ... or null. */
  modifier: string | null;
  description: string;
  /** Dollars per unit. */
  rate: number;
  /** The most units billable in one day (the funder's daily cap). */
  units: number;
  /** Minutes in one unit (15 for the timed ABA codes, 60 for an evaluation). */
  unit_minutes: number;
  /** The funder whose fee schedule this is. */
  payer_id: number;
  /** The service the code bills. */
  service_id: number;
  /** 1 active, 0 inactive. */
  status: number;
}
