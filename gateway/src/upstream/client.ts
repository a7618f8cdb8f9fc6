// The one HTTP client to the practice API: a keep-alive undici Agent with explicit time-outs. It returns what the
// API answered; turning answers into errors is errors.ts's job, caching per request is scope.ts's.
import { Agent, FormData, request } from 'undici';
import type { Dispatcher } from 'undici';

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

export interface UpstreamRequest {
  method: HttpMethod;
  /** Relative to the API root, already encoded, no leading slash. */
  path: string;
  /** Already encoded query string, without '?'. */
  query?: string;
  json?: unknown;
  form?: FormData;
  /** The caller's Authorization header, forwarded exactly. */
  authorization?: string;
  requestId?: string;
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
}

/** Errors of the connection itself, after which a GET may safely be tried again. */
const connectionFailures = new Set(['ECONNREFUSED', 'ECONNRESET', 'EPIPE', 'UND_ERR_SOCKET', 'UND_ERR_CLOSED']);

export function isConnectionFailure(error: unknown): boolean {
  const code = (error as { code?: unknown } | null)?.code;
  return typeof code === 'string' && connectionFailures.has(code);
}

export class UpstreamClient {
  readonly baseUrl: URL;
  private readonly agent: Agent;

  constructor(options: UpstreamClientOptions) {
    this.baseUrl = new URL(options.baseUrl.endsWith('/') ? options.baseUrl : options.baseUrl + '/');
    this.agent = new Agent({
      connections: options.connections,
      keepAliveTimeout: 10_000,
      connect: { timeout: options.connectTimeoutMs },
      headersTimeout: options.headersTimeoutMs,
      bodyTimeout: options.bodyTimeoutMs,
    });
  }

  url(path: string, query?: string): string {
    const url = new URL(path, this.baseUrl);
    if (query) url.search = query;
    return url.toString();
  }

  /** Sends once; a GET is sent a second time if the connection failed before an answer. Writes never are. */
  async send(req: UpstreamRequest): Promise<UpstreamAnswer> {
    try {
      return await this.sendOnce(req);
    } catch (error) {
      if (req.method === 'GET' && isConnectionFailure(error)) return this.sendOnce(req);
      throw error;
    }
  }

  private async sendOnce(req: UpstreamRequest): Promise<UpstreamAnswer> {
    const headers: Record<string, string> = { accept: 'application/json' };
    if (req.authorization) headers.authorization = req.authorization;
    if (req.requestId) headers['x-request-id'] = req.requestId;
    let body: Dispatcher.RequestOptions['body'];
    if (req.form) {
      body = req.form;
    } else if (req.json !== undefined && req.method !== 'GET' && req.method !== 'DELETE') {
      headers['content-type'] = 'application/json';
      body = JSON.stringify(req.json);
    }
    const answer = await request(this.url(req.path, req.query), {
      method: req.method,
      headers,
      body,
      dispatcher: this.agent,
    });
    const text = await answer.body.text();
    return { status: answer.statusCode, text };
  }

  /** True when the API's host accepts a connection and answers anything at all. */
  async reachable(timeoutMs: number): Promise<boolean> {
    try {
      const answer = await request(this.baseUrl, {
        method: 'GET',
        dispatcher: this.agent,
        signal: AbortSignal.timeout(timeoutMs),
      });
      await answer.body.dump();
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
