// The sign-in throttle's counts in Redis, for several gateway processes behind one address: a lockout earned through
// one is honoured by all. The same rules as in memory, on rate-limiter-flexible's Redis limiters, whose every step is
// atomic in Redis. An address is stored under a hash of it, and its counts expire by themselves. When Redis cannot be
// reached a sign-in is let through (and logged): locking everybody out because the counter is down would be worse, and
// /readyz reports the process not ready meanwhile.
import type { Redis } from 'ioredis';
import { RateLimiterRedis, type IRateLimiterOptions } from 'rate-limiter-flexible';
import type { Logger } from '../log.js';
import { counterSettings, SignInThrottle, type ThrottleOptions } from './sign-in-throttle.js';

export class SharedSignInThrottle extends SignInThrottle {
  constructor(redis: Redis, options: ThrottleOptions, log: Logger) {
    const settings = counterSettings(options);
    // Fails at once while Redis is not connected, rather than wait for it.
    const counter = (limits: IRateLimiterOptions) => new RateLimiterRedis({ ...limits, storeClient: redis, rejectIfRedisNotReady: true });
    super(options, { counters: { failures: counter(settings.failures), pending: counter(settings.pending) }, log });
  }
}
