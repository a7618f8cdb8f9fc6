// The gateway serving the mocked resolvers instead of the practice API: the same server, protections, sandbox and
// web client as `npm start`, with no practice API behind it. A request may name its own scenario in the
// X-Mocked-Scenario header (an error scenario to test a client's error handling, an empty practice).
import type { Request, RequestHandler } from 'express';
import { GraphQLError } from 'graphql';
import type { GatewayConfig } from '../config.js';
import type { Logger } from '../log.js';
import { startGateway, type Gateway } from '../server.js';
import { gatewayVersion } from '../version.js';
import { scenarioHeader, type MockedOptions } from './options.js';

/** Names no host: the upstream client exists (the server is the same) and is never called. */
const noPracticeApi = 'http://practice-api.invalid/';

type MockedResolvers = typeof import('@portal/mocks/resolvers');

export async function loadMockedResolvers(): Promise<MockedResolvers> {
  return import('@portal/mocks/resolvers').catch(() => {
    throw new Error('Mocked mode needs the mocked resolvers (@portal/mocks), which are not installed.');
  });
}

export async function startMockedGateway(config: GatewayConfig, options: MockedOptions, log?: Logger): Promise<Gateway> {
  const mocks = await loadMockedResolvers();
  const schema = mocks.createMockedSchema({}, { scenario: options.scenario, ...(options.seed !== undefined && { seed: options.seed }) });
  const health: RequestHandler = (_req, res) => {
    res.setHeader('cache-control', 'no-store').json({ status: 'ok', version: gatewayVersion, upstream: 'mocked', scenario: options.scenario });
  };
  const context = (req: Request): Record<string, unknown> => {
    const named = req.header(scenarioHeader)?.trim();
    if (!named) return {};
    if (!mocks.isScenarioName(named)) {
      throw new GraphQLError(`Unknown mocked scenario '${named}'. Scenarios: ${mocks.scenarioNames.join(', ')}.`, {
        extensions: { code: 'BAD_REQUEST', http: { status: 400 } },
      });
    }
    return { [mocks.scenarioContextKey]: named };
  };
  // Mocked records are no one's, and there is no practice API to ask who a caller is: no access trail.
  return startGateway({ ...config, upstreamUrl: noPracticeApi, audit: { ...config.audit, log: undefined } }, log, { schema, health, context });
}
