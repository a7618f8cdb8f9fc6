// The idle lock of every signed-in user: after the idle time without input it puts the lock over the app, which stays
// mounted underneath. Not over the vault's own lock screen, which already asks the password: opening the vault there
// unlocks this too. The lock's code loads after the page's first draw, not when the lock is due: by then a new release
// may have taken its chunk away, or the connection gone.
import { Component, lazy, Suspense, useEffect, useRef, type ReactNode } from 'react';
import { useVaultState } from '../../offline/vault/context';
import { isSignedIn, useSession } from '../../session';
import { useIdleLockMinutes } from './settings';
import { useIdleLock } from './useIdleLock';
import './idle-lock.css';

const loadLockScreen = () => import('./IdleLockScreen');
const IdleLockScreen = lazy(loadLockScreen);

/** Should the lock's code still fail to load: the page stays covered, and a reload (which opens locked) brings it. */
class LockUnavailable extends Component<{ children: ReactNode }, { failed: boolean }> {
  override state = { failed: false };

  static getDerivedStateFromError() {
    return { failed: true };
  }

  override render() {
    if (!this.state.failed) return this.props.children;
    return (
      <div className="idle-lock idle-lock-content" role="alert">
        <p>
          The screen is locked. <button onClick={() => window.location.reload()}>Reload</button> to unlock it.
        </p>
      </div>
    );
  }
}

export function IdleLock() {
  const session = useSession();
  const signedIn = isSignedIn(session);
  const minutes = useIdleLockMinutes(signedIn);
  const { locked, unlocked } = useIdleLock(signedIn ? session.userId : null, minutes);
  const vaultState = useVaultState();

  useEffect(() => {
    if (signedIn) void loadLockScreen().catch(() => undefined);
  }, [signedIn]);

  const vaultWasLocked = useRef(false);
  useEffect(() => {
    if (vaultState === 'locked') vaultWasLocked.current = true;
    else if (vaultState === 'open' && vaultWasLocked.current) {
      vaultWasLocked.current = false;
      if (locked) unlocked();
    }
  }, [vaultState, locked, unlocked]);

  if (!signedIn || !locked || vaultState === 'locked') return null;
  return (
    <LockUnavailable>
      <Suspense fallback={<div className="idle-lock" />}>
        <IdleLockScreen minutes={minutes} onUnlocked={unlocked} />
      </Suspense>
    </LockUnavailable>
  );
}
