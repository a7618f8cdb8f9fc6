// The one HTTP client to the practice API: a keep-alive undici Agent with explicit time-outs and a whole-call
// deadline, behind a circuit breaker. It returns what the API answered; turning answers into errors is errors.ts's
// job, caching per request is scope.ts's.
import type { Readable } from 'node:stream';
import { Agent, FormData } from 'undici';
import type { Dispatcher } from 'undici';
import { CircuitBreaker, type BreakerSnapshot, type BreakerState } from './breaker.js';
import { gatewayVersion } from '../version.js';

/** How the gateway names itself to the API: its logs, and the stand-in's contract checks, tell its calls apart. */
const userAgent = `practice-portal-gateway/${gatewayVersion}`;

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

export interface UpstreamRequest {
  method: HttpMethod;
  /** Relative to the API root, already encoded, no leading slash. */
  path: string;
  /** Already encoded query string, without '?'. */
  query?: string;
  json?: unknown;
  /** A form, or a multipart body written as a stream (large uploads) with the content type naming its boundary. */
  form?: FormData | { contentType: string; body: Readable };
  /** The caller's Authorization header, forwarded exactly. */
  authorization?: string;
  requestId?: string;
  /** Further request headers a call needs (a job's session id); they never replace the ones set here. */
  headers?: Readonly<Record<string, string>>;
}

export interface UpstreamAnswer {
  status: number;
  text: string;
}

export interface UpstreamClientOptions {
  baseUrl: string;
  connectTimeoutMs: number;
  headersTimeoutMs: number;
  bodyTimeoutMs: number;
  connections: number;
  /** Deadline of one call from queueing to the last byte; 0 for none. Defaults to connect + headers + body. */
  callTimeoutMs?: number;
  /** The circuit breaker; without it every call is sent. */
  breaker?: { failureThreshold: number; coolDownMs: number; onChange?: (state: BreakerState, failures: number) => void };
}

/** Errors of the connection itself, after which a GET may safely be tried again. */
const connectionFailures = new Set(['ECONNREFUSED', 'ECONNRESET', 'EPIPE', 'UND_ERR_SOCKET', 'UND_ERR_CLOSED']);

export function isConnectionFailure(error: unknown): boolean {
  const code = (error as { code?: unknown } | null)?.code;
  return typeof code === 'string' && connectionFailures.has(code);
}

/** Header names as undici sends them, so that a call's own headers cannot shadow the client's by their case. */
function lowerCased(headers: Readonly<Record<string, string>> | undefined): Record<string, string> {
  const lowered: Record<string, string> = {};
  for (const [name, value] of Object.entries(headers ?? {})) lowered[name.toLowerCase()] = value;
  return lowered;
}

/**
 * Sends one request and reads its whole answer as text. A dispatch handler rather than undici's request(): every
 * answer is read whole at once, so the stream and async scope request() builds for each one are only overhead. The
 * deadline runs from the call (queueing included) to the last byte; at it, the call fails as AbortSignal.timeout's
 * would.
 */
function collect(agent: Agent, options: Dispatcher.DispatchOptions, deadlineMs: number): Promise<UpstreamAnswer> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    let status = 0;
    let controller: Dispatcher.DispatchController | undefined;
    let expired: Error | undefined;
    const timer =
      deadlineMs > 0
        ? setTimeout(() => {
            expired = new DOMException('The operation was aborted due to timeout', 'TimeoutError');
            controller?.abort(expired);
          }, deadlineMs)
        : undefined;
    agent.dispatch(options, {
      onRequestStart(started) {
        controller = started;
        if (expired) started.abort(expired);
      },
      onResponseStart(_controller, statusCode) {
        status = statusCode;
      },
      onResponseData(_controller, chunk) {
        chunks.push(chunk);
      },
      onResponseEnd() {
        clearTimeout(timer);
        resolve({ status, text: textOf(chunks) });
      },
      onResponseError(_controller, error) {
        clearTimeout(timer);
        reject(error);
      },
    });
  });
}

