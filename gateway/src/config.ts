// Every setting the gateway reads, with its default. The README's configuration table mirrors this file.
import { resolve } from 'node:path';
import { isTimeZone, machineTimeZone } from './dates/dates.js';

export interface GatewayConfig {
  host: string;
  port: number;
  /** API root of the practice API; unset means "run the stand-in in-process". */
  upstreamUrl: string | undefined;
  upstream: {
    connectTimeoutMs: number;
    headersTimeoutMs: number;
    bodyTimeoutMs: number;
    /** Sockets kept open to the practice API. */
    connections: number;
    /**
     * Whole-call deadline, queueing and body included (the per-phase time-outs cannot bound a slow drip); 0 turns it
     * off.
     */
    callTimeoutMs?: number;
  };
  /** The circuit breaker in front of the practice API. */
  breaker: {
    /** Consecutive unavailability failures (time-out, refusal, reset, 502-504) that open the circuit. */
    failureThreshold: number;
    /** How long an open circuit answers at once before one probe call is let through. */
    coolDownMs: number;
  };
  /** What one GraphQL request may ask for. */
  limits: {
    maxDepth: number;
    maxAliases: number;
    maxTokens: number;
    maxCost: number;
    maxDirectives: number;
    /** Cap of a JSON request body, in bytes. */
    maxJsonBodyBytes: number;
    /** Files in one multipart request. */
    maxUploadFiles: number;
    /** "Did you mean ...?" hints in validation errors; they spell out the schema, so off in production. */
    fieldSuggestions: boolean;
  };
  /** Failed sign-ins per client address: slowed, then refused for a while. */
  signIn: {
    /** Failures after which every further attempt waits. */
    slowAfter: number;
    /** Added wait per failure beyond slowAfter (at most five steps). */
    delayMs: number;
    /** Failures after which sign-in is refused for lockMs. */
    lockAfter: number;
    /** How long the refusal lasts; failures older than this are forgotten. */
    lockMs: number;
  };
  /** Origins allowed to call /graphql from a browser; empty means CORS stays closed. */
  corsOrigins: string[];
  /** Express's `trust proxy`: false, true, a hop count, or a list of addresses (for the client address). */
  trustProxy: boolean | number | string;
  /** How long SIGTERM waits for requests in flight before closing their connections. */
  shutdownGraceMs: number;
  /**
   * How long a client's idle keep-alive connection stays open. Above a load balancer's own idle time-out, or it may
   * send a request on a connection the gateway is closing at that moment, and answer the browser with a 502.
   */
  keepAliveTimeoutMs: number;
  production: boolean;
  /** Stack traces in error answers: they show the server's files, so only while developing (npm run dev). */
  errorStackTraces: boolean;
  /** Run operations that are not in the web build's manifest (persisted documents): off in production. */
  allowArbitraryOperations: boolean;
  /** Redis shared by several gateway processes (the sign-in throttle, the lookup lists); memory when unset. */
  redisUrl: string | undefined;
  /** How long a caller's @lookup lists are kept for its next requests (0: not kept). */
  lookupCacheMs: number;
  /** Concurrent requests of one caller share an identical GET in flight (off: each request makes its own). */
  sharedCalls: boolean;
  /** Opens GET /metrics to a scraper sending it as a bearer token. */
  metricsToken: string | undefined;
  /** Serves the metrics alone on this port (on the gateway's host). */
  metricsPort: number | undefined;
  /** Where traces go over OTLP (OTEL_EXPORTER_OTLP_ENDPOINT); no tracing without it. */
  otelEndpoint: string | undefined;
  sandbox: boolean;
  introspection: boolean;
  /** Folder of the built web client; served when it exists. */
  webDist: string;
  /** Latency the in-process stand-in adds to every call, for demos and benchmarks. */
  standInLatencyMs: number;
  maxUploadBytes: number;
  /** The zone that decides "today" and every date the gateway works out (an IANA name such as America/New_York). */
  practiceTimeZone: string;
  /** What the offline keys of sessions are made from; unset, a random one per process. */
  offlineKeySecret: string | undefined;
  /** Minutes without input after which the web client locks the screen (HIPAA's automatic logoff). */
  idleLockMinutes: number;
  /** The access trail of operations on students' information. */
  audit: {
    /** The JSON-lines file (with REDIS_URL, only what Redis still refuses at shutdown); undefined: no trail (AUDIT_LOG=off). */
    log: string | undefined;
    /** Size past which the file is rotated (renamed <file>.1, .2 ..., all kept). */
    maxBytes: number;
  };
  logLevel: 'debug' | 'info' | 'warn' | 'error' | 'silent';
}

