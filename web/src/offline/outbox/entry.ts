// One write waiting in the outbox: what the therapist did (the operation and its variables), the key it is sent with
// every time, what it holds in words for the outbox's list, and where it stands.

/** Waiting to be sent, on its way, or refused by the API (kept, with the API's message, until the therapist resolves it). */
export type OutboxState = 'waiting' | 'sending' | 'refused';

/** What an entry holds, as the therapist reads it in the outbox: "Ann Lee · Matching colours · 3 of 4 correct · 10:42". */
export interface OutboxSummary {
  /** What kind of write: 'Skill trials', 'Behavior data', 'ABC entry'… */
  what: string;
  student?: string;
  /** The target, behaviour or note the write is about. */
  subject?: string;
  value?: string;
}

export interface OutboxRefusal {
  code: string;
  message: string;
  fieldErrors: Record<string, string>;
}

export interface OutboxEntry {
  /** Its place in the outbox: a zero-padded counter, so the vault's key order is the order the writes were made in. */
  seq: string;
  /** Sent as the Idempotency-Key header every time this write is sent; a new one only when the therapist edits a refused write. */
  idempotencyKey: string;
  /** The name of the write (writes.ts), which gives its document and how it shows before it is answered. */
  operation: string;
  variables: Record<string, unknown>;
  summary: OutboxSummary;
  /** When the therapist made it (ISO instant). */
  madeAt: string;
  state: OutboxState;
  refusal?: OutboxRefusal;
  /** Who made it (the signed-in user's id): only they see it and only their session sends it. */
  owner: string | null;
}

const SEQ_DIGITS = 12;

export function seqOf(counter: number): string {
  return String(counter).padStart(SEQ_DIGITS, '0');
}

/** The counter after the highest of these places, so a new write goes after every one kept. */
export function nextCounter(seqs: Iterable<string>): number {
  let highest = 0;
  for (const seq of seqs) highest = Math.max(highest, Number.parseInt(seq, 10) || 0);
  return highest + 1;
}
