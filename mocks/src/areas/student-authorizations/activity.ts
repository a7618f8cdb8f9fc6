// An authorization's writes in its student's activity history: "Copied authorization PA-12345678.".
import type { Request } from 'express';
import type { Db } from '../../db/index.js';
import { callerOf } from '../../server/auth.js';
import { logActivity } from '../student-activity/activity.js';
import type { StudentAuthorization } from './authorization.js';

export function logAuthorization(db: Db, req: Request, row: StudentAuthorization, action: string): void {
  logActivity(db, {
    studentId: row.student_id,
    user: callerOf(req).user,
    module: 'Authorization',
    action,
    description: `${action[0]!.toUpperCase()}${action.slice(1)} authorization ${row.authorization_number}.`,
  });
}
