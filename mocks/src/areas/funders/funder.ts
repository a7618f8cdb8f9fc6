// A funder (`payers` in the API's paths and tables): an insurer, a Medicaid program, a school district or private pay, whoever pays
// for a student's services.
import type { Row } from '../../db/table.js';

export interface Funder extends Row {
  name: string;
  /** The funder's id at the clearing-house, which claims are sent to ('60054'); null for school districts and private pay. */
  electronic_payer_id: string | null;
  /** Commercial, Medicaid, Medicaid Managed Care, Tricare, School District, Regional Center or Private Pay. */
  type: string;
  email: string | null;
  phone: string | null;
  fax: string | null;
  address: string | null;
  city: string | null;
  state: string | null;
  zip: string | null;
  website: string | null;
  /** 1 active, 0 inactive. */
  status: number;
}

export const funderTypes = [
  'Commercial',
  'Medicaid',
  'Medicaid Managed Care',
  'Tricare',
  'School District',
  'Regional Center',
  'Private Pay',
] as const;
