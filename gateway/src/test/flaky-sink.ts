// A trail sink in memory that refuses its first writes, for the tests of what the trail does while its sink is away.
import type { AuditEntry, AuditRecord } from '../audit/record.js';
import type { TrailSink } from '../audit/sink.js';

export class FlakySink implements TrailSink {
  readonly stored: AuditRecord[] = [];
  /** `refusals`: how many writes are refused before it stores. */
  constructor(public refusals: number) {}
  async append(entries: readonly AuditEntry[]): Promise<AuditRecord[]> {
    if (this.refusals > 0) {
      this.refusals--;
      throw new Error('sink unavailable');
    }
    const records = entries.map((one, index) => ({ ...one, seq: this.stored.length + index + 1, previousHash: '', hash: '' }));
    this.stored.push(...records);
    return records;
  }
  async records(): Promise<AuditRecord[]> {
    return this.stored;
  }
  async close(): Promise<void> {}
}
