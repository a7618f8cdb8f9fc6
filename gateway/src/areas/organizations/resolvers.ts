// The organisation switch needs the same shaping as organisation sign-on: slogin answers a bare token, and the
// session is completed from get-user with that token. Unlike sign-on, the caller's own token is the bearer.
import type { GraphQLResolveInfo } from 'graphql';
import type { GatewayContext } from '../../context.js';
import type { Resolvers } from '../../generated/resolvers.js';
import { missingPayload } from '../../upstream/errors.js';
import { currentUser, sessionOf } from '../auth/session.js';

export const organizationResolvers: Resolvers = {
  Mutation: {
    switchOrganization: async (_root, { siteId }, ctx: GatewayContext, info: GraphQLResolveInfo) => {
      const answer = (await ctx.rest.call(info, { siteId }, ctx)) as { data?: unknown } | null;
      const token = typeof answer?.data === 'string' && answer.data.trim() !== '' ? answer.data : undefined;
      if (!token) throw missingPayload('slogin', 'data.data');
      return sessionOf(token, await currentUser(ctx, token));
    },
  },
};
