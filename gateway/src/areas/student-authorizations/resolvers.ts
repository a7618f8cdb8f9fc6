// Computed authorization fields (units remaining, days until the end, the alerts) and a student's flagged
// authorizations, from the figures the API answers: no call is made, the student list already carries each
// student's authorizations. And the authorizations needing attention, grouped (attention.ts).
import type { GatewayContext } from '../../context.js';
import type { Resolvers } from '../../generated/resolvers.js';
import { authorizationsNeedingAttention } from './attention.js';
import { figuresOfRecord, localToday, standingOfRecord, unitsRemaining } from './arithmetic.js';

type Record = { [key: string]: unknown };

function list(value: unknown): Record[] {
  return Array.isArray(value) ? (value as Record[]) : [];
}

export const studentAuthorizationResolvers: Resolvers = {
  Query: {
    authorizationsNeedingAttention: (_root, args, ctx: GatewayContext) => authorizationsNeedingAttention(ctx, args.scope, args.first),
  },
  StudentAuthorization: {
    services: (authorization) => list(authorization.services),
    unitsRemaining: (authorization) => standingOfRecord(authorization).unitsRemaining,
    daysUntilEnd: (authorization) => standingOfRecord(authorization).daysUntilEnd,
    ended: (authorization) => standingOfRecord(authorization).ended,
    endingSoon: (authorization) => standingOfRecord(authorization).endingSoon,
    lowUnits: (authorization) => standingOfRecord(authorization).lowUnits,
    needsAttention: (authorization) => standingOfRecord(authorization).needsAttention,
  },
  AuthorizationService: {
    unitsRemaining: (service) => {
      const figures = figuresOfRecord(service);
      return unitsRemaining(figures.unitsAuthorized, figures.unitsUsed);
    },
  },
  Student: {
    authorizations: (student) => list(student.authorizations),
    authorizationAlerts: (student) => {
      const today = localToday();
      return list(student.authorizations).filter((authorization) => standingOfRecord(authorization, today).needsAttention);
    },
  },
};
