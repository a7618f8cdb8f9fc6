// The outbox: every data-entry write is kept on the device (the vault's 'outbox' store) from the moment it is made
// until the API has answered it, and sent in the order it was made, one at a time, each time with its own
// Idempotency-Key, so a write whose answer was lost is not made twice. A write the API refuses stays, marked refused
// with the API's message, until the therapist sends it again edited (with a new key) or discards it.
import type { Vault } from '../vault';
import { nextCounter, seqOf, type OutboxEntry, type OutboxRefusal, type OutboxSummary } from './entry';

/** How a send ended: answered, refused by the API, the key busy with the first send (try again), or no answer at all. */
export type SendOutcome =
  { kind: 'answered'; data: unknown } | { kind: 'refused'; refusal: OutboxRefusal } | { kind: 'busy' } | { kind: 'no-answer' };

/** What the screen that made a write learns: answered, waiting in the outbox, or refused while it was still waiting for it. */
export type Submitted = { state: 'sent'; data: unknown } | { state: 'queued'; seq: string } | { state: 'refused'; refusal: OutboxRefusal };

export interface NewWrite {
  operation: string;
  variables: Record<string, unknown>;
  summary: OutboxSummary;
  /** Waiting entries this write takes the place of: dropped unsent. */
  supersedes?: (entry: OutboxEntry) => boolean;
}

export interface OutboxDeps {
  /** The vault when there is one open; entries made while it is closed are kept in memory and stored when it opens. */
  vault: () => Vault | null;
  send: (entry: OutboxEntry) => Promise<SendOutcome>;
  isOnline: () => boolean;
  newKey: () => string;
  now: () => Date;
  pause: (ms: number) => Promise<void>;
  /** Shows a write that is not answered yet as made (the Apollo cache's optimistic layer), and takes it back. */
  show?: (entry: OutboxEntry) => void;
  hide?: (entry: OutboxEntry) => void;
  /** The signed-in user: an entry is shown to and sent by its maker only (another user signed in on the tablet sees none). */
  owner?: () => string | null;
  /** Applies an answered write's answer where the screens read it. */
  settle?: (entry: OutboxEntry, data: unknown) => void;
  /** A write the gateway is still making with the same key (409) is asked again after this pause. */
  busyPauseMs?: number;
  /** The screen that made a write waits at most this long for its answer before it shows it as made and waiting. */
  answerWithinMs?: number;
}

export interface OutboxSnapshot {
  entries: readonly OutboxEntry[];
  /** A replay is under way. */
  syncing: boolean;
  /** Writes were answered since the page opened: the status says "All saved" rather than "Online". */
  answeredAny: boolean;
}

const STORE = 'outbox';

export class Outbox {
  private readonly entries = new Map<string, OutboxEntry>();
  /** Entries not yet in the vault (made while it was closed). */
  private readonly unstored = new Set<string>();
  private readonly waiters = new Map<string, (submitted: Submitted) => void>();
  private readonly listeners = new Set<() => void>();
  private counter = 1;
  private running: Promise<void> | null = null;
  private again = false;
  private answeredAny = false;
  private loadedFrom: Vault | null = null;
  private snapshotCache: OutboxSnapshot | null = null;

  constructor(private readonly deps: OutboxDeps) {}

  snapshot(): OutboxSnapshot {
    const owner = this.owner();
    this.snapshotCache ??= {
      entries: [...this.entries.values()].filter((entry) => entry.owner === owner).sort((a, b) => (a.seq < b.seq ? -1 : 1)),
      syncing: this.running !== null,
      answeredAny: this.answeredAny,
    };
    return this.snapshotCache;
  }

