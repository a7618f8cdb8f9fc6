// A student's authorization: the funder's approval of a number of units of a service between two dates, and the
// services and billing codes it covers. `total_units` is the form's name for the units authorized.
import type { Row } from '../../db/table.js';

export interface StudentAuthorization extends Row {
  student_id: number;
  funder_id: number;
  service_id: number;
  service_line_id: number | null;
  /** The supervising BCBA (a staff user). */
  bcba_id: number | null;
  authorization_number: string;
  /** YYYY-MM-DD, inclusive. */
  start_date: string;
  /** YYYY-MM-DD, inclusive. */
  end_date: string;
  total_units: number;
  units_used: number;
  /** Minutes one unit stands for. */
  unit_minutes: number;
  frequency: AuthorizationFrequency;
  status: AuthorizationStatus;
  /** The authorization this one was copied from. */
  copied_from_id: number | null;
  notes: string | null;
}

export const authorizationFrequencies = ['Total', 'Weekly', 'Monthly'] as const;
export type AuthorizationFrequency = (typeof authorizationFrequencies)[number];

export const authorizationStatuses = ['Approved', 'Pending', 'Denied'] as const;
export type AuthorizationStatus = (typeof authorizationStatuses)[number];

/** One service an authorization covers, with the billing code it is billed under and its share of the units. */
export interface AuthorizationService extends Row {
  authorization_id: number;
  service_id: number;
  billing_code_id: number;
  total_units: number;
  units_used: number;
  rate: number;
}

export const authorizationsTable = 'student_authorizations';
export const authorizationServicesTable = 'student_authorization_services';
