// POST login and GET logout. The practice API's bodies are unknown; these are the stand-in's:
// success {status:"1", data:<token>, message}, wrong credentials {status:"0", error} with HTTP 200.
import type { Router } from 'express';
import { bearerToken } from '../../server/auth.js';
import type { AreaContext } from '../../server/area.js';
import { unprocessable } from '../../server/replies.js';
import { FieldErrors } from '../../server/validation.js';

export const loginFailedMessage = 'These credentials do not match our records.';

export function registerLogin(router: Router, { db, tokens, auth }: AreaContext): void {
  router.post('/login', (req, res) => {
    const body = (req.body ?? {}) as Record<string, unknown>;
    const errors = new FieldErrors();
    errors.required(body, ['email', 'password']);
    if (!errors.empty) {
      unprocessable(res, errors);
      return;
    }
    const user = typeof body.email === 'string' ? db.userByEmail(body.email) : undefined;
    const matches = user !== undefined && user.status === 1 && db.passwords.get(user.id) === body.password;
    if (!user || !matches) {
      res.status(200).json({ status: '0', error: loginFailedMessage });
      return;
    }
    res.status(200).json({ status: '1', data: tokens.issue(user.id), message: 'Login successful' });
  });

  router.get('/logout', auth.required, (req, res) => {
    const token = bearerToken(req);
    if (token) tokens.revoke(token);
    res.json({ status: true, message: 'Successfully logged out' });
  });
}
