// The Super Admin's organisation switch: slogin/{site_id} with the caller's own token, answered as a full session.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startStack, type Stack } from '../../test/stack.js';

let stack: Stack;
beforeAll(async () => {
  stack = await startStack();
});
afterAll(() => stack.stop());

const SWITCH = 'mutation($s: ID!) { switchOrganization(siteId: $s) { token userId email isSuperAdmin permissions { label } } }';

describe('switchOrganization', () => {
  it("sends the caller's own token and returns a new session that works", async () => {
    const token = await stack.signIn('Super Admin');
    stack.standIn.calls.reset();
    const answer = await stack.gql<{ switchOrganization: { token: string; email: string; isSuperAdmin: boolean } }>(SWITCH, { s: '2' }, token);
    expect(answer.errors).toBeUndefined();
    const session = answer.data!.switchOrganization;
    expect(session).toMatchObject({ email: 'admin@practice.test', isSuperAdmin: true });
    expect(session.token).not.toBe(token);
    const call = stack.standIn.calls.list().find((c) => c.path === 'slogin/2');
    expect(call).toMatchObject({ method: 'POST', authorization: `Bearer ${token}` });
    expect(stack.standIn.tokens.check(session.token)).toMatchObject({ state: 'valid', session: { siteId: 2 } });
    const me = await stack.gql<{ me: { email: string } }>('{ me { email } }', {}, session.token);
    expect(me.data?.me.email).toBe('admin@practice.test');
  });

  it('answers NOT_FOUND for a deleted organisation, and UNAUTHENTICATED without a token', async () => {
    const token = await stack.signIn('Super Admin');
    const removed = await stack.gql('mutation { deleteOrganization(id: "3", redirectTo: "/organization") { ok } }', {}, token);
    expect(removed.errors).toBeUndefined();
    const answer = await stack.gql(SWITCH, { s: '3' }, token);
    expect(answer.errors?.[0]?.extensions?.code).toBe('NOT_FOUND');
    expect((await stack.gql(SWITCH, { s: '1' })).errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED');
  });
});

describe('the organisation list', () => {
  it('is the Super Admin’s alone', async () => {
    for (const role of ['Office administrator', 'Therapist'] as const) {
      const token = await stack.signIn(role);
      const answer = await stack.gql('{ organizations { nodes { id } } }', {}, token);
      expect(answer.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
    }
    const admin = await stack.signIn('Super Admin');
    const answer = await stack.gql<{ organizations: { pageInfo: { total: number } } }>('{ organizations { pageInfo { total } } }', {}, admin);
    expect(answer.data?.organizations.pageInfo.total).toBeGreaterThan(5);
  });
});
