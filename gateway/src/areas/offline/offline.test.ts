// The offline key end to end: GraphQL → gateway → stand-in practice API, over real HTTP.
import { createHash, createHmac } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startStack, type Stack } from '../../test/stack.js';
import { offlineKeyFor, useOfflineKeySecret } from './offlineKey.js';

const OFFLINE_KEY = '{ offlineKey }';

let stack: Stack;
beforeAll(async () => {
  stack = await startStack({ offlineKeySecret: 'a test secret' });
});
afterAll(() => stack.stop());

const keyOf = async (token?: string) => await stack.gql<{ offlineKey: string }>(OFFLINE_KEY, {}, token);

describe('offlineKey', () => {
  it('answers a signed-in caller 32 bytes, the same for the whole session', async () => {
    const token = await stack.signIn('Therapist');
    const first = await keyOf(token);
    expect(first.errors).toBeUndefined();
    expect(Buffer.from(first.data!.offlineKey, 'base64')).toHaveLength(32);
    expect((await keyOf(token)).data?.offlineKey).toBe(first.data!.offlineKey);
  });

  it('differs between sessions, even of the same user, and never holds the token', async () => {
    const [one, two] = [await stack.signIn('Therapist'), await stack.signIn('Therapist')];
    const [keyOne, keyTwo] = [(await keyOf(one)).data!.offlineKey, (await keyOf(two)).data!.offlineKey];
    expect(keyOne).not.toBe(keyTwo);
    expect(Buffer.from(keyOne, 'base64').toString('latin1')).not.toContain(one);
  });

  it('asks the practice API whether the token is still good, and refuses one it does not take', async () => {
    const token = await stack.signIn('Therapist');
    stack.standIn.calls.reset();
    await keyOf(token);
    expect(stack.standIn.calls.list().map((call) => call.path)).toEqual(['get-user']);
    expect((await keyOf('not-a-token')).errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED');
    expect((await keyOf()).errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED');
  });

  it('is the HMAC of the configured secret and the token hash; unset, a random secret per start', () => {
    const tokenHash = createHash('sha256').update('some-token').digest();
    const expected = createHmac('sha256', 'a test secret').update('portal offline key\n').update(tokenHash).digest('base64');
    expect(offlineKeyFor('some-token')).toBe(expected);
    try {
      useOfflineKeySecret(undefined);
      const random = offlineKeyFor('some-token');
      useOfflineKeySecret(undefined);
      expect([random, offlineKeyFor('some-token')]).not.toContain(expected);
      expect(offlineKeyFor('some-token')).not.toBe(random);
    } finally {
      useOfflineKeySecret('a test secret');
    }
  });
});
