// Idle keep-alive connections from clients stay open longer than a load balancer keeps its own (60 s at most of the
// usual ones): a balancer that sends a request on a connection the gateway closes at that moment answers with a 502.
import { afterEach, describe, expect, it } from 'vitest';
import { readConfig } from '../config.js';
import { startStack, type Stack } from '../test/stack.js';

const config = (env: Record<string, string>) => readConfig(env, { webDist: '/nonexistent' });

describe('keep-alive of client connections', () => {
  let stack: Stack | undefined;
  afterEach(async () => {
    await stack?.stop();
    stack = undefined;
  });

  it('keeps an idle connection 65 s unless told, and says so in every answer', async () => {
    expect(config({}).keepAliveTimeoutMs).toBe(65_000);
    stack = await startStack();
    const answer = await stack.gql('{ version }');
    expect(answer.headers.get('keep-alive')).toBe('timeout=65');
  });

  it('takes KEEP_ALIVE_TIMEOUT_MS, a whole number of milliseconds', async () => {
    expect(() => config({ KEEP_ALIVE_TIMEOUT_MS: '0' })).toThrow("KEEP_ALIVE_TIMEOUT_MS must be a whole number of at least 1, got '0'");
    expect(() => config({ KEEP_ALIVE_TIMEOUT_MS: '1.5s' })).toThrow(/KEEP_ALIVE_TIMEOUT_MS/);
    stack = await startStack({ keepAliveTimeoutMs: config({ KEEP_ALIVE_TIMEOUT_MS: '125000' }).keepAliveTimeoutMs });
    const answer = await stack.gql('{ version }');
    expect(answer.headers.get('keep-alive')).toBe('timeout=125');
  });
});
