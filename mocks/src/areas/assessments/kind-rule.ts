// Laravel's `in:skill,preference,health` on a category's type, checked before the kit's own rules run: a create
// or update that names another kind is refused with the field's message.
import type { RequestHandler } from 'express';
import { unprocessable } from '../../server/replies.js';
import { FieldErrors } from '../../server/validation.js';
import { assessmentKinds } from './assessment-category.js';

export const checkAssessmentKind: RequestHandler = (req, res, next) => {
  const body = (req.body ?? {}) as Record<string, unknown>;
  const errors = new FieldErrors();
  errors.oneOf('type', typeof body.type === 'string' ? body.type.trim() : body.type, assessmentKinds);
  if (errors.empty) next();
  else unprocessable(res, errors);
};
