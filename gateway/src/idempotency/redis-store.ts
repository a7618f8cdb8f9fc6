// Idempotency keys in Redis, shared by every replica (REDIS_URL): a repeat that reaches another process finds the
// first answer there. A claim is a SET NX, atomic in Redis; the claim and the answer expire by themselves.
import type { Redis } from 'ioredis';
import type { Claim, IdempotencyStore } from './store.js';

export class RedisIdempotencyStore implements IdempotencyStore {
  constructor(
    private readonly redis: Redis,
    private readonly prefix = 'portal:idempotency',
  ) {}

  async claim(key: string, fingerprint: string, ttlMs: number): Promise<Claim | undefined> {
    const name = `${this.prefix}:${key}`;
    const mine: Claim = { fingerprint };
    if ((await this.redis.set(name, JSON.stringify(mine), 'PX', ttlMs, 'NX')) === 'OK') return undefined;
    const held = await this.redis.get(name);
    // Gone between the two commands (it expired): claimed again, as a free key is.
    if (held === null) return this.claim(key, fingerprint, ttlMs);
    return JSON.parse(held) as Claim;
  }

  async keep(key: string, claim: Claim, ttlMs: number): Promise<void> {
    await this.redis.set(`${this.prefix}:${key}`, JSON.stringify(claim), 'PX', ttlMs);
  }

  async release(key: string): Promise<void> {
    await this.redis.del(`${this.prefix}:${key}`);
  }
}
