// The session a session-note call names, checked once for the note calls (index.ts) and the file calls (files.ts):
// found, and of a student the caller sees.
import type { Request, Response } from 'express';
import type { Db } from '../../db/index.js';
import { parseId } from '../../kit/ids.js';
import { callerOf } from '../../server/auth.js';
import { forbidden, notFound, unprocessable } from '../../server/replies.js';
import { FieldErrors, isBlank } from '../../server/validation.js';
import { sessionTable, type ScheduledSession } from '../billing-schedule/sessions.js';
import { seesStudent } from '../students/access.js';
import { students } from '../students/table.js';
import { noteMessages } from './messages.js';
import { mayWriteNote } from './writers.js';

/** The session a call names, when the caller sees its student; undefined after answering. */
export function reachableSession(req: Request, res: Response, db: Db, value: unknown): ScheduledSession | undefined {
  const id = parseId(value);
  const session = id === undefined ? undefined : sessionTable(db).find(id);
  if (!session) {
    if (isBlank(value)) unprocessable(res, new FieldErrors().add('session_id', 'The session id field is required.'));
    else notFound(res, noteMessages.sessionNotFound);
    return undefined;
  }
  const student = students(db).find(session.student_id);
  if (!student || !seesStudent(callerOf(req).user, student)) {
    forbidden(res);
    return undefined;
  }
  return session;
}

/** The session a note write names, when the caller may write its note; undefined after answering. */
export function writableSession(req: Request, res: Response, db: Db, value: unknown): ScheduledSession | undefined {
  const session = reachableSession(req, res, db, value);
  if (session && !mayWriteNote(callerOf(req).user, session)) {
    forbidden(res);
    return undefined;
  }
  return session;
}
