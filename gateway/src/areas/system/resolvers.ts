// The gateway's own fields, which no call of the practice API serves.
import type { Resolvers } from '../../generated/resolvers.js';
import { practiceTimeZone } from '../../dates/dates.js';
import { gatewayVersion } from '../../version.js';

export const systemResolvers: Resolvers = {
  Query: { version: () => gatewayVersion, practiceTimeZone },
  Mutation: { ping: () => true },
};
