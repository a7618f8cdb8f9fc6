// GraphiQL's fetcher for the offline sandbox: same origin, the gateway's CSRF header, and the portal session's
// bearer token unless the user typed their own Authorization header in GraphiQL's header editor.
import type { GraphiQLProps } from 'graphiql';
import { readStoredSession } from '../session/storage';

export type SandboxFetcher = GraphiQLProps['fetcher'];

export interface SandboxFetcherOptions {
  url?: string;
  fetch?: typeof fetch;
  /** Read on every request, so signing in in another tab is picked up without a reload. */
  token?: () => string | null;
}

const hasHeader = (headers: Record<string, unknown>, name: string) => Object.keys(headers).some((key) => key.toLowerCase() === name);

export function sandboxHeaders(token: string | null, userHeaders: Record<string, unknown> = {}): Record<string, string> {
  const headers: Record<string, string> = {
    accept: 'application/graphql-response+json, application/json',
    'content-type': 'application/json',
  };
  if (token && !hasHeader(userHeaders, 'authorization')) headers['authorization'] = `Bearer ${token}`;
  for (const [key, value] of Object.entries(userHeaders)) headers[key] = String(value);
  headers['apollo-require-preflight'] = 'true';
  return headers;
}

export function createSandboxFetcher(options: SandboxFetcherOptions = {}): SandboxFetcher {
  const { url = '/graphql', token = () => readStoredSession().token } = options;
  return async (params, opts) => {
    const send = options.fetch ?? fetch;
    const response = await send(url, {
      method: 'POST',
      credentials: 'same-origin',
      headers: sandboxHeaders(token(), opts?.headers ?? {}),
      body: JSON.stringify(params),
    });
    const text = await response.text();
    try {
      return JSON.parse(text) as Awaited<ReturnType<SandboxFetcher>>;
    } catch {
      // A non-GraphQL answer (a proxy error page, the sandbox switched off) shown as it came.
      throw new Error(`The gateway answered ${response.status} ${response.statusText}: ${text.slice(0, 500)}`);
    }
  };
}
