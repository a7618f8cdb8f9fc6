// The idle lock's state for the signed-in user: locked after `minutes` without input in any of their tabs, in all of
// them at once. Input listeners only note the time; this tab's input reaches the others at most once a second (and
// its last input always does, a second later at most), so every tab counts from the same last input.
import { useCallback, useEffect, useRef, useState } from 'react';
import { createIdleTimer, type IdleTimer } from './idleTimer';
import { openLockChannel, readLock, writeLock, type LockChannel } from './lockState';

/** What counts as input: keys, pointer, touch and wheel. */
const INPUT_EVENTS = ['keydown', 'pointerdown', 'pointermove', 'touchstart', 'wheel'] as const;
const SHARE_EVERY_MS = 1_000;

export interface IdleLockState {
  locked: boolean;
  /** The password was right: this tab and the user's others go on. */
  unlocked(): void;
}

export function useIdleLock(userId: string | null, minutes: number): IdleLockState {
  const [locked, setLocked] = useState(() => userId !== null && readLock(userId) !== null);
  const timer = useRef<IdleTimer | null>(null);
  const channel = useRef<LockChannel | null>(null);
  /** The user this page loaded signed in as: a lock kept for them stays (a reload); any later sign-in starts unlocked. */
  const loadedAs = useRef<string | null | undefined>(userId);
  const idleMs = minutes * 60_000;
  const idleMsNow = useRef(idleMs);
  idleMsNow.current = idleMs;

  useEffect(() => {
    if (userId === null) {
      loadedAs.current = undefined;
      setLocked(false);
      return undefined;
    }
    if (loadedAs.current !== userId) writeLock(null);
    loadedAs.current = userId;
    setLocked(readLock(userId) !== null);

    const tabs = openLockChannel();
    channel.current = tabs;
    const idle = createIdleTimer({
      idleMs: idleMsNow.current,
      onIdle: () => {
        if (readLock(userId) === null) writeLock({ userId, failures: 0 });
        tabs.send({ kind: 'lock', userId });
        setLocked(true);
      },
    });
    timer.current = idle;

    let sentAt = 0;
    let trailing: ReturnType<typeof setTimeout> | undefined;
    const share = () => {
      trailing = undefined;
      sentAt = idle.lastInput;
      tabs.send({ kind: 'input', userId, at: sentAt });
    };
    const onInput = () => {
      idle.input();
      if (trailing !== undefined) return;
      const wait = sentAt + SHARE_EVERY_MS - idle.lastInput;
      if (wait <= 0) share();
      else trailing = setTimeout(share, wait);
    };
    for (const name of INPUT_EVENTS) window.addEventListener(name, onInput, { capture: true, passive: true });
    const stopListening = tabs.listen((message) => {
      if (message.userId !== userId) return;
      if (message.kind === 'input') idle.input(message.at);
      else if (message.kind === 'lock') setLocked(true);
      else {
        idle.restart();
        setLocked(false);
      }
    });

    return () => {
      for (const name of INPUT_EVENTS) window.removeEventListener(name, onInput, { capture: true });
      if (trailing !== undefined) clearTimeout(trailing);
      stopListening();
      tabs.close();
      idle.stop();
      timer.current = null;
      channel.current = null;
    };
  }, [userId]);

  useEffect(() => {
    timer.current?.setIdleMs(idleMs);
  }, [idleMs]);

  const unlocked = useCallback(() => {
    if (userId === null) return;
    writeLock(null);
    timer.current?.restart();
    channel.current?.send({ kind: 'unlock', userId });
    setLocked(false);
  }, [userId]);

  return { locked, unlocked };
}
