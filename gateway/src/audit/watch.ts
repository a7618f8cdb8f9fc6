// The access trail's watch over the gateway's operations: each document is planned once, when it is compiled, and
// only an operation that touches students is followed, so every other operation costs nothing more.
import type { GraphQLSchema } from 'graphql';
import type { GatewayContext } from '../context.js';
import type { OperationWatch } from '../execution/compiled-executor.js';
import { dig } from '../rest/answer.js';
import type { AskWho } from './identities.js';
import { StudentReach } from './student-reach.js';
import type { AuditTrail } from './trail.js';

/**
 * Asks the practice API who the caller is, as the request would (its request id, its breaker). The record is written
 * after the answer has gone, so the question holds a scope of its own: holding the request's context would keep every
 * list the request read alive until the write, long enough to be copied into the old generation.
 */
function askThrough(context: GatewayContext): AskWho {
  const upstream = context.upstream.detached();
  return async (authorization) => dig(await upstream.call({ method: 'GET', path: 'get-user', authorization }), 'data');
}

export function auditWatch(schema: GraphQLSchema, trail: AuditTrail): OperationWatch {
  const reach = new StudentReach(schema);
  return (document, operationName) => {
    const plan = reach.planFor(document, operationName);
    if (!plan) return undefined;
    return (contextValue, variables, result) => {
      // No data at all: the variables were refused before anything ran, as a document the validation refuses is.
      if (result.data === undefined) return;
      const context = contextValue as GatewayContext;
      trail.note(plan, context, variables, result, askThrough(context));
    };
  };
}
