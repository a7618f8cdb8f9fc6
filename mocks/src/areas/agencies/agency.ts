// An agency: the referring or contracting agency a student comes through.
import type { Row } from '../../db/table.js';

export interface Agency extends Row {
  name: string;
  email: string;
  phone: string | null;
  address: string | null;
  city: string | null;
  state: string | null;
  zip: string | null;
  /** 1 active, 0 inactive. */
  status: number;
}
