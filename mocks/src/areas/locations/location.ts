// A location where the practice delivers services: a clinic, a school, a community site, the home.
import type { Row } from '../../db/table.js';

export interface Location extends Row {
  name: string;
  address: string | null;
  city: string | null;
  state: string | null;
  zip: string | null;
  phone: string | null;
  /** The CMS place-of-service code billed for sessions here: 11 office, 12 home, 03 school, 99 other. */
  place_of_service: string | null;
  /** 1 active, 0 inactive. */
  status: number;
}
