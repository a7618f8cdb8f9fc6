// The floor's client to the practice API: the gateway's own UpstreamClient (the same undici Agent, UPSTREAM_CONNECTIONS
// sockets and time-outs, the same dispatch that reads an answer whole), without the circuit breaker. Each answer is
// parsed and its `data` returned; anything but a 200 with the API's success flag throws.
import type { GatewayConfig } from '../../config.js';
import { UpstreamClient } from '../../upstream/client.js';

export type Row = { readonly [key: string]: unknown };

/** The calls of one request, with its caller's Authorization. */
export interface Api {
  get(path: string, query?: string): Promise<unknown>;
  post(path: string, json: unknown): Promise<unknown>;
  /** The whole answer of a GET, for the calls whose fields sit beside the success flag. */
  whole(path: string): Promise<unknown>;
}

export function apiClient(config: GatewayConfig & { upstreamUrl: string }): (authorization: string | undefined) => Api {
  const client = new UpstreamClient({ baseUrl: config.upstreamUrl, ...config.upstream });
  const checked = async (path: string, answer: Promise<{ status: number; text: string }>) => {
    const { status, text } = await answer;
    if (status !== 200) throw new UpstreamError(path, status, text);
    const body = JSON.parse(text) as { status?: unknown; data?: unknown };
    if (body.status === false) throw new UpstreamError(path, status, text);
    return body;
  };
  const data = async (path: string, answer: Promise<{ status: number; text: string }>) => (await checked(path, answer)).data;
  return (authorization) => {
    // Identical GETs of one request are made once, as the gateway's per-request scope makes them.
    const gets = new Map<string, Promise<unknown>>();
    const get = (path: string, query?: string) => {
      const key = `${path}?${query ?? ''}`;
      let pending = gets.get(key);
      if (!pending) {
        pending = data(path, client.send({ method: 'GET', path, ...(query && { query }), ...(authorization && { authorization }) }));
        gets.set(key, pending);
      }
      return pending;
    };
    return {
      get,
      post: (path, json) => data(path, client.send({ method: 'POST', path, json, ...(authorization && { authorization }) })),
      whole: (path) => checked(path, client.send({ method: 'GET', path, ...(authorization && { authorization }) })),
    };
  };
}

/** An answer of the API other than a 200 with its success flag. */
export class UpstreamError extends Error {
  constructor(
    path: string,
    readonly status: number,
    text: string,
  ) {
    super(`${path} answered ${status}: ${text.slice(0, 200)}`);
  }
}

/** The rows of a list answer: a bare array, or a page's `data`. */
export function rowsOf(data: unknown): Row[] {
  if (Array.isArray(data)) return data as Row[];
  const page = data as { data?: unknown } | null;
  return Array.isArray(page?.data) ? (page.data as Row[]) : [];
}

/** The query string of a page of a list, as the gateway spells it. */
export function pageQuery(perPage: number, filters: Record<string, string> = {}): string {
  return new URLSearchParams({ page: '1', per_page: String(perPage), sort_by: 'desc', ...filters }).toString();
}
