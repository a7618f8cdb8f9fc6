// Every setting the gateway reads, with its default. The README's configuration table mirrors this file.

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
  };
  production: boolean;
  sandbox: boolean;
  introspection: boolean;
  /** Folder of the built web client; served when it exists. */
  webDist: string;
  /** Latency the in-process stand-in adds to every call, for demos and benchmarks. */
  standInLatencyMs: number;
  maxUploadBytes: number;
  logLevel: 'debug' | 'info' | 'warn' | 'error' | 'silent';
}

type Env = Record<string, string | undefined>;

function int(env: Env, name: string, fallback: number): number {
  const raw = env[name];
  if (raw === undefined || raw === '') return fallback;
  const value = Number(raw);
  if (!Number.isInteger(value) || value < 0) throw new Error(`${name} must be a whole number, got '${raw}'`);
  return value;
}

function flag(env: Env, name: string, fallback: boolean): boolean {
  const raw = env[name]?.toLowerCase();
  if (raw === undefined || raw === '') return fallback;
  if (['1', 'true', 'yes', 'on'].includes(raw)) return true;
  if (['0', 'false', 'no', 'off'].includes(raw)) return false;
  throw new Error(`${name} must be true or false, got '${env[name]}'`);
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
    },
    production,
    sandbox: flag(env, 'SANDBOX', !production),
    introspection: flag(env, 'INTROSPECTION', !production),
    webDist: env.WEB_DIST ?? defaults.webDist,
    standInLatencyMs: int(env, 'STANDIN_LATENCY_MS', 0),
    maxUploadBytes: int(env, 'MAX_UPLOAD_BYTES', 10 * 1024 * 1024),
    logLevel: level,
  };
}
