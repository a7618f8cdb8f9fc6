import { describe, expect, it } from 'vitest';
import { call, demo, signIn, useStandIn } from '../test/http.js';

const standIn = useStandIn();

describe('login', () => {
  it('issues an opaque token for the right credentials', async () => {
    const answer = await call(standIn.current, 'login', { json: demo('Office administrator') });
    expect(answer.status).toBe(200);
    expect(answer.body).toEqual({ status: '1', data: expect.stringMatching(/^[0-9a-f]{64}$/), message: 'Login successful' });
  });

  it('takes the email whatever its case', async () => {
    const { email, password } = demo('Therapist');
    const answer = await call(standIn.current, 'login', { json: { email: email.toUpperCase(), password } });
    expect(answer.body).toMatchObject({ status: '1' });
  });

  it('answers status "0" with HTTP 200 for a wrong password or an unknown email', async () => {
    const wrongPassword = await call(standIn.current, 'login', {
      json: { email: demo('Parent').email, password: 'Parent#2025' },
    });
    const unknown = await call(standIn.current, 'login', { json: { email: 'nobody@practice.test', password: 'x' } });
    for (const answer of [wrongPassword, unknown]) {
      expect(answer.status).toBe(200);
      expect(answer.body).toEqual({ status: '0', error: 'These credentials do not match our records.' });
    }
  });

  it('answers 422 with field errors when a field is missing', async () => {
    const answer = await call(standIn.current, 'login', { json: { email: '' } });
    expect(answer.status).toBe(422);
    expect(answer.body).toEqual({
      message: 'The email field is required. (and 1 more error)',
      errors: { email: ['The email field is required.'], password: ['The password field is required.'] },
    });
  });
});

describe('bearer tokens', () => {
  it('answers 401 Unauthenticated without a token or with one never issued', async () => {
    const missing = await call(standIn.current, 'get-user');
    const unknown = await call(standIn.current, 'get-user', { token: 'f'.repeat(64) });
    const malformed = await fetch(new URL('get-user', standIn.current.url), { headers: { authorization: 'Basic abc' } });
    for (const answer of [missing, unknown]) {
      expect(answer.status).toBe(401);
      expect(answer.body).toEqual({ message: 'Unauthenticated.' });
    }
    expect(malformed.status).toBe(401);
  });

  it('answers HTTP 200 with status 302 once the token has expired', async () => {
    const token = await signIn(standIn.current, 'Therapist');
    expect((await call(standIn.current, 'get-user', { token })).status).toBe(200);
    standIn.current.tokens.expire(token);
    const answer = await call(standIn.current, 'get-user', { token });
    expect(answer.status).toBe(200);
    expect(answer.body).toEqual({ status: 302, message: 'Session expired' });
  });

  it('answers status 302 after logout revoked the token', async () => {
    const token = await signIn(standIn.current, 'Parent');
    const logout = await call(standIn.current, 'logout', { token });
    expect(logout.body).toEqual({ status: true, message: 'Successfully logged out' });
    const answer = await call(standIn.current, 'staff-file-notification', { token });
    expect(answer.status).toBe(200);
    expect(answer.body).toEqual({ status: 302, message: 'Session expired' });
  });

  it('expires tokens after their lifetime', async () => {
    const { startStandIn } = await import('../server/stand-in.js');
    const shortLived = await startStandIn({ tokenLifetimeMs: 50 });
    try {
      const token = await signIn(shortLived, 'Parent');
      expect((await call(shortLived, 'get-user', { token })).body).toMatchObject({ status: true });
      await new Promise((resolve) => setTimeout(resolve, 80));
      expect((await call(shortLived, 'get-user', { token })).body).toEqual({ status: 302, message: 'Session expired' });
    } finally {
      await shortLived.close();
    }
  });
});

describe('permission guard', () => {
  it('answers 403 to a user without the permission', async () => {
    const token = await signIn(standIn.current, 'Therapist');
    const answer = await call(standIn.current, 'agency', { token });
    expect(answer.status).toBe(403);
    expect(answer.body).toEqual({ status: false, message: 'You do not have permission to perform this action.' });
  });

  it('passes a user holding the label and the Super Admin', async () => {
    for (const role of ['Office administrator', 'Super Admin'] as const) {
      const token = await signIn(standIn.current, role);
      expect((await call(standIn.current, 'agency', { token })).status).toBe(200);
    }
  });

  it('passes a user whose entry names it as a sub_label only', async () => {
    const therapist = standIn.current.db.userByEmail(demo('Therapist').email)!;
    const saved = therapist.permissions;
    standIn.current.db.users.update(therapist.id, {
      permissions: [...saved, { label: 'Agencies (renamed)', sub_label: 'Agency', method: 'List' }],
    });
    try {
      const token = await signIn(standIn.current, 'Therapist');
      expect((await call(standIn.current, 'agency', { token })).status).toBe(200);
    } finally {
      standIn.current.db.users.update(therapist.id, { permissions: saved });
    }
  });
});
