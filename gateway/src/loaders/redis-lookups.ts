// The lookup lists kept in Redis, for replicas (REDIS_URL). Keys name the caller by a hash of their Authorization,
// never the token itself; lists expire with LOOKUP_CACHE_MS, and a caller's generation a day after their last write.
import type { Redis } from 'ioredis';
import { callerKey } from '../caller-key.js';
import type { LookupStore } from './lookup-cache.js';
import type { Row } from './loaders.js';

const generationTtlMs = 24 * 60 * 60 * 1000;

export class RedisLookupStore implements LookupStore {
  constructor(
    private readonly redis: Redis,
    private readonly prefix = 'portal:lookups',
  ) {}

  async generation(caller: string): Promise<string> {
    return (await this.redis.get(`${this.prefix}:gen:${callerKey(caller)}`)) ?? '0';
  }

  async read(caller: string, generation: string, key: string): Promise<readonly Row[] | undefined> {
    const text = await this.redis.get(this.listKey(caller, generation, key));
    return text === null ? undefined : (JSON.parse(text) as Row[]);
  }

  async write(caller: string, generation: string, key: string, rows: readonly Row[], ttlMs: number): Promise<void> {
    await this.redis.set(this.listKey(caller, generation, key), JSON.stringify(rows), 'PX', ttlMs);
  }

  async bump(caller: string): Promise<void> {
    const key = `${this.prefix}:gen:${callerKey(caller)}`;
    await this.redis.multi().incr(key).pexpire(key, generationTtlMs).exec();
  }

  private listKey(caller: string, generation: string, key: string): string {
    return `${this.prefix}:list:${callerKey(caller)}:${generation}:${key}`;
  }
}
