// Every area's hand-written resolvers. Most fields need none: the @rest directive in the schema is enough.
import type { IResolvers } from '@graphql-tools/utils';
import type { GatewayContext } from '../context.js';
import { authResolvers } from './auth/resolvers.js';
import { helpDeskResolvers } from './help-desk/resolvers.js';
import { systemResolvers } from './system/resolvers.js';

export const areaResolvers = [systemResolvers, authResolvers, helpDeskResolvers] as IResolvers<unknown, GatewayContext>[];
