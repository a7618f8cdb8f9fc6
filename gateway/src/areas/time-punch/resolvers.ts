// The time-punch sync starts under a session id the gateway makes (a random UUID, sent as X-Session-ID; the gateway
// keeps no state: the API answers the running sync when one runs); a retry sends the finished sync's own id. A
// user's standing comes from one bulk-status call per request; a punch history's days and totals are summed here.
import { randomUUID } from 'node:crypto';
import type { GraphQLResolveInfo } from 'graphql';
import type { GatewayContext } from '../../context.js';
import type { Resolvers } from '../../generated/resolvers.js';
import { badInput } from '../../upstream/errors.js';
import { punchDays, totalHours } from './punch-days.js';
import { statusLoaderOf } from './status-loader.js';

type Punch = Record<string, unknown>;

export const sessionHeader = 'X-Session-ID';

/** What a session id may hold to travel as a header: letters, digits, dot, dash and underscore, up to 100. */
const sessionIdPattern = /^[A-Za-z0-9._-]{1,100}$/;

function punchesOf(history: Record<string, unknown>): Punch[] {
  return Array.isArray(history.punches) ? (history.punches as Punch[]) : [];
}

/** The field's own sync-all call, under that session id. */
function syncUnder(sessionId: string, info: GraphQLResolveInfo, ctx: GatewayContext) {
  return ctx.rest.call(info, {}, ctx, { headers: { [sessionHeader]: sessionId } }) as Promise<Record<string, unknown>>;
}

export const timePunchResolvers: Resolvers = {
  Mutation: {
    startTimePunchSync: (_root, _args, ctx, info) => syncUnder(randomUUID(), info, ctx),
    retryTimePunchSync: (_root, { sessionId }, ctx, info) => {
      if (!sessionIdPattern.test(sessionId)) throw badInput('That is not a sync session id.', { sessionId: ['That is not a sync session id.'] });
      return syncUnder(sessionId, info, ctx);
    },
  },
  User: {
    timePunchStatus: (user, _args, ctx) => statusLoaderOf(ctx).load(String(user.id)),
  },
  StaffMember: {
    timePunchStatus: (member, _args, ctx) => statusLoaderOf(ctx).load(String(member.id)),
  },
  PunchHistory: {
    days: (history) => punchDays(punchesOf(history)),
    totalHours: (history) => totalHours(punchesOf(history)),
  },
};
