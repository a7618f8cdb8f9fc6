// The sign-in throttle in Redis, for several gateway processes behind one address: a lockout earned through one is
// honoured by all. The same rules as the in-memory throttle, each step one Lua script so that parallel attempts on
// different processes count exactly. An address is stored under a hash of it, and forgotten after twice the refusal
// period without attempts. When Redis cannot be reached a sign-in is let through (and logged): locking everybody out
// because the counter is down would be worse, and /readyz reports the process not ready meanwhile.
import { createHash } from 'node:crypto';
import type { Redis } from 'ioredis';
import type { Logger } from '../log.js';
import type { Decision, Outcome, ThrottleOptions } from './sign-in-throttle.js';

const maxDelaySteps = 5;

// KEYS[1] the address; ARGV now, slowAfter, delayMs, lockAfter, lockMs, maxDelaySteps. Returns {refused, seconds or delay}.
const beginScript = `
local v = redis.call('HMGET', KEYS[1], 'failures', 'pending', 'last', 'locked')
local failures, pending = tonumber(v[1] or '0'), tonumber(v[2] or '0')
local now, lockMs = tonumber(ARGV[1]), tonumber(ARGV[5])
local last, locked = tonumber(v[3] or ARGV[1]), tonumber(v[4] or '0')
if pending == 0 and locked <= now and now - last >= lockMs then failures = 0; last = now; locked = 0 end
if locked > now then return {1, math.ceil((locked - now) / 1000)} end
if failures + pending >= tonumber(ARGV[4]) then return {1, math.ceil(lockMs / 1000)} end
local steps = math.min(tonumber(ARGV[6]), failures + pending - tonumber(ARGV[2]) + 1)
local delay = 0
if steps > 0 then delay = steps * tonumber(ARGV[3]) end
redis.call('HSET', KEYS[1], 'failures', failures, 'pending', pending + 1, 'last', last, 'locked', locked)
redis.call('PEXPIRE', KEYS[1], 2 * lockMs + 60000)
return {0, delay}
`;

// KEYS[1] the address; ARGV now, outcome, lockAfter, lockMs.
const finishScript = `
local v = redis.call('HMGET', KEYS[1], 'failures', 'pending', 'last', 'locked')
local failures, pending = tonumber(v[1] or '0'), math.max(0, tonumber(v[2] or '0') - 1)
local now, lockMs = tonumber(ARGV[1]), tonumber(ARGV[4])
local last, locked = tonumber(v[3] or ARGV[1]), tonumber(v[4] or '0')
if ARGV[2] == 'failed' then
  failures = failures + 1; last = now
  if failures >= tonumber(ARGV[3]) then locked = now + lockMs end
elseif ARGV[2] == 'succeeded' then
  failures = 0; locked = 0
end
if failures == 0 and pending == 0 and locked <= now then
  redis.call('DEL', KEYS[1])
else
  redis.call('HSET', KEYS[1], 'failures', failures, 'pending', pending, 'last', last, 'locked', locked)
  redis.call('PEXPIRE', KEYS[1], 2 * lockMs + 60000)
end
return failures
`;

export class SharedSignInThrottle {
  private readonly now: () => number;

  constructor(
    private readonly redis: Redis,
    private readonly options: ThrottleOptions,
    private readonly log: Logger,
  ) {
    // Throttle windows are elapsed time, compared across replicas that started at different moments: the machine's
    // clock, which they share, measures them.
    this.now = options.now ?? Date.now;
  }

  private key(address: string): string {
    return `portal:sign-in:${createHash('sha256').update(address).digest('hex')}`;
  }

  async begin(address: string): Promise<Decision> {
    const key = this.key(address);
    const { slowAfter, delayMs, lockAfter, lockMs } = this.options;
    let answer: [number, number];
    try {
      answer = (await this.redis.eval(beginScript, 1, key, this.now(), slowAfter, delayMs, lockAfter, lockMs, maxDelaySteps)) as [number, number];
    } catch (error) {
      this.log.warn('sign-in throttle unavailable: attempt let through', { cause: error instanceof Error ? error.name : 'unknown' });
      return { refused: false, delayMs: 0, finish: () => undefined };
    }
    const [refused, value] = answer;
    if (refused === 1) return { refused: true, retryAfterSeconds: value };
    let finished = false;
    return {
      refused: false,
      delayMs: value,
      finish: (outcome: Outcome) => {
        if (finished) return;
        finished = true;
        this.redis.eval(finishScript, 1, key, this.now(), outcome, lockAfter, lockMs).catch((error: unknown) => {
          this.log.warn('sign-in throttle unavailable: outcome not counted', { cause: error instanceof Error ? error.name : 'unknown' });
        });
      },
    };
  }
}
