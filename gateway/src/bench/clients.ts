// The two ways to reach the data: GraphQL through the gateway, and the REST calls themselves against the stand-in;
// plus the stand-in's control endpoints (latency, call log), which never show in the call log themselves.
import { demoUsers } from '@portal/mocks';
import type { HttpCall, Operation, Target } from './load.js';

export interface GraphQLRequest {
  query: string;
  /** The sha256 of a listed operation: sent alone, in place of the text, as the web client sends its own. */
  hash?: string;
  variables?: Record<string, unknown>;
}

export interface UpstreamCall {
  method: string;
  path: string;
  query: Record<string, unknown>;
  /** The JSON body the gateway sent (the range queries are POSTs), as the stand-in parsed it. */
  body?: unknown;
  /** Epoch milliseconds, when the stand-in received it. */
  at: number;
  /** Bytes of the answer's body the stand-in wrote. */
  sent: number;
}

export function graphqlCall(request: GraphQLRequest, token: string | undefined): HttpCall {
  return {
    method: 'POST',
    path: '/graphql',
    headers: {
      'content-type': 'application/json',
      ...(token && { authorization: `Bearer ${token}` }),
    },
    body: JSON.stringify(
      request.hash
        ? { variables: request.variables, extensions: { persistedQuery: { version: 1, sha256Hash: request.hash } } }
        : { query: request.query, variables: request.variables },
    ),
  };
}

/** Sends a GraphQL request once and returns its data; any error is thrown, with the answer. */
export async function graphql<T>(gateway: Target, request: GraphQLRequest, token?: string): Promise<{ data: T; bytes: number }> {
  const answer = await gateway.send(graphqlCall(request, token));
  const body = JSON.parse(answer.text) as { data?: T; errors?: unknown[] };
  if (answer.status !== 200 || body.errors || !body.data) {
    throw new Error(`GraphQL answered ${answer.status}: ${answer.text.slice(0, 500)}`);
  }
  return { data: body.data, bytes: Buffer.byteLength(answer.text) };
}

/** The load generator's operation for one GraphQL request; an error in the answer fails it. */
export function graphqlOperation(gateway: Target, request: GraphQLRequest, token: string): Operation {
  const call = graphqlCall(request, token);
  return async () => {
    const answer = await gateway.send(call);
    // Cheap check, no parse: an answer with errors carries the key at its top level.
    if (answer.status !== 200 || answer.text.includes('"errors":['))
      throw new Error(`GraphQL answered ${answer.status}: ${answer.text.slice(0, 300)}`);
    return answer.text.length;
  };
}

export async function signIn(gateway: Target, role: (typeof demoUsers)[number]['role']): Promise<string> {
  const user = demoUsers.find((entry) => entry.role === role);
  if (!user) throw new Error(`no demo user ${role}`);
  const { data } = await graphql<{ login: { token: string } }>(gateway, {
    query: 'mutation SignIn($email: String!, $password: String!) { login(email: $email, password: $password) { token } }',
    variables: { email: user.email, password: user.password },
  });
  return data.login.token;
}

/** The REST call a client would make, with the caller's token, as the gateway made it. */
export function restCall(call: UpstreamCall, token: string): HttpCall {
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(call.query)) {
    if (typeof value === 'string') search.append(key, value);
    else if (Array.isArray(value) && value.every((entry) => typeof entry === 'string')) for (const entry of value) search.append(`${key}[]`, entry);
    else throw new Error(`the benchmark cannot replay the nested query parameter ${key} of ${call.path}`);
  }
  const query = search.toString();
  const post = call.method === 'POST';
  const body = post && call.body !== undefined ? JSON.stringify(call.body) : undefined;
  return {
    method: post ? 'POST' : 'GET',
    path: `/api/${call.path}${query ? `?${query}` : ''}`,
    headers: {
      accept: 'application/json',
      authorization: `Bearer ${token}`,
      ...(body !== undefined && { 'content-type': 'application/json' }),
    },
    ...(body !== undefined && { body }),
  };
}

/** A REST answer the way the gateway would take it: 200 and the API's success flag. */
export function checkRest(call: HttpCall, status: number, text: string): void {
  if (status !== 200 || !text.startsWith('{') || text.includes('"status":false') || text.includes('"status":302')) {
    throw new Error(`${call.path} answered ${status}: ${text.slice(0, 300)}`);
  }
}

/**
 * What a client without the gateway does for the same data: every call at once (as many in parallel as its sockets
 * allow: the target's pool decides, six for a browser), each answer read in full.
 */
export function restOperation(standIn: Target, calls: HttpCall[]): Operation {
  return async () => {
    const answers = await Promise.all(
      calls.map(async (call) => {
        const answer = await standIn.send(call);
        checkRest(call, answer.status, answer.text);
        return answer.text.length;
      }),
    );
    return answers.reduce((sum, bytes) => sum + bytes, 0);
  };
}

export class StandInControl {
  constructor(private readonly control: Target) {}

  private async post(path: string, body?: unknown): Promise<void> {
    const answer = await this.control.send({
      method: 'POST',
      path: `/__control/${path}`,
      headers: { 'content-type': 'application/json' },
      ...(body !== undefined && { body: JSON.stringify(body) }),
    });
    if (answer.status !== 200) throw new Error(`control ${path} answered ${answer.status}: ${answer.text}`);
  }

  setLatency(ms: number): Promise<void> {
    return this.post('latency', { ms });
  }

  async resetCalls(): Promise<void> {
    const answer = await this.control.send({ method: 'DELETE', path: '/__control/calls' });
    if (answer.status !== 200) throw new Error(`control calls answered ${answer.status}`);
  }

  async calls(): Promise<UpstreamCall[]> {
    const answer = await this.control.send({ method: 'GET', path: '/__control/calls' });
    return (JSON.parse(answer.text) as { calls: UpstreamCall[] }).calls;
  }
}

/**
 * Sends a GraphQL request once with an empty call log and returns the upstream calls it cost, in arrival order:
 * the same calls, replayed by a client itself, are the direct side of every comparison.
 */
export async function upstreamCallsOf(
  gateway: Target,
  control: StandInControl,
  request: GraphQLRequest,
  token: string,
): Promise<{ calls: UpstreamCall[]; bytes: number; data: unknown }> {
  await control.resetCalls();
  const { data, bytes } = await graphql(gateway, request, token);
  const calls = await control.calls();
  await control.resetCalls();
  return { calls, bytes, data };
}
