// Signing out leaves nothing of the user on the device: the API's session ends (when it can be reached), the vault's
// database is deleted, then the session and Apollo's cache are cleared.
import { useApolloClient } from '@apollo/client/react';
import { useCallback, useContext } from 'react';
import { graphql } from '../../gql';
import { VaultContext } from './context';

const SignOutMutation = graphql(`
  mutation SignOut {
    logout {
      ok
    }
  }
`);

export function useSignOut(): () => Promise<void> {
  const client = useApolloClient();
  const { vault, endSession } = useContext(VaultContext);
  return useCallback(async () => {
    try {
      await client.mutate({ mutation: SignOutMutation, context: { quietTransportErrors: true } });
    } catch {
      // The session ends on this side whatever the API says, offline too.
    }
    try {
      await vault.destroy();
    } finally {
      endSession('/');
    }
  }, [client, vault, endSession]);
}
