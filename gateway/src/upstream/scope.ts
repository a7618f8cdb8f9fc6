// What one GraphQL request sees of the practice API: the caller's credentials, answers parsed and checked against
// the error table, and identical GETs made once. A write clears the cache, so a read after it sees its effect.
import type { FormData } from 'undici';
import type { Logger } from '../log.js';
import type { HttpMethod, UpstreamClient } from './client.js';
import { errorForAnswer, errorForFailure } from './errors.js';

export interface ScopedCall {
  method: HttpMethod;
  path: string;
  query?: string;
  json?: unknown;
  form?: FormData;
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
  ) {}

  /** The parsed body of a successful answer; a GraphQLError for anything else. */
  call(req: ScopedCall): Promise<unknown> {
    const authorization = req.authorization ?? this.authorization;
    if (req.method !== 'GET') {
      this.gets.clear();
      return this.perform(req, authorization);
    }
    const key = `${this.client.url(req.path, req.query)}\n${authorization ?? ''}`;
    let pending = this.gets.get(key);
    if (!pending) {
      pending = this.perform(req, authorization);
      this.gets.set(key, pending);
    }
    return pending;
  }

  private async perform(req: ScopedCall, authorization: string | undefined): Promise<unknown> {
    const started = performance.now();
    let status: number;
    let text: string;
    try {
      ({ status, text } = await this.client.send({ ...req, authorization, requestId: this.requestId }));
    } catch (error) {
      this.log.warn('upstream unreachable', {
        method: req.method,
        path: req.path,
        cause: (error as { code?: string }).code ?? (error as Error).name,
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
