// Ends each request's telemetry with its operation's name and outcome: 'ok', or the code of the first error.
import type { ApolloServerPlugin } from '@apollo/server';
import type { RequestTelemetry } from './request.js';

export interface TelemetryContext {
  telemetry: RequestTelemetry;
}

export function telemetryPlugin<C extends TelemetryContext>(): ApolloServerPlugin<C> {
  return {
    async requestDidStart() {
      return {
        async didResolveOperation({ contextValue, operationName, operation }) {
          contextValue.telemetry.named(operationName ?? undefined, operation?.operation);
        },
        async willSendResponse({ contextValue, response }) {
          const errors = response.body.kind === 'single' ? response.body.singleResult.errors : undefined;
          const code = errors?.[0]?.extensions?.code;
          contextValue.telemetry.end(errors?.length ? (typeof code === 'string' ? code : 'ERROR') : 'ok');
        },
      };
    },
  };
}
