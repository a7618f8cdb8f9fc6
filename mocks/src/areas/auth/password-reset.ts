// POST forgot-password issues a reset token (read back through GET /__control/reset-tokens, there is no mail);
// POST change-password spends it and sets the new password.
import { randomBytes } from 'node:crypto';
import type { Router } from 'express';
import { passwordResetTtlMs } from '../../db/password-resets.js';
import type { AreaContext } from '../../server/area.js';
import { unprocessable } from '../../server/replies.js';
import { FieldErrors } from '../../server/validation.js';
import { nowMs } from '../../kit/clock.js';

export const resetLinkSentMessage = 'We have emailed your password reset link.';
export const unknownEmailMessage = "We can't find a user with that email address.";
export const invalidResetTokenMessage = 'This password reset token is invalid.';
export const passwordResetMessage = 'Your password has been reset.';
export const minimumPasswordLength = 8;

export function registerPasswordReset(router: Router, { db }: AreaContext): void {
  router.post('/forgot-password', (req, res) => {
    const body = (req.body ?? {}) as Record<string, unknown>;
    const errors = new FieldErrors();
    errors.required(body, ['email']);
    errors.email('email', body.email);
    if (!errors.empty) {
      unprocessable(res, errors, { status: false });
      return;
    }
    const user = db.userByEmail(String(body.email));
    if (!user) {
      res.status(422).json({ status: false, message: unknownEmailMessage, errors: { email: [unknownEmailMessage] } });
      return;
    }
    db.passwordResets.set(user.email.toLowerCase(), {
      email: user.email,
      token: randomBytes(32).toString('hex'),
      issuedAt: nowMs(),
    });
    res.json({ status: true, message: resetLinkSentMessage });
  });

  router.post('/change-password', (req, res) => {
    const body = (req.body ?? {}) as Record<string, unknown>;
    const errors = new FieldErrors();
    errors.required(body, ['email', 'password', 'confirm_password', 'token']);
    errors.email('email', body.email);
    errors.minLength('password', body.password, minimumPasswordLength);
    errors.same('confirm_password', body.confirm_password, 'password', body.password);
    if (!errors.empty) {
      unprocessable(res, errors, { status: false });
      return;
    }
    const email = String(body.email).trim().toLowerCase();
    const reset = db.passwordResets.get(email);
    const user = db.userByEmail(email);
    const expired = reset !== undefined && nowMs() - reset.issuedAt >= passwordResetTtlMs;
    if (!reset || !user || reset.token !== body.token || expired) {
      res.status(422).json({
        status: false,
        message: invalidResetTokenMessage,
        errors: { token: [invalidResetTokenMessage] },
      });
      return;
    }
    db.passwords.set(user.id, String(body.password));
    db.passwordResets.delete(email);
    res.json({ status: true, message: passwordResetMessage });
  });
}
