// Signing out deletes what waits in the outbox: while entries wait, a dialog (loaded only then) says how many and
// offers to wait for the sync or to sign out anyway.
import { lazy, Suspense, useState, type ReactNode } from 'react';
import { useDeviceVault } from './context';
import { useSignOut } from './signOut';

const SignOutDialog = lazy(() => import('./SignOutDialog'));

/**
 * The sign-out to call (it asks first while entries wait), and the dialog to render; `portalContainer` is where the
 * dialog goes when it must sit in front of something other than the page (the idle lock).
 */
export function useGuardedSignOut(portalContainer?: HTMLElement | null): { request: () => Promise<void>; dialog: ReactNode } {
  const vault = useDeviceVault();
  const signOut = useSignOut();
  const [waiting, setWaiting] = useState<number | null>(null);

  const request = async () => {
    const count = await vault.count('outbox');
    if (count === 0) await signOut();
    else setWaiting(count);
  };

  const dialog = waiting !== null && (
    <Suspense fallback={null}>
      <SignOutDialog count={waiting} signOut={signOut} onClose={() => setWaiting(null)} portalContainer={portalContainer ?? undefined} />
    </Suspense>
  );
  return { request, dialog };
}
