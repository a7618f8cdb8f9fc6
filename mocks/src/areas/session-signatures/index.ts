// Signatures on sessions: POST verify-sign (the caller signs one session: a parent for their child, staff for the
// practice), POST all-verify-sign (the caller signs several at once; each one that cannot be signed says why),
// POST all-sign-request (asks for the missing signature of each session given, by email to the parent or the
// therapist) and POST sent-sign-request (the requests sent, newest first, paged).
import type { Request, Response } from 'express';
import { holdsPermission } from '../auth/permissions.js';
import type { Db } from '../../db/index.js';
import { listParams, readListQuery, textParam } from '../../kit/list-query.js';
import { paginate } from '../../kit/paginate.js';
import type { Area } from '../../server/area.js';
import { callerOf } from '../../server/auth.js';
import { forbidden, notFound, ok, unprocessable } from '../../server/replies.js';
import { FieldErrors } from '../../server/validation.js';
import { calendarPermission } from '../billing-schedule/index.js';
import { listParam } from '../billing-schedule/filters.js';
import { scheduleRows, sessionTable, type ScheduledSession } from '../billing-schedule/sessions.js';
import { recipientOf, refusalToSign, request, roleOf, sign, signRequests } from './signing.js';
import type { SignRequest } from './verification.js';

/** Most sessions one bulk call takes. */
export const maxBulkSessions = 200;

/** Staff need the calendar's module; a parent signs with no module, their own child's sessions only. */
function mayCall(req: Request, res: Response): boolean {
  const user = callerOf(req).user;
  if (roleOf(user) === 'parent' || holdsPermission(user, calendarPermission)) return true;
  forbidden(res);
  return false;
}

/** The sessions named by session_ids (at least one, at most the bulk limit), or the field's error. */
function sessionsOf(db: Db, req: Request, res: Response): ScheduledSession[] | undefined {
  const ids = listParam(listParams(req), 'session_ids');
  const errors = new FieldErrors();
  if (ids.length === 0) errors.add('session_ids', 'The session ids field is required.');
  else if (ids.length > maxBulkSessions) errors.add('session_ids', `The session ids field must not have more than ${maxBulkSessions} items.`);
  const table = sessionTable(db);
  const sessions = ids.map((id) => table.find(Number(id)));
  if (errors.empty && sessions.some((session) => !session)) errors.add('session_ids', 'The selected session ids are invalid.');
  if (!errors.empty) {
    unprocessable(res, errors);
    return undefined;
  }
  return sessions as ScheduledSession[];
}

/**
 * Does `act` for each session `refuse` finds no reason against, reading each row as it is by then (a session named
 * twice is done once); the others come back with the reason.
 */
function eachSession<T>(
  db: Db,
  sessions: readonly ScheduledSession[],
  refuse: (session: ScheduledSession) => string | undefined,
  act: (session: ScheduledSession) => T,
) {
  const done: T[] = [];
  const skipped: { session_id: number; reason: string }[] = [];
  for (const { id } of sessions) {
    const session = sessionTable(db).find(id)!;
    const reason = refuse(session);
    if (reason) skipped.push({ session_id: id, reason });
    else done.push(act(session));
  }
  return { done, skipped };
}

/** A request as the list shows it: the session's day, time and student beside who it went to. */
function presentRequests(db: Db, requests: readonly SignRequest[]) {
  const table = sessionTable(db);
  const sessions = requests.map((item) => table.get(item.session_id)).filter((session): session is ScheduledSession => session !== undefined);
  const rows = new Map(scheduleRows(db, sessions).map((row) => [row.id, row]));
  return requests.map((item) => {
    const row = rows.get(item.session_id);
    return {
      ...item,
      session_date: row?.date ?? null,
      start_time: row?.start_time ?? null,
      student_name: row?.student_name ?? null,
      staff_name: row?.staff_name ?? null,
    };
  });
}

export const sessionSignaturesArea: Area = {
  name: 'session-signatures',
  after: ['student-sessions', 'students'],
  register(router, { db, auth }) {
    const requests = signRequests(db);

    router.post('/verify-sign', auth.required, (req, res) => {
      if (!mayCall(req, res)) return;
      const user = callerOf(req).user;
      const id = textParam(listParams(req), 'session_id');
      const session = id && /^\d+$/.test(id) ? sessionTable(db).find(Number(id)) : undefined;
      if (!session) return notFound(res, 'Session not found.');
      const refusal = refusalToSign(db, session, roleOf(user), user);
      if (refusal) {
        const errors = new FieldErrors();
        errors.add('session_id', refusal);
        return unprocessable(res, errors);
      }
      ok(res, { message: 'Session verified.', data: { session_id: session.id, verification: sign(db, session, user) } });
    });

    router.post('/all-verify-sign', auth.required, (req, res) => {
      if (!mayCall(req, res)) return;
      const user = callerOf(req).user;
      const sessions = sessionsOf(db, req, res);
      if (!sessions) return;
      const { done: verified, skipped } = eachSession(
        db,
        sessions,
        (session) => refusalToSign(db, session, roleOf(user), user),
        (session) => {
          sign(db, session, user);
          return session.id;
        },
      );
      ok(res, { message: `${verified.length} session(s) verified.`, data: { verified, skipped } });
    });

    router.post('/all-sign-request', auth.required, auth.requirePermission(calendarPermission), (req, res) => {
      const sender = callerOf(req).user;
      const sessions = sessionsOf(db, req, res);
      if (!sessions) return;
      const { done: sent, skipped } = eachSession(
        db,
        sessions,
        (session) => {
          const to = recipientOf(db, session);
          return to ? refusalToSign(db, session, to.role) : 'This session is already verified by everyone who signs it.';
        },
        (session) => request(db, session, recipientOf(db, session)!, sender),
      );
      ok(res, { message: `${sent.length} sign request(s) sent.`, data: { sent: presentRequests(db, sent), skipped } });
    });

    router.post('/sent-sign-request', auth.required, auth.requirePermission(calendarPermission), (req, res) => {
      const query = readListQuery(req, 50);
      const sessionId = textParam(query.params, 'session_id');
      const status = textParam(query.params, 'status')?.toLowerCase();
      const search = query.search.toLowerCase();
      const rows = presentRequests(db, requests.active())
        .filter((row) => (!sessionId || String(row.session_id) === sessionId) && (!status || row.status.toLowerCase() === status))
        .filter(
          (row) => !search || [row.recipient_name, row.recipient_email, row.student_name ?? ''].some((text) => text.toLowerCase().includes(search)),
        )
        .sort((a, b) => b.sent_at.localeCompare(a.sent_at) || b.id - a.id);
      ok(res, { data: paginate(rows, query.page, query.perPage) });
    });
  },
};
