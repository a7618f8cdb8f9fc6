// The outbox keeps every write until it is answered, sends them in order, one at a time, each with its own key, and
// keeps a refused write with its data and the API's message until the therapist resolves it.
import { describe, expect, it } from 'vitest';
import type { OutboxEntry } from './entry';
import { MemoryVault } from './memoryVault';
import { Outbox, type OutboxDeps, type SendOutcome } from './outbox';

interface Sent {
  operation: string;
  key: string;
  value: unknown;
}

/** An outbox over a memory vault whose sends are answered by `answer` (answered by default), recording each send. */
function outboxWith(
  options: {
    online?: () => boolean;
    answer?: (entry: OutboxEntry, attempt: number) => SendOutcome;
    vault?: MemoryVault | null;
    owner?: () => string;
  } = {},
) {
  const vault = options.vault === undefined ? new MemoryVault() : options.vault;
  const sent: Sent[] = [];
  const shown: string[] = [];
  let keys = 0;
  let online = true;
  const deps: OutboxDeps = {
    vault: () => vault,
    owner: options.owner ?? (() => '7'),
    isOnline: options.online ?? (() => online),
    newKey: () => `key-${++keys}`,
    now: () => new Date('2026-03-02T15:00:00Z'),
    pause: () => Promise.resolve(),
    async send(entry) {
      sent.push({ operation: entry.operation, key: entry.idempotencyKey, value: entry.variables['value'] });
      return options.answer?.(entry, sent.length) ?? { kind: 'answered', data: { saved: entry.variables['value'] } };
    },
    show: (entry) => shown.push(`+${entry.seq}`),
    hide: (entry) => shown.push(`-${entry.seq}`),
  };
  const outbox = new Outbox(deps);
  return {
    outbox,
    vault,
    sent,
    shown,
    goOffline: () => (online = false),
    goOnline: () => (online = true),
    kept: async () => (await vault!.all<OutboxEntry>('outbox')).map((item) => item.value),
  };
}

const write = (value: number) => ({ operation: 'RecordTrial', variables: { value }, summary: { what: 'Trial', value: String(value) } });

