// Keeps the signed-in user's day in the vault while online: when the vault opens, when the connection comes back,
// and every quarter of an hour, so what is kept follows the day's changes. The keeping code loads only then.
import { useApolloClient } from '@apollo/client/react';
import { useEffect } from 'react';
import { isSignedIn, useSession } from '../../session';
import { useDeviceVault, useVaultState } from '../vault/context';

const REFRESH_MS = 15 * 60_000;

export function DayKeeper() {
  const vault = useDeviceVault();
  const state = useVaultState();
  const session = useSession();
  const client = useApolloClient();
  const userId = isSignedIn(session) ? session.userId : null;

  useEffect(() => {
    if (state !== 'open' || userId === null) return undefined;
    let running = false;
    const keep = () => {
      if (running || !navigator.onLine) return;
      running = true;
      void import('./keepDay')
        .then(({ keepDay }) => keepDay(client, vault, userId))
        // A failed keeping keeps what was kept before; the next one tries again.
        .catch(() => undefined)
        .finally(() => (running = false));
    };
    keep();
    window.addEventListener('online', keep);
    const timer = window.setInterval(keep, REFRESH_MS);
    return () => {
      window.removeEventListener('online', keep);
      window.clearInterval(timer);
    };
  }, [vault, client, state, userId]);

  return null;
}
