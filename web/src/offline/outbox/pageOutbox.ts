// The page's one outbox, over the app's Apollo client and the page's vault: it loads what the vault keeps when the
// vault opens, and replays on start, on the browser's `online` event, and a while after a send that got no answer.
import type { ApolloClient } from '@apollo/client';
import type { SessionStore } from '../../session';
import { currentVault } from '../vault-provider';
import type { Vault } from '../vault';
import { Outbox, type OutboxDeps } from './outbox';
import { cacheLayers, sendThrough } from './send';

/** A send with no answer while the browser thinks it is online (a captive portal, a dead access point) is tried again after this. */
export const RETRY_AFTER_NO_ANSWER_MS = 20_000;

const pause = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

export function createOutbox(client: ApolloClient, session: SessionStore, vault: () => Vault | null, overrides: Partial<OutboxDeps> = {}): Outbox {
  return new Outbox({
    vault,
    owner: () => session.get().userId ?? null,
    send: sendThrough(client),
    isOnline: () => typeof navigator === 'undefined' || navigator.onLine,
    newKey: () => crypto.randomUUID(),
    now: () => new Date(),
    pause,
    ...cacheLayers(client),
    busyPauseMs: 1500,
    answerWithinMs: 8000,
    ...overrides,
  });
}

/** Loads the vault's outbox when it opens, replays now, when the browser comes online, and now and then while entries wait. */
export function startOutbox(outbox: Outbox, session: SessionStore, vault: Vault | null): () => void {
  const loadAndReplay = () => void outbox.load().then(() => outbox.replay());
  const unsubscribe = vault?.subscribe(loadAndReplay);
  const unsubscribeSession = session.subscribe(() => outbox.ownerChanged());
  window.addEventListener('online', loadAndReplay);
  const timer = window.setInterval(() => {
    if (outbox.snapshot().entries.some((entry) => entry.state === 'waiting')) void outbox.replay();
  }, RETRY_AFTER_NO_ANSWER_MS);
  loadAndReplay();
  return () => {
    unsubscribe?.();
    unsubscribeSession();
    window.removeEventListener('online', loadAndReplay);
    window.clearInterval(timer);
  };
}

const outboxes = new WeakMap<ApolloClient, { outbox: Outbox; users: number; stop: (() => void) | null }>();

function heldOutbox(client: ApolloClient, session: SessionStore) {
  let held = outboxes.get(client);
  if (!held) {
    held = { outbox: createOutbox(client, session, currentVault), users: 0, stop: null };
    outboxes.set(client, held);
  }
  return held;
}

/** The outbox of this client (one per page), started while at least one component uses it. */
export function outboxOf(client: ApolloClient, session: SessionStore): Outbox {
  return heldOutbox(client, session).outbox;
}

/** Starts the client's outbox for a component's lifetime; the returned function stops it when its last user goes. */
export function holdOutbox(client: ApolloClient, session: SessionStore): () => void {
  const held = heldOutbox(client, session);
  held.users += 1;
  if (held.users === 1) held.stop = startOutbox(held.outbox, session, currentVault());
  return () => {
    held.users -= 1;
    if (held.users === 0) {
      held.stop?.();
      held.stop = null;
    }
  };
}