describe('the outbox', () => {
  it('sends a write at once when online and lets it go only when answered', async () => {
    const { outbox, sent, kept } = outboxWith();
    const submitted = await outbox.submit(write(1));
    expect(submitted).toEqual({ state: 'sent', data: { saved: 1 } });
    expect(sent).toEqual([{ operation: 'RecordTrial', key: 'key-1', value: 1 }]);
    expect(await kept()).toEqual([]);
    expect(outbox.snapshot().entries).toEqual([]);
    expect(outbox.snapshot().answeredAny).toBe(true);
  });

  it('keeps writes made offline in the vault, in order, and replays them in that order, one at a time, each with its own key', async () => {
    const box = outboxWith();
    box.goOffline();
    for (const value of [1, 2, 3]) expect((await box.outbox.submit(write(value))).state).toBe('queued');
    expect(box.sent).toEqual([]);
    expect((await box.kept()).map((entry) => [entry.seq, entry.variables['value'], entry.state])).toEqual([
      ['000000000001', 1, 'waiting'],
      ['000000000002', 2, 'waiting'],
      ['000000000003', 3, 'waiting'],
    ]);
    // Shown as made while they wait, taken back as each is answered.
    expect(box.shown).toEqual(['+000000000001', '+000000000002', '+000000000003']);

    let inFlight = 0;
    let most = 0;
    const slow = new Outbox({
      vault: () => box.vault,
      owner: () => '7',
      isOnline: () => true,
      newKey: () => 'unused',
      now: () => new Date(),
      pause: () => Promise.resolve(),
      async send(entry) {
        most = Math.max(most, ++inFlight);
        await new Promise((resolve) => setTimeout(resolve, 5));
        inFlight -= 1;
        box.sent.push({ operation: entry.operation, key: entry.idempotencyKey, value: entry.variables['value'] });
        return { kind: 'answered', data: null };
      },
    });
    // A reload: a new outbox over the same vault finds them there.
    await slow.load();
    expect(slow.snapshot().entries.map((entry) => entry.variables['value'])).toEqual([1, 2, 3]);
    await Promise.all([slow.replay(), slow.replay()]);
    expect(box.sent).toEqual([
      { operation: 'RecordTrial', key: 'key-1', value: 1 },
      { operation: 'RecordTrial', key: 'key-2', value: 2 },
      { operation: 'RecordTrial', key: 'key-3', value: 3 },
    ]);
    expect(most).toBe(1);
    expect(await box.kept()).toEqual([]);
  });

  it('sends a write whose answer was lost again with the same key, and stops the replay there', async () => {
    const box = outboxWith({ answer: (_entry, attempt) => (attempt === 1 ? { kind: 'no-answer' } : { kind: 'answered', data: null }) });
    expect((await box.outbox.submit(write(1))).state).toBe('queued');
    expect(box.outbox.snapshot().entries.map((entry) => entry.state)).toEqual(['waiting']);
    await box.outbox.replay();
    expect(box.sent.map((send) => send.key)).toEqual(['key-1', 'key-1']);
    expect(await box.kept()).toEqual([]);
  });

  it('asks again after a pause while the gateway is still making the write with the same key (409)', async () => {
    const box = outboxWith({ answer: (_entry, attempt) => (attempt < 3 ? { kind: 'busy' } : { kind: 'answered', data: { saved: 7 } }) });
    expect(await box.outbox.submit(write(7))).toEqual({ state: 'sent', data: { saved: 7 } });
    expect(box.sent.map((send) => send.key)).toEqual(['key-1', 'key-1', 'key-1']);
  });

  it('keeps a write refused on replay, with its data and the API message, and goes on with the next', async () => {
    const refusal = { code: 'BAD_USER_INPUT', message: 'The session was cancelled.', fieldErrors: {} };
    const box = outboxWith({ answer: (entry) => (entry.variables['value'] === 2 ? { kind: 'refused', refusal } : { kind: 'answered', data: null }) });
    box.goOffline();
    for (const value of [1, 2, 3]) await box.outbox.submit(write(value));
    box.goOnline();
    await box.outbox.replay();
    expect(box.sent.map((send) => send.value)).toEqual([1, 2, 3]);
    const kept = await box.kept();
    expect(kept).toEqual([
      expect.objectContaining({ seq: '000000000002', state: 'refused', refusal, variables: { value: 2 }, summary: write(2).summary }),
    ]);
    // It never goes by itself: another replay leaves it where it is.
    await box.outbox.replay();
    expect(box.sent).toHaveLength(3);
    expect(box.outbox.snapshot().entries.map((entry) => entry.state)).toEqual(['refused']);
    // Its optimistic showing was taken back when it was refused.
    expect(box.shown).toContain('-000000000002');
  });

  it('sends a refused write again, edited, with a new key; or discards it', async () => {
    const refusal = { code: 'NOT_FOUND', message: 'The target was closed.', fieldErrors: {} };
    const box = outboxWith({ answer: (entry) => (entry.variables['value'] === 2 ? { kind: 'refused', refusal } : { kind: 'answered', data: null }) });
    box.goOffline();
    await box.outbox.submit(write(2));
    await box.outbox.submit(write(2));
    box.goOnline();
    await box.outbox.replay();
    const [first, second] = box.outbox.snapshot().entries;
    expect([first?.state, second?.state]).toEqual(['refused', 'refused']);

    await box.outbox.resend(first!.seq, { value: 3 });
    await box.outbox.replay();
    expect(box.sent.at(-1)).toEqual({ operation: 'RecordTrial', key: 'key-3', value: 3 });
    expect(await box.outbox.discard(second!.seq)).toBe(true);
    expect(await box.kept()).toEqual([]);
  });

  it('tells the screen still waiting for its write of a refusal, and keeps nothing: the form holds what was typed', async () => {
    const refusal = { code: 'BAD_USER_INPUT', message: 'Check the fields.', fieldErrors: { antecedent: 'Required.' } };
    const box = outboxWith({ answer: () => ({ kind: 'refused', refusal }) });
    expect(await box.outbox.submit(write(1))).toEqual({ state: 'refused', refusal });
    expect(await box.kept()).toEqual([]);
  });

  it('puts writes made while the vault was closed after what it keeps, once it opens', async () => {
    const vault = new MemoryVault();
    const before = outboxWith({ vault });
    before.goOffline();
    await before.outbox.submit(write(1));
    vault.setOpen(false);
    const after = outboxWith({ vault });
    after.goOffline();
    await after.outbox.submit(write(2));
    expect(await vault.all('outbox')).toHaveLength(1);
    vault.setOpen(true);
    await after.outbox.load();
    expect((await after.kept()).map((entry) => [entry.seq, entry.variables['value']])).toEqual([
      ['000000000001', 1],
      ['000000000002', 2],
    ]);
  });

  it('undoes a write still waiting by taking it out unsent', async () => {
    const box = outboxWith();
    box.goOffline();
    const made = await box.outbox.submit(write(1));
    expect(made.state).toBe('queued');
    expect(await box.outbox.discard(made.state === 'queued' ? made.seq : '')).toBe(true);
    box.goOnline();
    await box.outbox.replay();
    expect(box.sent).toEqual([]);
  });

  it('shows and sends an entry only in the session of the user who made it', async () => {
    let user = '7';
    const box = outboxWith({ owner: () => user });
    box.goOffline();
    await box.outbox.submit(write(1));
    user = '8';
    expect(box.outbox.snapshot().entries).toEqual([]);
    box.goOnline();
    await box.outbox.replay();
    expect(box.sent).toEqual([]);
    user = '7';
    box.outbox.ownerChanged();
    expect(box.outbox.snapshot().entries).toHaveLength(1);
    await box.outbox.replay();
    expect(box.sent.map((send) => send.value)).toEqual([1]);
  });

  it('keeps what is made in memory when there is no vault, whatever loads it is asked for', async () => {
    const box = outboxWith({ vault: null });
    box.goOffline();
    await box.outbox.submit(write(1));
    await box.outbox.load();
    expect(box.outbox.snapshot().entries).toHaveLength(1);
    box.goOnline();
    await box.outbox.replay();
    expect(box.sent.map((send) => send.value)).toEqual([1]);
  });

  it('empties itself when the vault it loaded from closes (signed out)', async () => {
    const vault = new MemoryVault();
    const box = outboxWith({ vault });
    box.goOffline();
    await box.outbox.submit(write(1));
    vault.setOpen(false);
    await box.outbox.load();
    expect(box.outbox.snapshot().entries).toEqual([]);
  });

  it('drops a waiting write a later one takes the place of (a later draft of the same note)', async () => {
    const box = outboxWith();
    box.goOffline();
    await box.outbox.submit(write(1));
    await box.outbox.submit({ ...write(2), supersedes: (entry) => entry.variables['value'] === 1 });
    expect((await box.kept()).map((entry) => entry.variables['value'])).toEqual([2]);
  });
});
