// The Redis that several gateway processes share when REDIS_URL is set (the sign-in throttle). Commands fail at once
// while it is unreachable rather than queue up behind a request; the client keeps reconnecting in the background.
import { Redis } from 'ioredis';
import type { Logger } from './log.js';

export function connectRedis(url: string, log: Logger): Redis {
  const redis = new Redis(url, {
    enableOfflineQueue: false,
    maxRetriesPerRequest: 0,
    connectTimeout: 2_000,
    retryStrategy: (attempt) => Math.min(attempt * 200, 2_000),
  });
  let warned = false;
  redis.on('error', (error: Error) => {
    if (warned) return;
    warned = true;
    log.warn('redis unreachable', { cause: error.name });
  });
  redis.on('ready', () => {
    warned = false;
  });
  return redis;
}

/** Whether Redis answers a PING within `ms`. */
export async function redisReachable(redis: Redis, ms: number): Promise<boolean> {
  try {
    const answer = await Promise.race([redis.ping(), new Promise<never>((_, reject) => setTimeout(() => reject(new Error('timeout')), ms).unref())]);
    return answer === 'PONG';
  } catch {
    return false;
  }
}
