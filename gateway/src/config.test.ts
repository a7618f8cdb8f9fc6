// The settings the gateway reads: each validated at start-up, with its error naming the setting and the value.
import { afterEach, describe, expect, it } from 'vitest';
import { readConfig } from './config.js';
import { startStack, type Stack } from './test/stack.js';

const config = (env: Record<string, string>) => readConfig(env, { webDist: '/nonexistent' });

describe('IDLE_LOCK_MINUTES', () => {
  let stack: Stack | undefined;
  afterEach(async () => {
    await stack?.stop();
    stack = undefined;
  });

  it('is 15 unless told, and a whole number of at least 1', () => {
    expect(config({}).idleLockMinutes).toBe(15);
    expect(config({ IDLE_LOCK_MINUTES: '' }).idleLockMinutes).toBe(15);
    expect(config({ IDLE_LOCK_MINUTES: '5' }).idleLockMinutes).toBe(5);
    expect(() => config({ IDLE_LOCK_MINUTES: '0' })).toThrow("IDLE_LOCK_MINUTES must be a whole number of at least 1, got '0'");
    expect(() => config({ IDLE_LOCK_MINUTES: '2.5' })).toThrow("IDLE_LOCK_MINUTES must be a whole number of at least 1, got '2.5'");
    expect(() => config({ IDLE_LOCK_MINUTES: '15m' })).toThrow(/IDLE_LOCK_MINUTES/);
  });

  it('reaches the client on the signed-in user', async () => {
    stack = await startStack({ idleLockMinutes: config({ IDLE_LOCK_MINUTES: '7' }).idleLockMinutes });
    const token = await stack.signIn('Therapist');
    expect(await stack.data('{ me { idleLockMinutes } }', undefined, token)).toEqual({ me: { idleLockMinutes: 7 } });
  });
});
