// What a client may see of an error: the gateway's own codes as they are; anything unexpected as a plain internal
// error, without its message in production.
import { unwrapResolverError } from '@apollo/server/errors';
import type { GraphQLFormattedError } from 'graphql';

export function formatError(production: boolean) {
  return (formatted: GraphQLFormattedError, error: unknown): GraphQLFormattedError => {
    const code = formatted.extensions?.code;
    if (code && code !== 'INTERNAL_SERVER_ERROR') return formatted;
    const original = unwrapResolverError(error);
    if (!production) return formatted;
    void original;
    return { message: 'Internal server error', ...(formatted.path && { path: formatted.path }), extensions: { code: 'INTERNAL_SERVER_ERROR' } };
  };
}
