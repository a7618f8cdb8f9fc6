// The idle lock of every signed-in user: after the idle time without input it puts the lock (loaded only then) over
// the app, which stays mounted underneath. Not over the vault's own lock screen, which already asks the password:
// opening the vault there unlocks this too.
import { lazy, Suspense, useEffect, useRef } from 'react';
import { useVaultState } from '../../offline/vault/context';
import { isSignedIn, useSession } from '../../session';
import { useIdleLockMinutes } from './settings';
import { useIdleLock } from './useIdleLock';
import './idle-lock.css';

const IdleLockScreen = lazy(() => import('./IdleLockScreen'));

export function IdleLock() {
  const session = useSession();
  const signedIn = isSignedIn(session);
  const minutes = useIdleLockMinutes(signedIn);
  const { locked, unlocked } = useIdleLock(signedIn ? session.userId : null, minutes);
  const vaultState = useVaultState();

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
    <Suspense fallback={<div className="idle-lock" />}>
      <IdleLockScreen minutes={minutes} onUnlocked={unlocked} />
    </Suspense>
  );
}
