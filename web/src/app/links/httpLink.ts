import { ApolloLink } from '@apollo/client';
import { HttpLink } from '@apollo/client/link/http';
import { createUploadLink } from '../../feedback/uploadLink';
import { createPersistedLink } from './persisted';

/**
 * The gateway serves GraphQL on the same origin (the dev server proxies it). An operation goes by its hash; one that
 * carries files goes as a GraphQL multipart request; every other one as plain JSON.
 */
export function createGatewayLink(): ApolloLink {
  return ApolloLink.from([createPersistedLink(), createUploadLink({ uri: '/graphql' }), new HttpLink({ uri: '/graphql' })]);
}
