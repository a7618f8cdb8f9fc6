// What the tabs of one browser share about the idle lock. A BroadcastChannel carries input (so a tab in use keeps the
// others open), the lock and the unlock between the tabs of the same user; localStorage keeps that the user's screen
// is locked, and how many wrong passwords were tried, so a reload or a new tab opens locked too.

export type LockMessage = { kind: 'input'; userId: string; at: number } | { kind: 'lock'; userId: string } | { kind: 'unlock'; userId: string };

export interface LockChannel {
  send(message: LockMessage): void;
  listen(listener: (message: LockMessage) => void): () => void;
  close(): void;
}

const CHANNEL = 'portal-idle-lock';
export const LOCK_STORAGE_KEY = 'idleLock';

/** The tabs' channel; a browser without BroadcastChannel locks each tab on its own. */
export function openLockChannel(): LockChannel {
  if (typeof BroadcastChannel === 'undefined') return { send: () => undefined, listen: () => () => undefined, close: () => undefined };
  const channel = new BroadcastChannel(CHANNEL);
  return {
    send: (message) => channel.postMessage(message),
    listen(listener) {
      const onMessage = (event: MessageEvent<LockMessage>) => listener(event.data);
      channel.addEventListener('message', onMessage);
      return () => channel.removeEventListener('message', onMessage);
    },
    close: () => channel.close(),
  };
}

export interface KeptLock {
  userId: string;
  /** Wrong passwords tried at this lock. */
  failures: number;
}

function storage(): Storage | null {
  try {
    return window.localStorage;
  } catch {
    return null;
  }
}

/** The lock kept for `userId`, or null when their screen is not locked. */
export function readLock(userId: string): KeptLock | null {
  try {
    const kept = JSON.parse(storage()?.getItem(LOCK_STORAGE_KEY) ?? 'null') as Partial<KeptLock> | null;
    return kept?.userId === userId ? { userId, failures: Number(kept.failures) || 0 } : null;
  } catch {
    return null;
  }
}

export function writeLock(lock: KeptLock | null): void {
  try {
    if (lock) storage()?.setItem(LOCK_STORAGE_KEY, JSON.stringify(lock));
    else storage()?.removeItem(LOCK_STORAGE_KEY);
  } catch {
    // Storage blocked: the lock lives in this tab only.
  }
}
