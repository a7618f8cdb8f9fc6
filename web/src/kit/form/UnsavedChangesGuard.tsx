// What a person typed and has not saved survives neither a page unload nor a move to another page, so both ask
// first, in the same words everywhere: the kit's forms, the session note and the feedback widget.
import { Alert } from '@blueprintjs/core';
import { useContext, useEffect, useId, useRef, type ReactElement, type RefObject } from 'react';
import { UNSAFE_DataRouterContext, useBlocker } from 'react-router';

export const leaveMessage = 'You have unsaved changes. are you sure you wish to leave?';

function useBeforeUnload(when: boolean, released: RefObject<boolean>): void {
  useEffect(() => {
    if (!when) return;
    const warn = (event: BeforeUnloadEvent) => {
      if (released.current) return undefined;
      event.preventDefault();
      // Browsers show their own wording; older ones read returnValue.
      event.returnValue = leaveMessage;
      return leaveMessage;
    };
    window.addEventListener('beforeunload', warn);
    return () => window.removeEventListener('beforeunload', warn);
  }, [when, released]);
}

function RouteLeaveAlert({ released }: { released: RefObject<boolean> }) {
  const messageId = useId();
  // Only a change of page counts: search and hash changes keep the page and what was typed on it. A save that
  // released the guard leaves without a question (read when the move happens, not when the page last drew).
  const blocker = useBlocker(({ currentLocation, nextLocation }) => !released.current && currentLocation.pathname !== nextLocation.pathname);
  return (
    <Alert
      isOpen={blocker.state === 'blocked'}
      icon="warning-sign"
      intent="warning"
      confirmButtonText="Leave"
      cancelButtonText="Stay"
      canEscapeKeyCancel
      onConfirm={() => blocker.proceed?.()}
      onCancel={() => blocker.reset?.()}
      // Alert passes this to its dialog, which otherwise has no accessible name.
      aria-labelledby={messageId}
    >
      <p id={messageId}>{leaveMessage}</p>
    </Alert>
  );
}

export interface UnsavedChanges {
  /** Render it while the page is mounted. */
  guard: ReactElement | null;
  /** The changes were saved: the next move away (to the list, say) goes without a question. */
  release: () => void;
}

/**
 * Asks before the page is left while `dirty`. useBlocker needs a data router; outside one (a bare render) only
 * unload is guarded. The blocker exists only while there are changes, because a router supports one at a time.
 */
export function useUnsavedChanges(dirty: boolean): UnsavedChanges {
  const released = useRef(false);
  useEffect(() => {
    if (!dirty) released.current = false;
  }, [dirty]);
  useBeforeUnload(dirty, released);
  const dataRouter = useContext(UNSAFE_DataRouterContext);
  return {
    guard: dataRouter && dirty ? <RouteLeaveAlert released={released} /> : null,
    release: () => {
      released.current = true;
    },
  };
}

/** The guard for a page whose changes leave by other ways than a save that moves on (a draft saved as typed). */
export function UnsavedChangesGuard({ when }: { when: boolean }) {
  return useUnsavedChanges(when).guard;
}
