// At sign-in the password opens (or makes) the user's vault; it is handed over here and kept nowhere.
import { useApolloClient } from '@apollo/client/react';
import { useCallback } from 'react';
import { useDeviceVault } from './context';
import { fetchOfflineKey } from './offlineKey';

/** Call right after the session holds the new token (the offline key is asked with it). */
export function useVaultSignIn(): (userId: string, password: string) => void {
  const vault = useDeviceVault();
  const client = useApolloClient();
  return useCallback((userId, password) => void vault.signIn(userId, password, fetchOfflineKey(client)), [vault, client]);
}
