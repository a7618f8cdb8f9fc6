// A POST to /graphql as a test compares it: the status, every header but the date, and the body's text. The same
// operation can be sent by its hash (the trusted lane answers a listed query) or spelled as another text (Apollo
// Server runs it), so a test can hold the two ways of answering to one another.
import { operationHash, withTypenames } from '../protection/trusted-operations.js';
import type { Stack } from './stack.js';

export interface Sent {
  status: number;
  headers: Record<string, string>;
  text: string;
}

export async function post(stack: Stack, body: unknown, headers: Record<string, string> = {}): Promise<Sent> {
  const res = await fetch(`${stack.gateway.url}graphql`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-request-id': 'same-id', ...headers },
    body: JSON.stringify(body),
  });
  // The date moves between two answers; nothing else may differ.
  const { date: _date, ...rest } = Object.fromEntries(res.headers);
  return { status: res.status, headers: rest, text: await res.text() };
}

/** A listed operation by its hash, as the web client sends it. */
export const byHash = (text: string, variables?: Record<string, unknown>) => ({
  variables,
  extensions: { persistedQuery: { version: 1, sha256Hash: operationHash(text) } },
});

/** The same operation, spelled so that it is not the listed text: Apollo Server runs it. */
export const asText = (text: string, variables?: Record<string, unknown>) => ({ query: `${withTypenames(text)} `, variables });
