// The gateway against graphql-http's audits of the GraphQL-over-HTTP specification. Every MUST
// passes; the SHOULDs and MAYs that do not are listed here with their reason, and the test fails if that list is no
// longer exactly what happens (a new failure, or a deviation that went away).
import { serverAudits } from 'graphql-http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startStack, type Stack } from '../test/stack.js';
import { answersLegacyJson } from './legacy-json-status.js';

/**
 * Deliberate deviations. CSRF prevention (Apollo's `csrfPrevention`) refuses any GET that a browser could send
 * cross-site without a preflight: a GET needs an `apollo-require-preflight` or `x-apollo-operation-name` header,
 * which the audits do not send. The browser client and the sandbox use POST.
 */
export const deviations: Record<string, string> = {
  '5A70': 'CSRF prevention refuses simple GETs (no preflight header).',
  D6D5: 'CSRF prevention refuses simple GETs (no preflight header).',
  '6A70': 'CSRF prevention refuses simple GETs (no preflight header).',
};

let stack: Stack;
let results: { id: string; name: string; status: string; reason?: string }[];
beforeAll(async () => {
  stack = await startStack();
  results = [];
  for (const audit of serverAudits({ url: `${stack.gateway.url}graphql` })) {
    const result = await audit.fn();
    results.push({ id: result.id, name: result.name, status: result.status, ...(result.status !== 'ok' && { reason: result.reason }) });
  }
});
afterAll(() => stack.stop());

describe('GraphQL over HTTP (graphql-http audits)', () => {
  it('ran every audit', () => {
    expect(results.length).toBeGreaterThanOrEqual(60);
  });

  it('passes every MUST', () => {
    const musts = results.filter((r) => r.name.startsWith('MUST'));
    expect(musts.length).toBeGreaterThan(10);
    expect(musts.filter((r) => r.status !== 'ok')).toEqual([]);
  });

  it('fails no SHOULD or MAY except the listed deviations', () => {
    const failing = results.filter((r) => r.status !== 'ok');
    expect(Object.fromEntries(failing.map((r) => [r.id, r.name]))).toEqual(
      Object.fromEntries(Object.keys(deviations).map((id) => [id, results.find((r) => r.id === id)?.name])),
    );
    // They fail for the stated reason: the CSRF refusal of a GET.
    for (const r of failing) expect(r.status).toBe('notice');
  });

  it('passes the same GETs once the preflight header is sent', async () => {
    const url = `${stack.gateway.url}graphql`;
    const preflighted = serverAudits({
      url,
      fetchFn: (...[input, init]: Parameters<typeof fetch>) =>
        fetch(input, { ...init, headers: { ...(init?.headers as Record<string, string>), 'apollo-require-preflight': 'true' } }),
    });
    for (const audit of preflighted.filter((a) => a.id in deviations)) expect((await audit.fn()).status, audit.name).toBe('ok');
  });
});

describe('answersLegacyJson', () => {
  it.each([
    [undefined, true],
    ['application/json', true],
    ['*/*', true],
    ['application/graphql-response+json', false],
    ['application/graphql-response+json, application/json;q=0.9', false],
    ['application/json, application/graphql-response+json;q=0.5', true],
    ['application/graphql-response+json, application/json', false],
    ['application/json, application/graphql-response+json', true],
    ['application/*;q=0.8, application/graphql-response+json;q=0.5', true],
  ])('%s → %s', (accept, legacy) => {
    expect(answersLegacyJson(accept)).toBe(legacy);
  });
});