  subscribe(listener: () => void): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }

  /**
   * Reads what the vault keeps (a reload, a restarted tablet) into the outbox, puts after it what was made while it was
   * closed, and shows every waiting write as made again. Called when the vault opens; a vault that closes (signed
   * out) empties the outbox in memory. With no vault at all, what is made is kept in memory for this page only.
   */
  async load(): Promise<void> {
    const vault = this.openVault();
    if (!vault) {
      if (!this.loadedFrom) return;
      for (const entry of this.entries.values()) if (entry.state === 'waiting') this.deps.hide?.(entry);
      this.entries.clear();
      this.unstored.clear();
      this.loadedFrom = null;
      this.changed();
      return;
    }
    if (this.loadedFrom === vault) return;
    this.loadedFrom = vault;
    const kept = await vault.all<OutboxEntry>(STORE);
    // Made while the vault was closed: after what it held, in the order they were made (a write on its way keeps its place).
    const made = [...this.entries.values()].filter((entry) => this.unstored.has(entry.seq) && entry.state !== 'sending');
    for (const entry of made) this.entries.delete(entry.seq);
    for (const { value } of kept) {
      if (this.entries.has(value.seq)) continue;
      // A send cut off by a reload is a waiting write: its key makes the next send safe.
      const entry: OutboxEntry = value.state === 'sending' ? { ...value, state: 'waiting' } : value;
      this.entries.set(entry.seq, entry);
      if (entry.state === 'waiting') this.deps.show?.(entry);
    }
    this.counter = Math.max(this.counter, nextCounter(this.entries.keys()));
    for (const entry of made) {
      this.unstored.delete(entry.seq);
      const moved = { ...entry, seq: seqOf(this.counter++) };
      const waiter = this.waiters.get(entry.seq);
      this.waiters.delete(entry.seq);
      if (waiter) this.waiters.set(moved.seq, waiter);
      this.entries.set(moved.seq, moved);
      await this.store(moved);
    }
    this.changed();
  }

  /** Keeps a write the therapist just made and sends it when its turn comes (at once when nothing waits before it). */
  async submit(write: NewWrite): Promise<Submitted> {
    // Its place comes after everything the vault keeps.
    if (this.openVault() !== this.loadedFrom) await this.load();
    const supersedes = write.supersedes;
    if (supersedes) for (const entry of this.snapshot().entries) if (entry.state === 'waiting' && supersedes(entry)) await this.discard(entry.seq);
    const entry: OutboxEntry = {
      seq: seqOf(this.counter++),
      idempotencyKey: this.deps.newKey(),
      operation: write.operation,
      variables: write.variables,
      summary: write.summary,
      madeAt: this.deps.now().toISOString(),
      state: 'waiting',
      owner: this.owner(),
    };
    this.entries.set(entry.seq, entry);
    await this.store(entry);
    this.deps.show?.(entry);
    this.changed();
    const answer = new Promise<Submitted>((resolve) => this.waiters.set(entry.seq, resolve));
    void this.replay();
    const within = this.deps.answerWithinMs;
    if (within === undefined) return answer;
    return Promise.race([answer, this.deps.pause(within).then((): Submitted => ({ state: 'queued', seq: entry.seq }))]).finally(() =>
      this.waiters.delete(entry.seq),
    );
  }

  /** Sends every waiting write in order, one at a time; stops at the first that gets no answer (still offline). */
  replay(): Promise<void> {
    if (this.running) {
      this.again = true;
      return this.running;
    }
    this.running = this.pump().finally(() => {
      this.running = null;
      // Whoever still waits for an answer is told the write waits in the outbox.
      for (const [seq, resolve] of this.waiters) {
        if (this.entries.get(seq)?.state !== 'waiting') continue;
        this.waiters.delete(seq);
        resolve({ state: 'queued', seq });
      }
      this.changed();
    });
    this.changed();
    return this.running;
  }

  /** A refused (or waiting) write sent again with the therapist's corrections: a new request, so a new key. */
  async resend(seq: string, variables: Record<string, unknown>, summary?: OutboxSummary): Promise<void> {
    const entry = this.entries.get(seq);
    if (!entry || entry.state === 'sending') return;
    const next: OutboxEntry = {
      ...entry,
      variables,
      summary: summary ?? entry.summary,
      idempotencyKey: this.deps.newKey(),
      state: 'waiting',
      refusal: undefined,
    };
    if (entry.state === 'waiting') this.deps.hide?.(entry);
    this.entries.set(seq, next);
    await this.store(next);
    this.deps.show?.(next);
    this.changed();
    void this.replay();
  }

  /**
   * Takes a write out of the outbox unsent (the therapist discards a refused write, or undoes one still waiting).
   * False when it is on its way or already answered: it can no longer be taken back here.
   */
  async discard(seq: string): Promise<boolean> {
    const entry = this.entries.get(seq);
    if (!entry || entry.state === 'sending') return false;
    if (entry.state === 'waiting') this.deps.hide?.(entry);
    const waiter = this.waiters.get(seq);
    await this.remove(seq);
    waiter?.({ state: 'queued', seq });
    this.changed();
    return true;
  }

  /** The entry at this place, if it is still in the outbox. */
  get(seq: string): OutboxEntry | undefined {
    return this.entries.get(seq);
  }

  private async pump(): Promise<void> {
    do {
      this.again = false;
      for (;;) {
        if (!this.deps.isOnline()) return;
        const next = this.snapshot().entries.find((entry) => entry.state === 'waiting');
        if (!next) break;
        const sending: OutboxEntry = { ...next, state: 'sending' };
        this.entries.set(next.seq, sending);
        this.changed();
        const outcome = await this.deps.send(sending);
        if (this.entries.get(next.seq) !== sending) continue;
        if (outcome.kind === 'busy') {
          this.entries.set(next.seq, next);
          this.changed();
          await this.deps.pause(this.deps.busyPauseMs ?? 2000);
          continue;
        }
        if (outcome.kind === 'no-answer') {
          this.entries.set(next.seq, next);
          this.changed();
          return;
        }
        this.deps.hide?.(next);
        const waiter = this.waiters.get(next.seq);
        if (outcome.kind === 'answered') {
          await this.remove(next.seq);
          this.answeredAny = true;
          this.deps.settle?.(next, outcome.data);
          waiter?.({ state: 'sent', data: outcome.data });
        } else if (waiter) {
          // The screen that made it still waits: its form shows the refusal beside the fields it kept.
          await this.remove(next.seq);
          waiter({ state: 'refused', refusal: outcome.refusal });
        } else {
          const refused: OutboxEntry = { ...next, state: 'refused', refusal: outcome.refusal };
          this.entries.set(next.seq, refused);
          await this.store(refused);
        }
        this.changed();
      }
    } while (this.again);
  }

  private owner(): string | null {
    return this.deps.owner?.() ?? null;
  }

  /** The snapshot changes when another user signs in. */
  ownerChanged(): void {
    this.changed();
  }

  private openVault(): Vault | null {
    const vault = this.deps.vault();
    return vault?.isOpen ? vault : null;
  }

  private async store(entry: OutboxEntry): Promise<void> {
    const vault = this.openVault();
    if (!vault) {
      this.unstored.add(entry.seq);
      return;
    }
    await vault.put(STORE, entry.seq, entry);
    this.unstored.delete(entry.seq);
  }

  private async remove(seq: string): Promise<void> {
    this.entries.delete(seq);
    this.unstored.delete(seq);
    this.waiters.delete(seq);
    await this.openVault()?.delete(STORE, seq);
  }

  private changed(): void {
    this.snapshotCache = null;
    for (const listener of this.listeners) listener();
  }
}
