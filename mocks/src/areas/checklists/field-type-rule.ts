// Laravel's `in:` rule on a dynamic field's type, checked before the kit's own rules; an update that does not send
// the type keeps the one it has.
import type { RequestHandler } from 'express';
import { unprocessable } from '../../server/replies.js';
import { FieldErrors } from '../../server/validation.js';
import { dynamicFieldTypes } from './dynamic-field.js';

export const checkDynamicFieldType: RequestHandler = (req, res, next) => {
  const value = (req.body as Record<string, unknown> | undefined)?.field_type;
  const errors = new FieldErrors();
  errors.oneOf('field_type', typeof value === 'string' ? value.trim() : value, dynamicFieldTypes);
  if (errors.empty) next();
  else unprocessable(res, errors);
};
