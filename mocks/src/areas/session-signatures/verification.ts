// A session's verification: the parent's and the staff member's signatures (who, when) and the sign requests sent
// for it. It is kept on the session row, so every call that answers a session (the calendar, the list view, the
// exports) shows it without asking again.
import type { User } from '../../db/index.js';
import type { Row } from '../../db/table.js';

export interface SessionSignature {
  /** Null for a signature recorded by name only (a guardian without a portal account). */
  user_id: number | null;
  name: string;
  signed_at: string;
}

export interface SessionVerification {
  parent: SessionSignature | null;
  staff: SessionSignature | null;
  /** How many sign requests were sent for the session, and when the last one left. */
  requests_sent: number;
  last_requested_at: string | null;
}

/** Who signs: the student's parent, or the staff side (the session's therapist or the office). */
export type SignerRole = 'parent' | 'staff';

export interface SignRequest extends Row {
  session_id: number;
  recipient_role: SignerRole;
  recipient_id: number;
  recipient_name: string;
  recipient_email: string;
  sent_by_id: number;
  sent_by_name: string;
  sent_at: string;
  /** Sent until the recipient signs the session, then Signed. */
  status: 'Sent' | 'Signed';
}

/** The verification fields a session row may carry: the signatures, or only their summary (seeded rows). */
export interface VerifiedRow {
  verification?: SessionVerification | null;
  verification_status?: string;
  verified_at?: string | null;
  verified_by_name?: string | null;
  sign_requested_at?: string | null;
}

/**
 * A row's verification. A row with only the summary was verified on the family's side (by the guardian it names)
 * and had a request sent when it has a request time.
 */
export function verificationOf(row: VerifiedRow): SessionVerification {
  if (row.verification) return row.verification;
  const requested = row.sign_requested_at ?? null;
  const signed = row.verification_status === 'Verified' && row.verified_by_name && row.verified_at;
  return {
    parent: signed ? { user_id: null, name: row.verified_by_name!, signed_at: row.verified_at! } : null,
    staff: null,
    requests_sent: requested ? 1 : 0,
    last_requested_at: requested,
  };
}

export function signatureOf(user: User, at: string): SessionSignature {
  return { user_id: user.id, name: user.name, signed_at: at };
}
