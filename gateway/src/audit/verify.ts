// Checks a stored trail from its first record: each line a record, each record's hash its own, each previousHash the
// hash of the record before and each seq one more. The first record that fails is named by its seq and place.
import { emptyHead, hashOf, parseRecord, type ChainHead } from './record.js';
import type { StoredLine } from './sink.js';

export type Verdict =
  | { ok: true; count: number }
  | {
      ok: false;
      /** Records that checked out before the broken one. */
      count: number;
      /** The broken record's seq as stored (null when the line is not a record at all). */
      seq: number | null;
      where: string;
      reason: string;
    };

export async function verifyTrail(lines: AsyncIterable<StoredLine>): Promise<Verdict> {
  let head: ChainHead = emptyHead;
  let count = 0;
  for await (const line of lines) {
    const record = parseRecord(line.text);
    const broken = (seq: number | null, reason: string): Verdict => ({ ok: false, count, seq, where: line.where, reason });
    if (!record) return broken(null, 'the line is not an audit record');
    if (record.hash !== hashOf(record)) return broken(record.seq, 'its content does not match its hash (the record was altered)');
    if (record.previousHash !== head.hash) {
      return broken(record.seq, `its previousHash is not the hash of record ${head.seq} (a record before it was removed or altered)`);
    }
    if (record.seq !== head.seq + 1) return broken(record.seq, `its seq follows ${head.seq} (records are missing or out of order)`);
    head = { seq: record.seq, hash: record.hash };
    count++;
  }
  return { ok: true, count };
}
