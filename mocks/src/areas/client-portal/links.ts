// A portal link as the API answers it: the token, the web client's address for it, and when it stops working.
import type { Db } from '../../db/index.js';
import { timestamp } from '../../kit/dates.js';
import type { Student } from '../students/student.js';
import { portalPath, portalTokens } from './tokens.js';

export function presentLink(db: Db, student: Student) {
  const link = portalTokens(db).issue(student);
  return { token: link.token, path: portalPath(link.token), expires_at: timestamp(link.expiresAt) };
}
