import { describe, expect, it } from 'vitest';
import { call, demo, useStandIn } from '../../test/http.js';

const standIn = useStandIn();

async function resetTokens(): Promise<Record<string, string>> {
  const response = await fetch(`${standIn.current.origin}/__control/reset-tokens`);
  return (await response.json()) as Record<string, string>;
}

describe('forgot-password', () => {
  it('issues a reset token, readable through the control endpoint', async () => {
    const { email } = demo('Therapist');
    const answer = await call(standIn.current, 'forgot-password', { json: { email } });
    expect(answer.status).toBe(200);
    expect(answer.body).toEqual({ status: true, message: 'We have emailed your password reset link.' });
    expect((await resetTokens())[email]).toMatch(/^[0-9a-f]{64}$/);
  });

  it('answers 422 for an unknown email', async () => {
    const answer = await call(standIn.current, 'forgot-password', { json: { email: 'nobody@practice.test' } });
    expect(answer.status).toBe(422);
    expect(answer.body).toEqual({
      status: false,
      message: "We can't find a user with that email address.",
      errors: { email: ["We can't find a user with that email address."] },
    });
  });

  it('answers 422 when the email is missing', async () => {
    const answer = await call(standIn.current, 'forgot-password', { json: {} });
    expect(answer.status).toBe(422);
    expect(answer.body).toMatchObject({ errors: { email: ['The email field is required.'] } });
  });
});

describe('change-password', () => {
  it('sets the new password with a valid token, once', async () => {
    const { email, password } = demo('Parent');
    await call(standIn.current, 'forgot-password', { json: { email } });
    const token = (await resetTokens())[email];
    const fresh = 'N3w-secret-pass';
    const answer = await call(standIn.current, 'change-password', {
      json: { email, password: fresh, confirm_password: fresh, token },
    });
    expect(answer.status).toBe(200);
    expect(answer.body).toEqual({ status: true, message: 'Your password has been reset.' });

    expect((await call(standIn.current, 'login', { json: { email, password: fresh } })).body).toMatchObject({ status: '1' });
    expect((await call(standIn.current, 'login', { json: { email, password } })).body).toMatchObject({ status: '0' });

    const again = await call(standIn.current, 'change-password', {
      json: { email, password: 'Another-pass1', confirm_password: 'Another-pass1', token },
    });
    expect(again.status).toBe(422);
    expect(again.body).toMatchObject({ message: 'This password reset token is invalid.' });
  });

  it('refuses a token that was never issued', async () => {
    const answer = await call(standIn.current, 'change-password', {
      json: { email: demo('Therapist').email, password: 'Long-enough-1', confirm_password: 'Long-enough-1', token: 'nope' },
    });
    expect(answer.status).toBe(422);
    expect(answer.body).toMatchObject({ message: 'This password reset token is invalid.' });
  });

  it('answers 422 with field errors for a short or mismatched password', async () => {
    const short = await call(standIn.current, 'change-password', {
      json: { email: demo('Therapist').email, password: 'short', confirm_password: 'short', token: 'x' },
    });
    expect(short.status).toBe(422);
    expect(short.body).toMatchObject({
      errors: { password: ['The password field must be at least 8 characters.'] },
    });
    const mismatch = await call(standIn.current, 'change-password', {
      json: { email: demo('Therapist').email, password: 'Long-enough-1', confirm_password: 'Long-enough-2', token: 'x' },
    });
    expect(mismatch.status).toBe(422);
    expect(mismatch.body).toMatchObject({
      errors: { confirm_password: ['The confirm password field must match password.'] },
    });
    const missing = await call<{ errors: Record<string, string[]> }>(standIn.current, 'change-password', { json: {} });
    expect(Object.keys(missing.body.errors).sort()).toEqual(['confirm_password', 'email', 'password', 'token']);
  });
});
