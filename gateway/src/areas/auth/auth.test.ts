// The sign-in area end to end: GraphQL → gateway → stand-in practice API, over real HTTP.
import { demoUsers } from '@portal/mocks';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startStack, type Stack } from '../../test/stack.js';

let stack: Stack;
beforeAll(async () => {
  stack = await startStack();
});
afterAll(() => stack.stop());

const LOGIN = `mutation($email: String!, $password: String!) {
  login(email: $email, password: $password) { token userId name email userType isSuperAdmin permissions { label subLabel method } }
}`;
const ME = '{ me { id name email userType isSuperAdmin profileImageUrl userMeta { metaKey metaValue } permissions { label subLabel method } } }';

describe('login', () => {
  it('returns the session the client keeps', async () => {
    const office = demoUsers.find((u) => u.role === 'Office administrator')!;
    const answer = await stack.gql<{ login: Record<string, unknown> & { permissions: unknown[] } }>(LOGIN, {
      email: office.email,
      password: office.password,
    });
    expect(answer.errors).toBeUndefined();
    const session = answer.data!.login;
    expect(session.token).toEqual(expect.any(String));
    expect(session.email).toBe(office.email);
    expect(session.isSuperAdmin).toBe(false);
    expect(session.permissions.length).toBeGreaterThan(10);
    expect(session.permissions[0]).toEqual({ label: expect.any(String), subLabel: expect.any(String), method: expect.any(String) });
  });

  it('marks the Super Admin', async () => {
    const admin = demoUsers.find((u) => u.role === 'Super Admin')!;
    const answer = await stack.gql<{ login: { isSuperAdmin: boolean; userType: string } }>(LOGIN, { email: admin.email, password: admin.password });
    expect(answer.data?.login).toMatchObject({ isSuperAdmin: true, userType: 'Super Admin' });
  });

  it("fails with LOGIN_FAILED and the API's own error text", async () => {
    const answer = await stack.gql(LOGIN, { email: 'office@practice.test', password: 'wrong' });
    expect(answer.errors?.[0]).toMatchObject({
      message: 'These credentials do not match our records.',
      extensions: { code: 'LOGIN_FAILED' },
    });
  });

  it('sends the token to the API exactly as the caller gave it', async () => {
    const token = await stack.signIn('Therapist');
    stack.standIn.calls.reset();
    await stack.gql(ME, {}, token);
    const call = stack.standIn.calls.list().find((c) => c.path === 'get-user');
    expect(call?.authorization).toBe(`Bearer ${token}`);
  });
});

