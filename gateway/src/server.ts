// The gateway: Apollo Server on Express, the practice API client, the web client and sandbox, on one port, with the
// protections wired in: request limits, body caps, CSRF prevention, security headers and CORS, the
// sign-in throttle, the upstream circuit breaker, JSON logs with request ids, and draining on stop.
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { setTimeout as sleep } from 'node:timers/promises';
import { ApolloServer } from '@apollo/server';
import { ApolloServerPluginDrainHttpServer } from '@apollo/server/plugin/drainHttpServer';
import { ApolloServerPluginCacheControlDisabled, ApolloServerPluginLandingPageDisabled } from '@apollo/server/plugin/disabled';
import { expressMiddleware } from '@as-integrations/express5';
import compression from 'compression';
import express, { type Request, type RequestHandler, type Response } from 'express';
import type { GraphQLSchema } from 'graphql';
import graphqlUploadExpress from 'graphql-upload/graphqlUploadExpress.mjs';
import { readManifest, trustedOperations } from './protection/trusted-operations.js';
import type { GatewayConfig } from './config.js';
import type { GatewayContext } from './context.js';
import { usePracticeTimeZone } from './dates/dates.js';
import { useIdleLockMinutes } from './areas/auth/idle-lock.js';
import { useOfflineKeySecret } from './areas/offline/offlineKey.js';
import { CompiledOperations, compiledExecution } from './execution/compiled-executor.js';
import { healthHandler, type Lifecycle } from './http/health.js';
import { cors, securityHeaders } from './http/security.js';
import { signInThrottlePlugin, type ClientAddressContext } from './http/sign-in-throttle.js';
import { TrustedQueryLane } from './http/trusted-query-lane.js';
import { FrontDoor } from './http/front-door.js';
import { nameRequest, requestLog } from './http/request-log.js';
import { jsonBody } from './http/json-body.js';
import { apiReferenceRouter } from './http/api-reference.js';
import { webClientRouter } from './http/web-client.js';
import { Loaders } from './loaders/loaders.js';
import { apolloLogger, createLogger, errorLogPlugin, type Logger } from './log.js';
import { bodyErrorHandler } from './protection/body-errors.js';
import { idempotencyPlugin } from './idempotency/plugin.js';
import { RedisIdempotencyStore } from './idempotency/redis-store.js';
import { MemoryIdempotencyStore } from './idempotency/store.js';
import { protectedErrorFormat } from './protection/error-format.js';
import { legacyJsonStatusPlugin } from './protection/legacy-json-status.js';
import { requestLimits } from './protection/limits.js';
import { buildGatewaySchema } from './schema/build.js';
import { formatError } from './schema/format-error.js';
import { UpstreamClient } from './upstream/client.js';
import { UpstreamScope } from './upstream/scope.js';
import { SharedCalls } from './upstream/shared-calls.js';
import { ListLengths } from './loaders/by-id.js';
import { LookupCache } from './loaders/lookup-cache.js';
import { RedisLookupStore } from './loaders/redis-lookups.js';
import { metricsHandler, startMetricsServer } from './telemetry/endpoint.js';
import { GatewayMetrics } from './telemetry/metrics.js';
import { telemetryPlugin, type TelemetryContext } from './telemetry/plugin.js';
import { RequestTelemetry, type Telemetry } from './telemetry/request.js';
import { createTracing } from './telemetry/tracing.js';
import { gatewayVersion } from './version.js';
import { openAuditTrail } from './audit/open-trail.js';
import type { AuditTrail } from './audit/trail.js';
import { auditWatch } from './audit/watch.js';
import { connectRedis, redisReachable } from './redis.js';
import { downloadsRouter, MemoryDownloadStore, RedisDownloadStore, useDownloadStore } from './downloads/index.js';
import { SharedSignInThrottle } from './http/shared-throttle.js';
import type { SpanExporter } from '@opentelemetry/sdk-trace-base';

export interface Gateway {
  url: string;
  port: number;
  server: Server;
  upstream: UpstreamClient;
  /** The metrics' own address when METRICS_PORT is set. */
  metricsUrl?: string;
  /** The access trail (unless AUDIT_LOG=off). */
  audit?: AuditTrail;
  /** Stops accepting, lets requests in flight finish within the shutdown grace period, then closes the rest. */
  stop(): Promise<void>;
}

type RequestContext = GatewayContext & ClientAddressContext & TelemetryContext;

/** What a test can put in place of the configured telemetry. */
export interface GatewayInstruments {
  /** Spans go here (an in-memory exporter) instead of OTLP. */
  spanExporter?: SpanExporter;
}

// GraphQL answers carry personal records: never stored by a browser or a proxy.
const noStore: RequestHandler = (_req, res, next) => {
  res.setHeader('cache-control', 'no-store');
  next();
};

