// What one GraphQL request sees of the practice API: the caller's credentials, answers parsed and checked against
// the error table, and identical GETs made once. A write clears the cache, so a read after it sees its effect.
import { GraphQLError } from 'graphql';
import type { Logger } from '../log.js';
import type { RequestTelemetry } from '../telemetry/request.js';
import { CircuitOpenError } from './breaker.js';
import type { UpstreamClient, UpstreamRequest } from './client.js';
import type { SharedCalls } from './shared-calls.js';
import { ErrorCode, errorForAnswer, errorForFailure, Messages } from './errors.js';

/** An upstream request as a resolver makes it: the scope adds the caller's credentials and request id. */
export interface ScopedCall extends Omit<UpstreamRequest, 'authorization' | 'requestId'> {
  /** Overrides the caller's Authorization header (sign-in flows that carry their own token). */
  authorization?: string;
}

export class UpstreamScope {
  private readonly gets = new Map<string, Promise<unknown>>();

  constructor(
    private readonly client: UpstreamClient,
    private readonly authorization: string | undefined,
    private readonly log: Logger,
    private readonly requestId: string,
    private readonly telemetry?: RequestTelemetry,
    private readonly shared?: SharedCalls,
  ) {}

  /**
   * The same caller, request id, breaker and telemetry without this request's answers: for work that outlives the
   * request (the access trail's question of who the caller is), which must not keep the answers alive with it.
   */
  detached(): UpstreamScope {
    return new UpstreamScope(this.client, this.authorization, this.log, this.requestId, this.telemetry, this.shared);
  }

  /** Whose requests these are (their Authorization), for what is kept per caller. */
  get caller(): string | undefined {
    return this.authorization;
  }

  /** The parsed body of a successful answer; a GraphQLError for anything else. */
  call(req: ScopedCall): Promise<unknown> {
    const authorization = req.authorization ?? this.authorization;
    if (req.method !== 'GET') {
      this.gets.clear();
      // Dropped when the write leaves and again when it has landed, so no read in between is kept past it.
      void this.shared?.wrote(authorization);
      return this.perform(req, authorization).finally(() => this.shared?.wrote(authorization));
    }
    // Path and query as sent (both already encoded): two spellings of one URL are merely not shared.
    const key = `${req.path}?${req.query ?? ''}\n${authorization ?? ''}\n${req.headers ? JSON.stringify(req.headers) : ''}`;
    let pending = this.gets.get(key);
    if (!pending) {
      pending = this.perform(req, authorization, key);
      this.gets.set(key, pending);
    }
    return pending;
  }

  /** `shareKey`: a GET that concurrent requests of the same caller may share while it is in flight. */
  private async perform(req: ScopedCall, authorization: string | undefined, shareKey?: string): Promise<unknown> {
    const started = performance.now();
    const observed = this.telemetry?.call(req.method, req.path);
    // A traced call carries its traceparent; the call's own headers win.
    const headers = observed && Object.keys(observed.headers).length > 0 ? { ...observed.headers, ...req.headers } : req.headers;
    let status: number;
    let text: string;
    try {
      const send = () => this.client.send({ ...req, headers, authorization, requestId: this.requestId });
      ({ status, text } = await (shareKey && this.shared ? this.shared.get(shareKey, send) : send()));
      observed?.end(status);
    } catch (error) {
      observed?.end(0);
      if (error instanceof CircuitOpenError) {
        const retryAfterSeconds = Math.max(1, Math.ceil(error.retryAfterMs / 1000));
        this.log.debug('upstream circuit open', { method: req.method, path: req.path, retryAfterSeconds });
        // Same code as any other unavailability, so every screen treats it alike; nothing was sent.
        throw new GraphQLError(Messages.unavailable, {
          extensions: { code: ErrorCode.UpstreamUnavailable, circuit: 'open', retryAfterSeconds },
        });
      }
      this.log.warn('upstream unreachable', {
        method: req.method,
        path: req.path,
        cause: failureCause(error),
        ms: Math.round(performance.now() - started),
      });
      throw errorForFailure();
    }
    let body: unknown;
    let parsed = true;
    if (text.trim() === '') {
      body = null;
    } else {
      try {
        body = JSON.parse(text);
      } catch {
        parsed = false;
      }
    }
    this.log.debug('upstream', {
      method: req.method,
      path: req.path,
      status,
      ms: Math.round(performance.now() - started),
    });
    const error = errorForAnswer(status, body, parsed);
    if (error) throw error;
    return body;
  }
}

/** undici's error code (UND_ERR_HEADERS_TIMEOUT, ECONNRESET ...), or the name of an abort (TimeoutError). */
function failureCause(error: unknown): string {
  const code = (error as { code?: unknown } | null)?.code;
  if (typeof code === 'string') return code;
  return error instanceof Error ? error.name : 'unknown';
}
