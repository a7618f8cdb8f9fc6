// Opens the vault for the signed-in user after a reload (with the session's offline key when the gateway gives it),
// forgets its keys when the session ends, and shows the lock screen in place of the app while it is locked.
import { useApolloClient } from '@apollo/client/react';
import { lazy, Suspense, useEffect, type ReactNode } from 'react';
import { isSignedIn, useSession } from '../../session';
import { useDeviceVault, useVaultState } from './context';
import { fetchOfflineKey } from './offlineKey';

// Loaded only when needed: most reloads open the vault with the session's key.
const LockScreen = lazy(() => import('./LockScreen'));

export function VaultGate({ children }: { children: ReactNode }) {
  const vault = useDeviceVault();
  const state = useVaultState();
  const session = useSession();
  const client = useApolloClient();
  const signedIn = isSignedIn(session);
  const userId = signedIn ? session.userId : null;

  useEffect(() => {
    if (userId === null) vault.close();
    // A sign-in has set it opening already; only a reload finds it closed with a session.
    else if (vault.state === 'closed') void vault.resume(userId, () => fetchOfflineKey(client));
  }, [vault, client, userId, state]);

  if (userId !== null && state === 'locked')
    return (
      <Suspense fallback={null}>
        <LockScreen />
      </Suspense>
    );
  return children;
}
