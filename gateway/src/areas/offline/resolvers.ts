// The offline key is given only to a caller whose token the practice API still takes: get-user answers 401
// (UNAUTHENTICATED) or a 302 body (SESSION_EXPIRED) for any other.
import type { GatewayContext } from '../../context.js';
import type { Resolvers } from '../../generated/resolvers.js';
import { ErrorCode, gatewayError } from '../../upstream/errors.js';
import { currentUser } from '../auth/session.js';
import { offlineKeyFor } from './offlineKey.js';

const bearer = /^Bearer\s+(\S+)$/i;

export const offlineResolvers: Resolvers = {
  Query: {
    offlineKey: async (_root, _args, ctx: GatewayContext) => {
      const token = bearer.exec(ctx.authorization ?? '')?.[1];
      if (!token) throw gatewayError(ErrorCode.Unauthenticated, 'Sign in to get an offline key.');
      await currentUser(ctx, token);
      return offlineKeyFor(token);
    },
  },
};
