// Files for download in Redis, shared by every replica: one hash per file (its name, type and bytes) that expires
// by itself.
import type { Redis } from 'ioredis';
import type { DownloadFile, DownloadStore } from './store.js';

export class RedisDownloadStore implements DownloadStore {
  constructor(
    private readonly redis: Redis,
    private readonly prefix = 'portal:downloads',
  ) {}

  async put(name: string, file: DownloadFile, ttlMs: number): Promise<void> {
    const key = `${this.prefix}:${name}`;
    await this.redis
      .multi()
      .hset(key, { fileName: file.fileName, contentType: file.contentType, body: Buffer.from(file.body) })
      .pexpire(key, ttlMs)
      .exec();
  }

  async get(name: string): Promise<DownloadFile | undefined> {
    const kept = await this.redis.hgetallBuffer(`${this.prefix}:${name}`);
    if (!kept.body || !kept.fileName || !kept.contentType) return undefined;
    return { fileName: kept.fileName.toString('utf8'), contentType: kept.contentType.toString('utf8'), body: kept.body };
  }
}
