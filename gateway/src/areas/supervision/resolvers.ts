// Supervision of RBTs, month by month: worked out by the gateway from the appointments, the staff and the services.
import type { Resolvers } from '../../generated/resolvers.js';

const notImplemented = (): never => {
  throw new Error('Supervision: not implemented yet.');
};

export const supervisionResolvers: Resolvers = {
  Query: {
    supervisionMonth: notImplemented,
    supervisionYear: notImplemented,
    supervisionForecast: notImplemented,
  },
  Mutation: {
    exportSupervision: notImplemented,
  },
};
