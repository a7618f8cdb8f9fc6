// Unsaved feedback survives neither a page unload nor a move to another layout, so both ask first.
import { Alert } from '@blueprintjs/core';
import { useContext, useEffect, useId } from 'react';
import { UNSAFE_DataRouterContext, useBlocker } from 'react-router';

export const leaveMessage = 'You have unsaved changes. are you sure you wish to leave?';

function useBeforeUnload(when: boolean): void {
  useEffect(() => {
    if (!when) return;
    const warn = (event: BeforeUnloadEvent) => {
      event.preventDefault();
      // Browsers show their own wording; older ones read returnValue.
      event.returnValue = leaveMessage;
      return leaveMessage;
    };
    window.addEventListener('beforeunload', warn);
    return () => window.removeEventListener('beforeunload', warn);
  }, [when]);
}

function RouteLeaveAlert({ when }: { when: boolean }) {
  const messageId = useId();
  // Only a change of page counts: search and hash changes keep the widget and its content.
  const blocker = useBlocker(({ currentLocation, nextLocation }) => when && currentLocation.pathname !== nextLocation.pathname);
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

/**
 * useBlocker needs a data router; outside one (a plain <BrowserRouter>, a bare render) only unload is guarded. The
 * blocker exists only while there is unsaved feedback, because a router supports one blocker at a time and screens
 * with forms may want theirs.
 */
export function UnsavedFeedbackGuard({ when }: { when: boolean }) {
  useBeforeUnload(when);
  const dataRouter = useContext(UNSAFE_DataRouterContext);
  return dataRouter && when ? <RouteLeaveAlert when={when} /> : null;
}
