// The gateway: Apollo Server on Express, the practice API client, the web client and sandbox, on one port.
import { randomUUID } from 'node:crypto';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { ApolloServer } from '@apollo/server';
import { ApolloServerPluginDrainHttpServer } from '@apollo/server/plugin/drainHttpServer';
import { ApolloServerPluginLandingPageDisabled } from '@apollo/server/plugin/disabled';
import { expressMiddleware } from '@as-integrations/express5';
import express from 'express';
import graphqlUploadExpress from 'graphql-upload/graphqlUploadExpress.mjs';
import type { GatewayConfig } from './config.js';
import type { GatewayContext } from './context.js';
import { healthHandler } from './http/health.js';
import { webClientRouter } from './http/web-client.js';
import { Loaders } from './loaders/loaders.js';
import { createLogger, type Logger } from './log.js';
import { buildGatewaySchema } from './schema/build.js';
import { formatError } from './schema/format-error.js';
import { UpstreamClient } from './upstream/client.js';
import { UpstreamScope } from './upstream/scope.js';

export interface Gateway {
  url: string;
  port: number;
  server: Server;
  upstream: UpstreamClient;
  stop(): Promise<void>;
}

const requestIdPattern = /^[A-Za-z0-9._-]{1,64}$/;

export async function startGateway(config: GatewayConfig & { upstreamUrl: string }, log?: Logger): Promise<Gateway> {
  const logger = log ?? createLogger(config.logLevel);
  const upstream = new UpstreamClient({ baseUrl: config.upstreamUrl, ...config.upstream });
  const { schema, engine } = buildGatewaySchema();
  const app = express();
  app.disable('x-powered-by');
  const server = createServer(app);

  const apollo = new ApolloServer<GatewayContext>({
    schema,
    introspection: config.introspection,
    csrfPrevention: true,
    allowBatchedHttpRequests: false,
    includeStacktraceInErrorResponses: !config.production,
    formatError: formatError(config.production),
    plugins: [ApolloServerPluginDrainHttpServer({ httpServer: server }), ApolloServerPluginLandingPageDisabled()],
  });
  await apollo.start();

  app.use((req, res, next) => {
    const given = req.header('x-request-id');
    const id = given && requestIdPattern.test(given) ? given : randomUUID();
    res.locals.requestId = id;
    res.setHeader('x-request-id', id);
    next();
  });
  app.get('/healthz', healthHandler(upstream));
  app.use(
    '/graphql',
    express.json({ limit: '100kb' }),
    graphqlUploadExpress({ maxFileSize: config.maxUploadBytes, maxFiles: 5, maxFieldSize: 100 * 1024 }),
    expressMiddleware(apollo, {
      context: async ({ req, res }) => {
        const requestId = String(res.locals.requestId);
        const requestLog = logger.child({ requestId });
        const authorization = req.header('authorization') || undefined;
        const scope = new UpstreamScope(upstream, authorization, requestLog, requestId);
        return {
          requestId,
          authorization,
          upstream: scope,
          loaders: new Loaders(scope),
          rest: engine,
          log: requestLog,
          maxUploadBytes: config.maxUploadBytes,
        };
      },
    }),
  );
  app.use(webClientRouter(config.webDist, config.sandbox));

  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(config.port, config.host, () => resolve());
  });
  const { port } = server.address() as AddressInfo;
  const host = config.host.includes(':') ? `[${config.host}]` : config.host;
  return {
    url: `http://${host}:${port}/`,
    port,
    server,
    upstream,
    stop: async () => {
      await apollo.stop();
      await upstream.close();
    },
  };
}
