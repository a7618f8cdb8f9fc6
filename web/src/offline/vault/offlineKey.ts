// The session's offline key, asked of the gateway: null when it cannot answer (offline, the gateway away), and the
// vault then asks for the password.
import type { ApolloClient } from '@apollo/client';
import { graphql } from '../../gql';

export const OfflineKeyQuery = graphql(`
  query OfflineKey {
    offlineKey
  }
`);

export async function fetchOfflineKey(client: ApolloClient): Promise<string | null> {
  try {
    // Never cached: the key is for the vault alone, and Apollo's cache is not encrypted.
    const { data } = await client.query({
      query: OfflineKeyQuery,
      fetchPolicy: 'no-cache',
      context: { quietTransportErrors: true, errorsInPlace: true },
    });
    return data?.offlineKey ?? null;
  } catch {
    return null;
  }
}