// A week of appointments is 215 kB of JSON and 14 kB in brotli at its fast setting, which costs the gateway a few
// milliseconds: over a tablet's connection the transfer saved is far longer. Answers under 1 kB, and callers that do
// not ask (the bench, other services), get the JSON as it is.
const compressedAnswers = compression({ threshold: 1024 });

/** A schema served in place of the one over the practice API (the mocked resolvers): nothing calls the API. */
export interface ServedSchema {
  schema: GraphQLSchema;
  /** /healthz in place of the practice API's reachability. */
  health: RequestHandler;
  /** Added to each request's context. */
  context(req: Request): Record<string, unknown>;
}

export async function startGateway(
  config: GatewayConfig & { upstreamUrl: string },
  log?: Logger,
  served?: ServedSchema,
  instruments: GatewayInstruments = {},
): Promise<Gateway> {
  const logger = log ?? createLogger(config.logLevel);
  usePracticeTimeZone(config.practiceTimeZone);
  useOfflineKeySecret(config.offlineKeySecret);
  useIdleLockMinutes(config.idleLockMinutes);
  const redis = config.redisUrl ? connectRedis(config.redisUrl, logger) : undefined;
  useDownloadStore(redis ? new RedisDownloadStore(redis) : new MemoryDownloadStore());
  const metrics = new GatewayMetrics();
  const telemetry: Telemetry = {
    metrics,
    tracing: createTracing({ endpoint: config.otelEndpoint, exporter: instruments.spanExporter, version: gatewayVersion }),
  };
  const upstream = new UpstreamClient({
    baseUrl: config.upstreamUrl,
    ...config.upstream,
    breaker: {
      ...config.breaker,
      onChange: (state, failures) => {
        metrics.breakerState(state);
        logger.warn('upstream circuit', { state, consecutiveFailures: failures });
      },
    },
  });
  const shared = new SharedCalls(config.sharedCalls);
  const lookups = new LookupCache(config.lookupCacheMs, {
    store: redis ? new RedisLookupStore(redis) : undefined,
    onStoreError: (error) => logger.warn('kept lookups unavailable in redis', { cause: error instanceof Error ? error.name : 'unknown' }),
  });
  shared.onWrite((caller) => lookups.drop(caller));
  const listLengths = new ListLengths();
  const built = buildGatewaySchema();
  const { engine } = built;
  const schema = served?.schema ?? built.schema;
  const limits = requestLimits(config.limits);
  const lifecycle: Lifecycle = { stopping: false };
  const app = express();
  app.disable('x-powered-by');
  // Every answer is no-store, so an ETag would only cost a hash of each body.
  app.set('etag', false);
  app.set('trust proxy', config.trustProxy);
  // Requests come in through the front door (below), which hands Express what is not a listed query.
  const server = createServer();
  server.keepAliveTimeout = config.keepAliveTimeoutMs;
  const manifest = readManifest(config.webDist);
  const trail = openAuditTrail(config.audit, redis, logger, metrics.registry);
  const operations = new CompiledOperations(schema, trail && auditWatch(schema, trail));

  const requestContext = async (req: Request, res: Response): Promise<RequestContext> => {
    const requestId = String(res.locals.requestId);
    const requestLog = logger.child({ requestId });
    const authorization = req.header('authorization') || undefined;
    const requestTelemetry = new RequestTelemetry(telemetry, req.headers);
    const scope = new UpstreamScope(upstream, authorization, requestLog, requestId, requestTelemetry, shared);
    return {
      requestId,
      authorization,
      upstream: scope,
      loaders: new Loaders(scope, lookups, listLengths),
      rest: engine,
      log: requestLog,
      maxUploadBytes: config.maxUploadBytes,
      audit: trail,
      // Read when the sign-in throttle asks: working it out through the proxy settings costs every query.
      get clientAddress() {
        return req.ip ?? req.socket.remoteAddress ?? 'unknown';
      },
      telemetry: requestTelemetry,
      ...served?.context(req),
    };
  };
  const lane = new TrustedQueryLane<RequestContext>({
    schema,
    manifest,
    operations,
    limits,
    introspection: config.introspection,
    allowArbitrary: config.allowArbitraryOperations,
    lifecycle,
    context: requestContext,
  });

  const apollo = new ApolloServer<RequestContext>({
    gateway: compiledExecution(schema, operations, (context) => lane.takeResult(context)),
    introspection: config.introspection,
    csrfPrevention: true,
    allowBatchedHttpRequests: false,
    includeStacktraceInErrorResponses: config.errorStackTraces,
    formatError: protectedErrorFormat(formatError(config.production), config.limits),
    validationRules: limits.validationRules,
    parseOptions: limits.parseOptions,
    logger: apolloLogger(logger),
    // main.ts owns the signals (http/shutdown.ts), so that the exit code is ours.
    stopOnTerminationSignals: false,
    plugins: [
      ApolloServerPluginDrainHttpServer({ httpServer: server, stopGracePeriodMillis: config.shutdownGraceMs }),
      ApolloServerPluginLandingPageDisabled(),
      // Every answer is no-store; the cache-control plugin would only wrap each of thousands of field resolvers.
      ApolloServerPluginCacheControlDisabled(),
      signInThrottlePlugin<RequestContext>(config.signIn, logger, redis ? new SharedSignInThrottle(redis, config.signIn, logger) : undefined, () =>
        metrics.signInRefused(),
      ),
      idempotencyPlugin<RequestContext>(redis ? new RedisIdempotencyStore(redis) : new MemoryIdempotencyStore(), logger),
      telemetryPlugin<RequestContext>(),
      errorLogPlugin(),
      legacyJsonStatusPlugin(),
    ],
  });
  await apollo.start();

  const readJson = express.json({ limit: config.limits.maxJsonBodyBytes });
  const frontDoor = new FrontDoor({
    app,
    first: nameRequest,
    everyRequest: [securityHeaders({ corsOrigins: config.corsOrigins, upstreamOrigin: new URL(config.upstreamUrl).origin }), requestLog(logger)],
    graphql: [cors(config), noStore, compressedAnswers],
    readBody: jsonBody(config.limits.maxJsonBodyBytes, readJson),
    lane: lane.handler(),
  });
  server.on('request', frontDoor.listener());
  app.use(frontDoor.raiseFailure());
  app.get('/healthz', served?.health ?? healthHandler(upstream, lifecycle));
  app.get(
    '/readyz',
    served?.health ?? healthHandler(upstream, lifecycle, redis ? [{ name: 'redis', reachable: () => redisReachable(redis, 2_000) }] : []),
  );
  app.get('/metrics', metricsHandler(metrics, config.metricsToken));
  app.use(downloadsRouter());
  app.use(
    '/graphql',
    // What the front door has not read (it reads only POSTs); Apollo Server expects req.body set, if only to undefined.
    readJson,
    // busboy counts a file of exactly maxFileSize as over it; a file of exactly maxUploadBytes is allowed.
    graphqlUploadExpress({
      maxFileSize: config.maxUploadBytes + 1,
      maxFiles: config.limits.maxUploadFiles,
      maxFieldSize: config.limits.maxJsonBodyBytes,
    }),
    trustedOperations({ manifest, allowArbitrary: config.allowArbitraryOperations, log: logger }),
    expressMiddleware(apollo, {
      context: async ({ req, res }) => lane.contextOf(req) ?? requestContext(req, res),
    }),
    bodyErrorHandler(config.limits, logger),
  );
  if (!config.sandbox) {
    // The built page would otherwise still be served as a static file.
    app.get('/sandbox.html', (_req, res) => {
      res.status(404).type('text').send('The sandbox is switched off (SANDBOX=false).');
    });
    app.get(['/api-reference', '/api-reference/{*file}'], (_req, res) => {
      res.status(404).type('text').send('The API reference is switched off with the sandbox (SANDBOX=false).');
    });
  } else {
    app.use(apiReferenceRouter());
  }
  app.use(webClientRouter(config.webDist, config.sandbox));

  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(config.port, config.host, () => resolve());
  });
  const { port } = server.address() as AddressInfo;
  const host = config.host.includes(':') ? `[${config.host}]` : config.host;
  const metricsServer = config.metricsPort === undefined ? undefined : await startMetricsServer(metrics, config.host, config.metricsPort);
  let stopping: Promise<void> | undefined;
  return {
    url: `http://${host}:${port}/`,
    port,
    server,
    upstream,
    ...(trail && { audit: trail }),
    ...(metricsServer && { metricsUrl: `http://${host}:${(metricsServer.address() as AddressInfo).port}/metrics` }),
    stop: () => {
      stopping ??= (async () => {
        lifecycle.stopping = true;
        metricsServer?.close();
        await apollo.stop();
        // After the requests in flight, before Redis goes: every record they made is written.
        await trail?.stop();
        await telemetry.tracing?.shutdown();
        redis?.disconnect();
        // Calls still out belong to requests the grace period cut off; give them a moment, then drop them.
        // The moment's timer is cleared once the calls are done: a pending timer would keep the stopped gateway.
        const moment = new AbortController();
        const closed = await Promise.race([upstream.close().then(() => true), sleep(1_000, false, { signal: moment.signal }).catch(() => false)]);
        moment.abort();
        if (!closed) await upstream.destroy();
      })();
      return stopping;
    },
  };
}
