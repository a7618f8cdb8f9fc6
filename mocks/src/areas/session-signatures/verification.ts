// A session's verification: the parent's and the staff member's signatures (who, when) and the sign requests sent
// for it. It is kept on the session row, so every call that answers a session (the calendar, the list view, the
// exports) shows it without asking again.
import type { User } from '../../db/index.js';
import type { Row } from '../../db/table.js';

export interface SessionSignature {
  user_id: number;
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

export const noVerification: SessionVerification = { parent: null, staff: null, requests_sent: 0, last_requested_at: null };

export function signatureOf(user: User, at: string): SessionSignature {
  return { user_id: user.id, name: user.name, signed_at: at };
}
