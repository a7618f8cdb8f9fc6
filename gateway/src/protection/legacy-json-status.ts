// GraphQL over HTTP keeps two media types apart. A client that accepts application/graphql-response+json (the web
// client, the sandbox) gets 400 for a document that does not parse or validate, as Apollo Server sends. A client that
// only speaks the legacy application/json cannot tell a 4xx from a broken server, so the spec says it SHOULD get 200
// with the errors; this plugin does that, and nothing else: requests that are not well formed (no query, CSRF
// prevention, a bad body) keep their 4xx, and so do refusals with their own status (TOO_MANY_ATTEMPTS is 429).
import type { ApolloServerPlugin } from '@apollo/server';

const graphqlResponse = 'application/graphql-response+json';
const requestErrors = new Set(['GRAPHQL_PARSE_FAILED', 'GRAPHQL_VALIDATION_FAILED', 'BAD_USER_INPUT']);

/**
 * How much an Accept header wants a media type, ranked as the negotiator Apollo Server uses ranks it: quality, then
 * how specific the matching range is, then how early it is listed.
 */
function preference(accept: string, type: string): [number, number, number] {
  let best: [number, number, number] = [0, -1, 0];
  const [major] = type.split('/');
  accept.split(',').forEach((part, index) => {
    const [range = '', ...params] = part.trim().toLowerCase().split(';');
    const specificity = range === type ? 2 : range === `${major}/*` ? 1 : range === '*/*' ? 0 : -1;
    if (specificity < 0) return;
    const q = params.map((p) => p.trim()).find((p) => p.startsWith('q='));
    const value = q ? Number(q.slice(2)) : 1;
    const candidate: [number, number, number] = [Number.isFinite(value) ? value : 0, specificity, -index];
    if (compare(candidate, best) > 0) best = candidate;
  });
  return best;
}

function compare(a: readonly number[], b: readonly number[]): number {
  for (let i = 0; i < a.length; i += 1) if (a[i] !== b[i]) return a[i]! - b[i]!;
  return 0;
}

/** True when the answer goes out as application/json: no Accept header, or application/json preferred (or tied). */
export function answersLegacyJson(accept: string | undefined): boolean {
  if (!accept) return true;
  const json = preference(accept, 'application/json');
  const graphql = preference(accept, graphqlResponse);
  if (json[0] === 0 && graphql[0] === 0) return true;
  return compare(json, graphql) >= 0;
}

/**
 * The media type Apollo Server writes a single result in for this Accept header. Undefined where it would choose by
 * something this ranking leaves out (a media type parameter other than q, the callback spec) or refuse (406).
 */
export function answerMediaType(accept: string | undefined): string | undefined {
  if (!accept) return 'application/json; charset=utf-8';
  if (
    accept.split(',').some((part) =>
      part
        .split(';')
        .slice(1)
        .some((param) => !param.trim().toLowerCase().startsWith('q=')),
    )
  )
    return undefined;
  const json = preference(accept, 'application/json');
  const graphql = preference(accept, graphqlResponse);
  if (json[0] === 0 && graphql[0] === 0) return undefined;
  return compare(json, graphql) >= 0 ? 'application/json; charset=utf-8' : `${graphqlResponse}; charset=utf-8`;
}

export function legacyJsonStatusPlugin(): ApolloServerPlugin {
  return {
    async requestDidStart({ request }) {
      return {
        async willSendResponse({ response }) {
          if (response.http.status !== 400 || response.body.kind !== 'single') return;
          if (!answersLegacyJson(request.http?.headers.get('accept'))) return;
          const errors = response.body.singleResult.errors ?? [];
          if (errors.length > 0 && errors.every((e) => requestErrors.has(String(e.extensions?.code)))) response.http.status = 200;
        },
      };
    },
  };
}
