// `npm run start:mocked` (or MOCKED=1 npm start): the gateway over the mocked resolvers, printing its address the
// way `npm start` does, stopping on SIGTERM the same way.
import type { GatewayConfig } from '../config.js';
import { handleShutdown } from '../http/shutdown.js';
import type { Logger } from '../log.js';
import { loadMockedResolvers, startMockedGateway } from './mocked-gateway.js';
import { readMockedOptions, scenarioHeader } from './options.js';

export async function runMockedGateway(config: GatewayConfig, log: Logger, env: Record<string, string | undefined>): Promise<void> {
  const { scenarioNames } = await loadMockedResolvers();
  const options = readMockedOptions(env, scenarioNames);
  const gateway = await startMockedGateway(config, options, log);
  process.stdout.write(
    [
      `Mocked portal ready at ${gateway.url}`,
      `GraphQL endpoint ${gateway.url}graphql${config.sandbox ? `, sandbox ${gateway.url}sandbox` : ''}`,
      `Mocked resolvers, no practice API: scenario ${options.scenario}${options.seed !== undefined ? `, seed ${options.seed}` : ''}`,
      `Another scenario per request with the ${scenarioHeader} header: ${scenarioNames.join(', ')}`,
    ].join('\n') + '\n',
  );
  handleShutdown({ graceMs: config.shutdownGraceMs, log, stop: () => gateway.stop() });
}
