// The trail as a Redis stream shared by every replica. The chain's head (last seq and hash) sits beside the stream;
// a replica chains its records on the head it read, and one script adds them only if the head is still that one,
// so two replicas never both chain onto the same record: the one that lost reads the new head and chains again.
import type { Redis } from 'ioredis';
import { chain, emptyHead, parseRecord, type AuditEntry, type AuditRecord, type ChainHead } from './record.js';
import type { StoredLine, TrailSink } from './sink.js';

export const trailStreamKey = 'portal:audit:trail';
export const trailHeadKey = 'portal:audit:head';

// KEYS: head, stream. ARGV: the head chained on (its hash), the new head's seq and hash, then one line per record.
const appendScript = `
local current = redis.call('HGET', KEYS[1], 'hash') or ARGV[4]
if current ~= ARGV[1] then return 0 end
for i = 5, #ARGV do redis.call('XADD', KEYS[2], '*', 'record', ARGV[i]) end
redis.call('HSET', KEYS[1], 'seq', ARGV[2], 'hash', ARGV[3])
return 1
`;

// Contention between replicas resolves in a round or two; this bounds a pathological case.
const maxRounds = 50;

/** Every entry of the stream, oldest first, in pages. */
export async function* streamLines(redis: Redis, key = trailStreamKey, pageSize = 1_000): AsyncGenerator<StoredLine> {
  let start = '-';
  for (;;) {
    const page = await redis.xrange(key, start, '+', 'COUNT', pageSize);
    for (const [id, fields] of page) {
      const at = fields.indexOf('record');
      yield { text: at >= 0 ? (fields[at + 1] ?? '') : '', where: `stream ${key} entry ${id}` };
    }
    if (page.length < pageSize) return;
    start = `(${page.at(-1)![0]}`;
  }
}

export class RedisTrail implements TrailSink {
  constructor(private readonly redis: Redis) {}

  async append(entries: readonly AuditEntry[]): Promise<AuditRecord[]> {
    for (let round = 0; round < maxRounds; round++) {
      const head = await this.head();
      const { records, lines, head: next } = chain(head, entries);
      const done = await this.redis.eval(appendScript, 2, trailHeadKey, trailStreamKey, head.hash, next.seq, next.hash, emptyHead.hash, ...lines);
      if (done === 1) return records;
    }
    throw new Error('the audit trail head kept moving');
  }

  private async head(): Promise<ChainHead> {
    const [seq, hash] = await this.redis.hmget(trailHeadKey, 'seq', 'hash');
    return seq && hash ? { seq: Number(seq), hash } : emptyHead;
  }

  async records(): Promise<AuditRecord[]> {
    const records: AuditRecord[] = [];
    for await (const line of streamLines(this.redis)) {
      const record = parseRecord(line.text);
      if (record) records.push(record);
    }
    return records;
  }

  async close(): Promise<void> {}
}
