// A session row: a student's session with a staff member, as the session report reads it and as the calendar books
// it (an appointment is a session row).
import type { Row } from '../../db/table.js';

export interface StudentSession extends Row {
  student_id: number;
  staff_id: number;
  service_id: number;
  billing_code_id: number;
  authorization_id: number | null;
  /** The billing code as billed (97153). */
  hcode: string;
  date: string;
  start_time: string;
  end_time: string;
  units: number;
  /** Scheduled, Completed, Cancelled, No Show. */
  status: string;
  /** Signed, Pending or Missing as stored; the calls answer it through noteStatusOf (Not due, None). */
  note_status: string;
  place_of_service: string;
  /** The appointment's own fields (appointments area); rows written without them (older rows, group meetings) read as unset. */
  location_id?: number | null;
  session_type_id?: number | null;
  /** Shared by every occurrence of a recurring series. */
  series_id?: string | null;
  /** The cancelled session this one makes up for. */
  make_up_for_id?: number | null;
  cancellation?: SessionCancellation | null;
  override?: SessionOverride | null;
  /** Verified, Requested or Unverified. */
  verification_status?: string;
  verified_at?: string | null;
  verified_by_name?: string | null;
  sign_requested_at?: string | null;
}

export interface SessionCancellation {
  /** LATE_CANCEL, NO_SHOW, CANCELLED_BY_STAFF or CANCELLED_BY_FAMILY. */
  type: string;
  reason: string;
  cancelled_at: string;
  cancelled_by_id: number | null;
}

export interface SessionOverride {
  reason: string;
  by_id: number;
  by_name: string;
  at: string;
  /** The conflict kinds it overrode. */
  kinds: string[];
}

/** What a session row holds beyond the session report's fields, before any of it is set. */
export const noAppointmentDetails = {
  location_id: null,
  session_type_id: null,
  series_id: null,
  make_up_for_id: null,
  cancellation: null,
  override: null,
  verification_status: 'Unverified',
  verified_at: null,
  verified_by_name: null,
  sign_requested_at: null,
} as const satisfies Partial<StudentSession>;