type Env = Record<string, string | undefined>;

function int(env: Env, name: string, fallback: number, min = 0): number {
  const raw = env[name];
  if (raw === undefined || raw === '') return fallback;
  const value = Number(raw);
  if (!Number.isInteger(value) || value < min) throw new Error(`${name} must be a whole number of at least ${min}, got '${raw}'`);
  return value;
}

function flag(env: Env, name: string, fallback: boolean): boolean {
  const raw = env[name]?.toLowerCase();
  if (raw === undefined || raw === '') return fallback;
  if (['1', 'true', 'yes', 'on'].includes(raw)) return true;
  if (['0', 'false', 'no', 'off'].includes(raw)) return false;
  throw new Error(`${name} must be true or false, got '${env[name]}'`);
}

function origins(env: Env, name: string): string[] {
  const raw = env[name]?.trim();
  if (!raw) return [];
  return raw.split(',').map((entry) => {
    const origin = entry.trim();
    let parsed: URL;
    try {
      parsed = new URL(origin);
    } catch {
      throw new Error(`${name} must list origins such as https://portal.example.org, got '${origin}'`);
    }
    if (!/^https?:$/.test(parsed.protocol) || parsed.origin !== origin.replace(/\/$/, '')) {
      throw new Error(`${name} must list bare origins (scheme, host, port), got '${origin}'`);
    }
    return parsed.origin;
  });
}

function trustProxy(env: Env): boolean | number | string {
  const raw = env.TRUST_PROXY?.trim();
  if (!raw) return false;
  if (/^\d+$/.test(raw)) return Number(raw);
  if (['true', 'false'].includes(raw.toLowerCase())) return raw.toLowerCase() === 'true';
  return raw;
}

function timeZone(env: Env): string {
  const raw = env.PRACTICE_TIMEZONE?.trim();
  if (!raw) return machineTimeZone();
  if (!isTimeZone(raw)) throw new Error(`PRACTICE_TIMEZONE must be a time zone name such as America/New_York or UTC, got '${raw}'`);
  return raw;
}

const logLevels = ['debug', 'info', 'warn', 'error', 'silent'] as const;