/** UTF-8, without a byte-order mark (as undici's body.text() reads it). */
function textOf(chunks: readonly Buffer[]): string {
  const text = (chunks.length === 1 ? chunks[0]! : Buffer.concat(chunks)).toString('utf8');
  return text.charCodeAt(0) === 0xfeff ? text.slice(1) : text;
}

/** Answers of a proxy in front of the API telling that the API is not there. */
function isUnavailableStatus(status: number): boolean {
  return status === 502 || status === 503 || status === 504;
}

export class UpstreamClient {
  readonly baseUrl: URL;
  private readonly agent: Agent;
  private readonly callTimeoutMs: number;
  private readonly breaker: CircuitBreaker<UpstreamAnswer> | undefined;

  constructor(options: UpstreamClientOptions) {
    this.baseUrl = new URL(options.baseUrl.endsWith('/') ? options.baseUrl : options.baseUrl + '/');
    this.callTimeoutMs = options.callTimeoutMs ?? options.connectTimeoutMs + options.headersTimeoutMs + options.bodyTimeoutMs;
    this.breaker = options.breaker && new CircuitBreaker<UpstreamAnswer>(options.breaker, (answer) => isUnavailableStatus(answer.status));
    this.agent = new Agent({
      connections: options.connections,
      keepAliveTimeout: 10_000,
      connect: { timeout: options.connectTimeoutMs },
      headersTimeout: options.headersTimeoutMs,
      bodyTimeout: options.bodyTimeoutMs,
    });
  }

  url(path: string, query?: string): string {
    return this.target(path, query).toString();
  }

  private target(path: string, query?: string): URL {
    const url = new URL(path, this.baseUrl);
    if (query) url.search = query;
    return url;
  }

  /**
   * Sends once; a GET is sent a second time if the connection failed before an answer. Writes never are. While the
   * circuit is open nothing is sent and a CircuitOpenError is thrown at once.
   */
  send(req: UpstreamRequest): Promise<UpstreamAnswer> {
    return this.breaker ? this.breaker.execute(() => this.sendAgainOnReset(req)) : this.sendAgainOnReset(req);
  }

  /** The circuit breaker's state, for /healthz; undefined when the client has none. */
  circuit(): BreakerSnapshot | undefined {
    return this.breaker?.snapshot();
  }

  private async sendAgainOnReset(req: UpstreamRequest): Promise<UpstreamAnswer> {
    try {
      return await this.sendOnce(req);
    } catch (error) {
      if (req.method === 'GET' && isConnectionFailure(error)) return this.sendOnce(req);
      throw error;
    }
  }

  private async sendOnce(req: UpstreamRequest): Promise<UpstreamAnswer> {
    const headers: Record<string, string> = { ...lowerCased(req.headers), accept: 'application/json', 'user-agent': userAgent };
    if (req.authorization) headers.authorization = req.authorization;
    if (req.requestId) headers['x-request-id'] = req.requestId;
    let body: Dispatcher.RequestOptions['body'];
    // A streamed upload lasts as long as the browser takes to send it: no whole-call deadline; undici restarts its
    // headers time-out on every write, so a stalled one still ends.
    let streamed = false;
    if (req.form instanceof FormData) {
      body = req.form;
    } else if (req.form) {
      headers['content-type'] = req.form.contentType;
      body = req.form.body;
      streamed = true;
    } else if (req.json !== undefined && req.method !== 'GET' && req.method !== 'DELETE') {
      headers['content-type'] = 'application/json';
      body = JSON.stringify(req.json);
    }
    const url = this.target(req.path, req.query);
    return collect(
      this.agent,
      { origin: url.origin, path: url.pathname + url.search, method: req.method, headers, body },
      streamed ? 0 : this.callTimeoutMs,
    );
  }

  /** True when the API's host accepts a connection and answers anything at all. */
  async reachable(timeoutMs: number): Promise<boolean> {
    try {
      await collect(this.agent, { origin: this.baseUrl.origin, path: this.baseUrl.pathname, method: 'GET' }, timeoutMs);
      return true;
    } catch {
      return false;
    }
  }

  close(): Promise<void> {
    return this.agent.close();
  }

  destroy(): Promise<void> {
    return this.agent.destroy();
  }
}
