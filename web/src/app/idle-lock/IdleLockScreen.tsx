// The lock over the app after the idle time: opaque, in front of everything, the app underneath kept mounted but out
// of reach (inert, hidden from assistive technology), focus kept within. It asks the same user's password; the ways
// out are signing out (which deletes what waits on the device, after a warning) and signing in as someone else (the
// session ends here; what waits stays in this user's vault for their next sign-in).
import { Button } from '@blueprintjs/core';
import { useContext, useLayoutEffect, useState } from 'react';
import { createPortal } from 'react-dom';
import { VaultContext } from '../../offline/vault/context';
import { useGuardedSignOut } from '../../offline/vault/guardedSignOut';
import { UnlockForm } from '../../screens/auth/UnlockForm';
import { useSession } from '../../session';
import { keepOutOfReach, trapFocus } from './keepOutOfReach';
import { writeLock } from './lockState';
import { useIdleUnlock } from './useIdleUnlock';

export interface IdleLockScreenProps {
  minutes: number;
  onUnlocked: () => void;
}

const minutesText = (minutes: number) => (minutes === 1 ? '1 minute' : `${minutes} minutes`);

/** Drafts kept for this tab (sessionStorage) are the user's own: the next user must not find them. */
function forgetTabDrafts(): void {
  try {
    window.sessionStorage.clear();
  } catch {
    // Storage blocked: nothing was kept in it.
  }
}

export default function IdleLockScreen({ minutes, onUnlocked }: IdleLockScreenProps) {
  const session = useSession();
  const { endSession } = useContext(VaultContext);
  const [container] = useState(() => {
    const element = document.createElement('div');
    element.className = 'idle-lock';
    element.setAttribute('role', 'dialog');
    element.setAttribute('aria-modal', 'true');
    element.setAttribute('aria-labelledby', 'idle-lock-title');
    return element;
  });
  const signOut = useGuardedSignOut(container);
  const { unlock, refused } = useIdleUnlock(onUnlocked);

  useLayoutEffect(() => {
    // Focus goes to the password (the field rendered before its container was in the page, so autofocus missed it),
    // and back to where it was once unlocked.
    const before = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    document.body.append(container);
    const giveBack = keepOutOfReach(container);
    const release = trapFocus(container);
    container.querySelector<HTMLElement>('input')?.focus();
    return () => {
      release();
      giveBack();
      container.remove();
      if (before?.isConnected) before.focus();
    };
  }, [container]);

  const signInAsSomeoneElse = () => {
    writeLock(null);
    forgetTabDrafts();
    endSession('/');
  };

  return createPortal(
    <div className="idle-lock-content">
      <UnlockForm
        fieldId="idle-unlock-password"
        titleId="idle-lock-title"
        userName={session.userName}
        lead={`The screen locked after ${minutesText(minutes)} without use. Enter your password to go on where you left off.`}
        unlock={unlock}
        refused={refused}
        actions={
          <>
            <Button variant="minimal" icon="log-out" text="Sign out" onClick={() => void signOut.request()} />
            <Button variant="minimal" icon="swap-horizontal" text="Sign in as someone else" onClick={signInAsSomeoneElse} />
          </>
        }
      />
      {signOut.dialog}
    </div>,
    container,
  );
}
