import { describe, expect, it } from 'vitest';
import { call, signIn, useStandIn } from '../../test/http.js';

const standIn = useStandIn();

describe('POST slogin/{site_id}', () => {
  it('exchanges a valid token for a new one of the same user, scoped to the site', async () => {
    const token = await signIn(standIn.current, 'Super Admin');
    const site = standIn.current.db.organizations.active()[2]!;
    const answer = await call<{ status: boolean; data: { data: string } }>(standIn.current, `slogin/${site.id}`, {
      method: 'POST',
      token,
    });
    expect(answer.status).toBe(200);
    expect(answer.body.status).toBe(true);
    const fresh = answer.body.data.data;
    expect(fresh).not.toBe(token);
    const check = standIn.current.tokens.check(fresh);
    expect(check.state).toBe('valid');
    if (check.state === 'valid') expect(check.session).toMatchObject({ userId: 1, siteId: site.id });
    const me = await call<{ data: { id: number } }>(standIn.current, 'get-user', { token: fresh });
    expect(me.body.data.id).toBe(1);
  });

  it('answers 404 for an organisation that does not exist', async () => {
    const token = await signIn(standIn.current, 'Super Admin');
    const answer = await call(standIn.current, 'slogin/9999', { method: 'POST', token });
    expect(answer.status).toBe(404);
    expect(answer.body).toMatchObject({ message: 'Organization not found.' });
  });

  it('answers 401 for a token it never issued', async () => {
    const answer = await call(standIn.current, 'slogin/1', { method: 'POST', token: 'not-a-token' });
    expect(answer.status).toBe(401);
    expect(answer.body).toEqual({ message: 'Unauthenticated.' });
  });

  it('has a dozen seeded organisations with id, name and status', () => {
    const organizations = standIn.current.db.organizations.active();
    expect(organizations).toHaveLength(12);
    for (const organization of organizations) {
      expect(organization).toMatchObject({ id: expect.any(Number), name: expect.any(String) });
      expect([0, 1]).toContain(organization.status);
    }
  });
});
