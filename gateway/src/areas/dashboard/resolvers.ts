// The dashboard is only a place to hang its sections: each section resolves as its Query field (@fromQuery).
import type { Resolvers } from '../../generated/resolvers.js';

export const dashboardResolvers: Resolvers = {
  Query: {
    dashboard: () => ({}),
  },
};
