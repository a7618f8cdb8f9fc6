import { ApolloLink } from '@apollo/client';
import { HttpLink } from '@apollo/client/link/http';
import { createUploadLink } from '../../feedback/uploadLink';

/**
 * The gateway serves GraphQL on the same origin (the dev server proxies it). An operation that carries files goes
 * as a GraphQL multipart request; every other one as plain JSON.
 */
export function createGatewayLink(): ApolloLink {
  return ApolloLink.from([createUploadLink({ uri: '/graphql' }), new HttpLink({ uri: '/graphql' })]);
}
