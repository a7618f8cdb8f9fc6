// A signed-in browser context without the sign-in screen: the gateway's own `login` call answers the session, and
// the client's session store writes it into the storage state the context starts with, exactly as a sign-in on the
// screen would have left it. The sign-in screen itself has journeys of its own (signin.e2e.ts, access.e2e.ts).
import type { BrowserContextOptions } from '@playwright/test';
import type { SignedInUser } from '../../src/session/session';
import { createSessionStore } from '../../src/session/store';
import { demoSignIn, type DemoRole } from './browser';

const LoginMutation = `mutation TestSignIn($email: String!, $password: String!) {
  login(email: $email, password: $password) { token userId name email userType permissions { label subLabel method } }
}`;

/** Asks the gateway at `portalUrl` to sign a demo user in. */
export async function loginAs(portalUrl: string, role: DemoRole): Promise<SignedInUser> {
  const { email, password } = demoSignIn(role);
  const response = await fetch(new URL('/graphql', portalUrl), {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'apollo-require-preflight': 'true' },
    body: JSON.stringify({ query: LoginMutation, variables: { email, password } }),
  });
  const body = (await response.json()) as { data?: { login: SignedInUser }; errors?: { message: string }[] };
  if (!body.data) throw new Error(`Signing in as ${role} was refused: ${(body.errors ?? []).map((error) => error.message).join('; ')}`);
  return body.data.login;
}

/** The localStorage entries the client's session store writes for `user`. */
function storedEntries(user: SignedInUser): { name: string; value: string }[] {
  const entries = new Map<string, string>();
  const storage = {
    get length() {
      return entries.size;
    },
    clear: () => entries.clear(),
    getItem: (key: string) => entries.get(key) ?? null,
    key: (index: number) => [...entries.keys()][index] ?? null,
    removeItem: (key: string) => void entries.delete(key),
    setItem: (key: string, value: string) => void entries.set(key, value),
  } satisfies Storage;
  createSessionStore({ storage }).signIn(user);
  return [...entries].map(([name, value]) => ({ name, value }));
}

/** The storage state of a browser that signed in as `user` on `portalUrl`. */
export function signedInState(portalUrl: string, user: SignedInUser): NonNullable<BrowserContextOptions['storageState']> {
  return { cookies: [], origins: [{ origin: new URL(portalUrl).origin, localStorage: storedEntries(user) }] };
}
