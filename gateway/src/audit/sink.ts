// Where the trail's records are kept: a JSON-lines file (rotated) or a Redis stream shared by every replica.
import type { AuditEntry, AuditRecord } from './record.js';

export interface TrailSink {
  /** Chains the entries after the trail's last record and stores them, in that order; rejects when nothing was stored. */
  append(entries: readonly AuditEntry[]): Promise<AuditRecord[]>;
  /** Every record, oldest first. */
  records(): Promise<AuditRecord[]>;
  close(): Promise<void>;
}

/** A stored line, with where it is, for naming a broken one. */
export interface StoredLine {
  text: string;
  /** The file and line number, or the stream entry's id. */
  where: string;
}
