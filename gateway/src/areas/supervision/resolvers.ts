// Supervision of RBTs, month by month: worked out by the gateway from the appointments, the staff and the services.
import type { GatewayContext } from '../../context.js';
import type { Resolvers } from '../../generated/resolvers.js';
import { exportSupervision } from './export.js';
import { supervisionForecast } from './forecast.js';
import { supervisionMonth, supervisionYear } from './month-rows.js';

export const supervisionResolvers: Resolvers = {
  Query: {
    supervisionMonth: async (_root, args, ctx: GatewayContext) => (await supervisionMonth(ctx, args.month, args.supervisorId)).rows,
    supervisionYear: (_root, args, ctx: GatewayContext) => supervisionYear(ctx, args.staffId),
    supervisionForecast: (_root, args, ctx: GatewayContext) => supervisionForecast(ctx, args.staffId, String(args.startsAt), String(args.endsAt)),
  },
  Mutation: {
    exportSupervision: (_root, args, ctx: GatewayContext) => exportSupervision(ctx, args.month, args.format),
  },
};