describe('the signed-in user', () => {
  it('answers me with the profile image URL built from user_meta and the image base path, and null without a picture', async () => {
    type Me = { me: { profileImageUrl: string | null; userMeta: { metaKey: string; metaValue: string }[] } };
    // The office administrator's demo account has a picture (user-2.png), the therapist's none.
    const office = (await stack.gql<Me>(ME, {}, await stack.signIn('Office administrator'))).data!.me;
    expect(office.userMeta).toContainEqual({ metaKey: 'profile_image', metaValue: 'user-2.png' });
    expect(office.profileImageUrl).toMatch(/^http:\/\/127\.0\.0\.1:\d+\/.*user-2\.png$/);
    const picture = await fetch(office.profileImageUrl!);
    expect(picture.status).toBe(200);
    expect(picture.headers.get('content-type')).toBe('image/png');
    const therapist = (await stack.gql<Me>(ME, {}, await stack.signIn('Therapist'))).data!.me;
    expect(therapist.userMeta.map((meta) => meta.metaKey)).not.toContain('profile_image');
    expect(therapist.profileImageUrl).toBeNull();
  });

  it('splits the document notice at its colon', async () => {
    const token = await stack.signIn('Therapist');
    const answer = await stack.gql<{ documentNotification: Record<string, unknown> }>(
      '{ documentNotification { message lead highlight pendingFileCount } }',
      {},
      token,
    );
    const notice = answer.data!.documentNotification;
    expect(typeof notice.pendingFileCount).toBe('number');
    const message = String(notice.message);
    if (message.includes(':')) {
      expect(notice.lead).toBe(message.slice(0, message.indexOf(':')).trim());
      expect(notice.highlight).toBe(message.slice(message.indexOf(':') + 1).trim());
    }
  });

  it('is UNAUTHENTICATED without a token', async () => {
    const answer = await stack.gql(ME);
    expect(answer.errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED');
  });

  it('logout ends the session: the next call is SESSION_EXPIRED', async () => {
    const token = await stack.signIn('Parent');
    const out = await stack.gql<{ logout: { ok: boolean; message: string } }>('mutation { logout { ok message } }', {}, token);
    expect(out.data?.logout.ok).toBe(true);
    expect(out.data?.logout.message).toEqual(expect.any(String));
    const after = await stack.gql(ME, {}, token);
    expect(after.errors?.[0]?.extensions?.code).toBe('SESSION_EXPIRED');
  });
});

describe('passwords', () => {
  it("forgotPassword returns the API's message, and its failure carries the API's message", async () => {
    const ok = await stack.gql<{ forgotPassword: { message: string } }>('mutation($e: String!) { forgotPassword(email: $e) { ok message } }', {
      e: 'therapist@practice.test',
    });
    expect(ok.data?.forgotPassword.message).toEqual(expect.any(String));
    const unknown = await stack.gql('mutation($e: String!) { forgotPassword(email: $e) { ok message } }', { e: 'nobody@nowhere.test' });
    expect(unknown.errors?.[0]?.extensions?.code).toBe('BAD_USER_INPUT');
    expect(unknown.errors?.[0]?.message).toMatch(/find a user/);
  });

  it('changePassword with the reset token sets a password that then signs in', async () => {
    const email = 'parent@practice.test';
    await stack.gql('mutation($e: String!) { forgotPassword(email: $e) { ok } }', { e: email });
    const tokens = (await (await fetch(new URL('/__control/reset-tokens', stack.standIn.url))).json()) as Record<string, string>;
    const token = tokens[email];
    expect(token).toEqual(expect.any(String));
    const mutation = 'mutation($i: ChangePasswordInput!) { changePassword(input: $i) { ok message } }';
    const mismatch = await stack.gql(mutation, { i: { email, token, password: 'NewPass#2026', confirmPassword: 'Other#2026' } });
    expect(mismatch.errors?.[0]?.extensions?.code).toBe('BAD_USER_INPUT');
    const changed = await stack.gql<{ changePassword: { message: string } }>(mutation, {
      i: { email, token, password: 'NewPass#2026', confirmPassword: 'NewPass#2026' },
    });
    expect(changed.errors).toBeUndefined();
    expect(changed.data?.changePassword.message).toEqual(expect.any(String));
    const login = await stack.gql(LOGIN, { email, password: 'NewPass#2026' });
    expect(login.errors).toBeUndefined();
  });
});

describe('organisation sign-on', () => {
  const ORG = 'mutation($s: ID!, $t: String!) { organizationLogin(siteId: $s, token: $t) { token userId isSuperAdmin } }';

  it('sends the route token as the bearer and returns a new session', async () => {
    const token = await stack.signIn('Super Admin');
    stack.standIn.calls.reset();
    const answer = await stack.gql<{ organizationLogin: { token: string } }>(ORG, { s: '1', t: token });
    expect(answer.errors).toBeUndefined();
    expect(answer.data?.organizationLogin.token).not.toBe(token);
    const call = stack.standIn.calls.list().find((c) => c.path === 'slogin/1');
    expect(call?.authorization).toBe(`Bearer ${token}`);
    expect(call?.method).toBe('POST');
  });

  it('refuses a site id that would walk the path, without calling the API', async () => {
    const token = await stack.signIn('Super Admin');
    stack.standIn.calls.reset();
    for (const s of ['..', '1/../../get-user', '1?x=1', '1#a']) {
      const answer = await stack.gql(ORG, { s, t: token });
      expect(answer.errors?.[0]?.extensions?.code).toBe('BAD_USER_INPUT');
    }
    expect(stack.standIn.calls.list().filter((c) => c.path.startsWith('slogin'))).toHaveLength(0);
  });
});