export function readConfig(env: Env, defaults: { webDist: string }): GatewayConfig {
  const production = env.NODE_ENV === 'production';
  const timeout = int(env, 'UPSTREAM_TIMEOUT_MS', 15_000);
  const level = (env.LOG_LEVEL ?? 'info') as GatewayConfig['logLevel'];
  if (!logLevels.includes(level)) throw new Error(`LOG_LEVEL must be one of ${logLevels.join(', ')}`);
  const upstreamUrl = env.UPSTREAM_URL?.trim() || undefined;
  if (upstreamUrl !== undefined && !/^https?:\/\//.test(upstreamUrl)) {
    throw new Error(`UPSTREAM_URL must be an http(s) URL, got '${upstreamUrl}'`);
  }
  return {
    host: env.HOST ?? '127.0.0.1',
    port: int(env, 'PORT', 4000),
    upstreamUrl,
    upstream: {
      connectTimeoutMs: int(env, 'UPSTREAM_CONNECT_TIMEOUT_MS', timeout),
      headersTimeoutMs: int(env, 'UPSTREAM_HEADERS_TIMEOUT_MS', timeout),
      bodyTimeoutMs: int(env, 'UPSTREAM_BODY_TIMEOUT_MS', timeout),
      connections: int(env, 'UPSTREAM_CONNECTIONS', 64),
      callTimeoutMs: int(env, 'UPSTREAM_CALL_TIMEOUT_MS', timeout),
    },
    breaker: {
      failureThreshold: int(env, 'BREAKER_FAILURES', 5, 1),
      coolDownMs: int(env, 'BREAKER_COOL_DOWN_MS', 10_000, 1),
    },
    limits: {
      maxDepth: int(env, 'MAX_DEPTH', 10, 1),
      maxAliases: int(env, 'MAX_ALIASES', 15),
      maxTokens: int(env, 'MAX_TOKENS', 1000, 1),
      maxCost: int(env, 'MAX_COST', 1000, 1),
      maxDirectives: int(env, 'MAX_DIRECTIVES', 50),
      maxJsonBodyBytes: int(env, 'MAX_JSON_BODY_BYTES', 100 * 1024, 1),
      maxUploadFiles: int(env, 'MAX_UPLOAD_FILES', 5, 1),
      fieldSuggestions: flag(env, 'FIELD_SUGGESTIONS', !production),
    },
    signIn: {
      slowAfter: int(env, 'SIGN_IN_SLOW_AFTER', 3, 1),
      delayMs: int(env, 'SIGN_IN_DELAY_MS', 1_000),
      lockAfter: int(env, 'SIGN_IN_LOCK_AFTER', 10, 1),
      lockMs: int(env, 'SIGN_IN_LOCK_MS', 15 * 60_000, 1),
    },
    corsOrigins: origins(env, 'CORS_ORIGINS'),
    trustProxy: trustProxy(env),
    shutdownGraceMs: int(env, 'SHUTDOWN_GRACE_MS', 10_000),
    keepAliveTimeoutMs: int(env, 'KEEP_ALIVE_TIMEOUT_MS', 65_000, 1),
    production,
    errorStackTraces: flag(env, 'ERROR_STACK_TRACES', env.NODE_ENV === 'development'),
    allowArbitraryOperations: flag(env, 'ALLOW_ARBITRARY_OPERATIONS', !production),
    redisUrl: env.REDIS_URL?.trim() || undefined,
    lookupCacheMs: int(env, 'LOOKUP_CACHE_MS', 5_000),
    sharedCalls: flag(env, 'SHARED_CALLS', true),
    metricsToken: env.METRICS_TOKEN?.trim() || undefined,
    metricsPort: env.METRICS_PORT?.trim() ? int(env, 'METRICS_PORT', 0) : undefined,
    otelEndpoint: env.OTEL_EXPORTER_OTLP_ENDPOINT?.trim() || undefined,
    sandbox: flag(env, 'SANDBOX', !production),
    introspection: flag(env, 'INTROSPECTION', !production),
    webDist: env.WEB_DIST ?? defaults.webDist,
    standInLatencyMs: int(env, 'STANDIN_LATENCY_MS', 0),
    maxUploadBytes: int(env, 'MAX_UPLOAD_BYTES', 50 * 1024 * 1024),
    practiceTimeZone: timeZone(env),
    offlineKeySecret: env.OFFLINE_KEY_SECRET || undefined,
    idleLockMinutes: int(env, 'IDLE_LOCK_MINUTES', 15, 1),
    audit: {
      // Relative to the working directory: npm start and npm run audit:verify, both run at the repository's root, agree.
      log: env.AUDIT_LOG?.trim() === 'off' ? undefined : resolve(env.AUDIT_LOG?.trim() || 'audit/access-trail.jsonl'),
      maxBytes: int(env, 'AUDIT_LOG_MAX_BYTES', 50 * 1024 * 1024, 1024),
    },
    logLevel: level,
  };
}
