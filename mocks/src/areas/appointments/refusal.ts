// A refused booking answers 422 with the conflicts (kind, message, the clashing appointment) and each message also
// under the field it concerns, so a form can show it beside that field.
import type { Response } from 'express';
import { unprocessable } from '../../server/replies.js';
import { FieldErrors } from '../../server/validation.js';
import type { Conflict, ConflictKind } from './conflicts.js';

const fieldOf: Record<ConflictKind, string> = {
  STAFF: 'staff_id',
  STUDENT: 'student_id',
  LOCATION: 'location_id',
  AVAILABILITY: 'staff_id',
  CREDENTIAL: 'staff_id',
  AUTHORIZATION: 'service_id',
  UNITS: 'ends_at',
};

export function refuseConflicts(res: Response, conflicts: readonly Conflict[]): void {
  const errors = new FieldErrors();
  for (const found of conflicts) errors.add(fieldOf[found.kind], found.message);
  unprocessable(res, errors, { conflicts });
}

export function refuseOverride(res: Response, message: string): void {
  res.status(403).json({ status: false, message });
}
