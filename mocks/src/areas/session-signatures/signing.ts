// Signing sessions and asking for signatures. A session is signed once per side (its student's parent, the staff
// side), only once it has taken place and only when it was held (not cancelled, not a no-show). A parent signs only
// their own child's sessions. A sign request goes to the one who has not signed yet: the parent or the session's
// therapist.
import type { Db, User } from '../../db/index.js';
import type { NewRow } from '../../db/table.js';
import { timestamp, today } from '../../kit/dates.js';
import { students } from '../students/table.js';
import { sessionTable, type ScheduledSession } from '../billing-schedule/sessions.js';
import { signatureOf, verificationOf, type SessionVerification, type SignerRole, type SignRequest } from './verification.js';
import * as clock from '../../kit/clock.js';

export const signRequestsTable = 'session_sign_requests';

const unheld = new Set(['Cancelled', 'No Show']);

/** The requests the seeded sessions say were sent (Requested, with a time): one each, from the practice's office. */
function seedRequests(db: Db): NewRow<SignRequest>[] {
  const office = db.users.active().find((user) => user.user_type === 'Office Administrator');
  if (!office) return [];
  return sessionTable(db)
    .active()
    .flatMap((session) => {
      const sentAt = session.sign_requested_at;
      const to = session.verification_status === 'Requested' && sentAt ? recipientOf(db, session) : undefined;
      if (!to || !sentAt) return [];
      return [
        {
          session_id: session.id,
          recipient_role: to.role,
          recipient_id: to.user.id,
          recipient_name: to.user.name,
          recipient_email: to.user.email,
          sent_by_id: office.id,
          sent_by_name: office.name,
          sent_at: sentAt,
          status: 'Sent' as const,
        },
      ];
    });
}

export function signRequests(db: Db) {
  return db.defineTable<SignRequest>(signRequestsTable, () => seedRequests(db));
}

/** The side a user signs for: a parent signs as the parent, everyone else as staff. */
export function roleOf(user: User): SignerRole {
  return user.user_type === 'Parent' ? 'parent' : 'staff';
}

/**
 * The verification and its summary as the appointment shows it: Verified once anyone signed (the latest signature
 * names who and when), Requested once a request was sent, else Unverified.
 */
function verificationChanges(verification: SessionVerification): Partial<ScheduledSession> {
  const signatures = [verification.parent, verification.staff].filter((signature) => signature !== null);
  const latest = signatures.sort((a, b) => b.signed_at.localeCompare(a.signed_at))[0];
  return {
    verification,
    verification_status: latest ? 'Verified' : verification.requests_sent > 0 ? 'Requested' : 'Unverified',
    verified_at: latest?.signed_at ?? null,
    verified_by_name: latest?.name ?? null,
    sign_requested_at: verification.last_requested_at,
  };
}

/** Why the session cannot be signed by that side now, or undefined when it can. */
export function refusalToSign(db: Db, session: ScheduledSession, role: SignerRole, user?: User): string | undefined {
  if (unheld.has(session.status)) return `A session marked ${session.status} cannot be verified.`;
  if (session.date > today()) return 'A session can be verified once it has taken place.';
  const signed = verificationOf(session)[role];
  if (signed) return `This session was already verified by ${signed.name}.`;
  if (user && role === 'parent' && students(db).find(session.student_id)?.parent_id !== user.id)
    return 'Only the student’s parent can verify this session.';
  return undefined;
}

/** Signs the session for the user's side; the requests sent to that side are then signed too. */
export function sign(db: Db, session: ScheduledSession, user: User, now = clock.now()): SessionVerification {
  const role = roleOf(user);
  const verification = { ...verificationOf(session), [role]: signatureOf(user, timestamp(now)) };
  sessionTable(db).update(session.id, verificationChanges(verification));
  const requests = signRequests(db);
  for (const request of requests.active()) {
    if (request.session_id === session.id && request.recipient_role === role && request.status === 'Sent')
      requests.update(request.id, { status: 'Signed' });
  }
  return verification;
}

/** Who a request for the session goes to: its student's parent, else its therapist; undefined when no one can sign. */
export function recipientOf(db: Db, session: ScheduledSession): { role: SignerRole; user: User } | undefined {
  const verification = verificationOf(session);
  const parentId = students(db).find(session.student_id)?.parent_id ?? null;
  const parent = parentId === null ? undefined : db.users.find(parentId);
  if (!verification.parent && parent) return { role: 'parent', user: parent };
  const staff = db.users.find(session.staff_id);
  if (!verification.staff && staff) return { role: 'staff', user: staff };
  return undefined;
}

/** Records a request sent for the session and counts it on the session. */
export function request(db: Db, session: ScheduledSession, to: { role: SignerRole; user: User }, sender: User, now = clock.now()): SignRequest {
  const at = timestamp(now);
  const verification = verificationOf(session);
  sessionTable(db).update(session.id, verificationChanges({ ...verification, requests_sent: verification.requests_sent + 1, last_requested_at: at }));
  return signRequests(db).insert({
    session_id: session.id,
    recipient_role: to.role,
    recipient_id: to.user.id,
    recipient_name: to.user.name,
    recipient_email: to.user.email,
    sent_by_id: sender.id,
    sent_by_name: sender.name,
    sent_at: at,
    status: 'Sent',
  });
}
