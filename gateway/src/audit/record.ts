// One record of the access trail and its place in the hash chain. A record holds ids and codes only, never a field's
// value, a token or a name; its hash is the SHA-256 of its canonical JSON (keys sorted, the hash itself left out,
// previousHash in), so that a record removed, reordered or altered breaks the chain from there on.
import { createHash } from 'node:crypto';

/** What the gateway knows of an audited operation before it takes its place in the trail. */
export interface AuditEntry {
  /** ISO 8601 in UTC, by the gateway's clock. */
  at: string;
  userId: string | null;
  role: string | null;
  operation: string;
  operationType: 'query' | 'mutation' | 'subscription';
  studentIds: string[];
  changed: boolean;
  /** OK, or the first error's code. */
  outcome: string;
  requestId: string;
}

export interface AuditRecord extends AuditEntry {
  seq: number;
  previousHash: string;
  hash: string;
}

/** Where the chain stands: the last record's seq and hash. */
export interface ChainHead {
  seq: number;
  hash: string;
}

/** The previousHash of the trail's first record. */
export const genesisHash = '0'.repeat(64);
export const emptyHead: ChainHead = { seq: 0, hash: genesisHash };

/** JSON with every object's keys sorted: the same record always gives the same text. */
export function canonicalJson(value: unknown): string {
  if (Array.isArray(value)) {
    // A list of ids (the common case) is written by JSON.stringify at once: no key to sort inside it.
    if (value.every((item) => item === null || typeof item !== 'object')) return JSON.stringify(value);
    return `[${value.map(canonicalJson).join(',')}]`;
  }
  if (value !== null && typeof value === 'object') {
    const entries = Object.entries(value as Record<string, unknown>)
      .filter(([, field]) => field !== undefined)
      .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
    return `{${entries.map(([key, field]) => `${JSON.stringify(key)}:${canonicalJson(field)}`).join(',')}}`;
  }
  return JSON.stringify(value);
}

/** The hash a record must carry: of everything in it but the hash. */
export function hashOf(record: Omit<AuditRecord, 'hash'> & { hash?: string }): string {
  const { hash: _hash, ...rest } = record;
  return createHash('sha256').update(canonicalJson(rest)).digest('hex');
}

/**
 * Chains entries after `head`: each gets the next seq and the hash of the one before. Each comes with the line it is
 * stored as: its hash first, then the very text that was hashed (the ids are written once, not once more to store).
 */
export function chain(head: ChainHead, entries: readonly AuditEntry[]): { records: AuditRecord[]; lines: string[]; head: ChainHead } {
  let { seq, hash } = head;
  const lines: string[] = [];
  const records = entries.map((entry) => {
    const unsealed = { ...entry, seq: seq + 1, previousHash: hash };
    const text = canonicalJson(unsealed);
    const record: AuditRecord = { ...unsealed, hash: createHash('sha256').update(text).digest('hex') };
    lines.push(`{"hash":"${record.hash}",${text.slice(1)}`);
    ({ seq, hash } = record);
    return record;
  });
  return { records, lines, head: { seq, hash } };
}

/** A record as a stored line, in canonical JSON (a line `chain` gave holds the same record). */
export function recordLine(record: AuditRecord): string {
  return canonicalJson(record);
}

const entryKeys = [
  'at',
  'userId',
  'role',
  'operation',
  'operationType',
  'studentIds',
  'changed',
  'outcome',
  'requestId',
  'seq',
  'previousHash',
  'hash',
];

/** A stored line read back; undefined when it is not a record of this shape. */
export function parseRecord(line: string): AuditRecord | undefined {
  let value: unknown;
  try {
    value = JSON.parse(line);
  } catch {
    return undefined;
  }
  if (value === null || typeof value !== 'object' || Array.isArray(value)) return undefined;
  const record = value as Record<string, unknown>;
  if (Object.keys(record).length !== entryKeys.length || !entryKeys.every((key) => key in record)) return undefined;
  const text = (key: string) => typeof record[key] === 'string';
  const textOrNull = (key: string) => record[key] === null || text(key);
  const valid =
    ['at', 'operation', 'operationType', 'outcome', 'requestId', 'previousHash', 'hash'].every(text) &&
    textOrNull('userId') &&
    textOrNull('role') &&
    Number.isInteger(record.seq) &&
    typeof record.changed === 'boolean' &&
    Array.isArray(record.studentIds) &&
    record.studentIds.every((id) => typeof id === 'string');
  return valid ? (record as unknown as AuditRecord) : undefined;
}
