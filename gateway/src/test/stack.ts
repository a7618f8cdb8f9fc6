// Test harness: the stand-in practice API and the gateway, each on an ephemeral loopback port, and a GraphQL client
// that speaks to the gateway the way the browser does.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { demoUsers, startStandIn, type StandIn, type StandInOptions } from '@portal/mocks';
import type { GatewayConfig } from '../config.js';
import { testGatewayConfig } from './gateway-config.js';
import { createLogger } from '../log.js';
import { startGateway, type Gateway, type GatewayInstruments } from '../server.js';

export interface GraphQLAnswer<T = Record<string, unknown>> {
  status: number;
  data?: T | null;
  errors?: { message: string; extensions?: Record<string, unknown> & { code?: string } }[];
  headers: Headers;
}

export interface Stack {
  gateway: Gateway;
  standIn: StandIn;
  logLines: string[];
  gql<T = Record<string, unknown>>(query: string, variables?: Record<string, unknown>, token?: string): Promise<GraphQLAnswer<T>>;
  /** The data of an answer that must carry no errors; anything else throws with the errors and the query. */
  data<T = Record<string, unknown>>(query: string, variables?: Record<string, unknown>, token?: string): Promise<T>;
  signIn(role: (typeof demoUsers)[number]['role']): Promise<string>;
  stop(): Promise<void>;
}

export async function startStack(
  overrides: Partial<GatewayConfig> = {},
  instruments: GatewayInstruments = {},
  standInOptions: Pick<StandInOptions, 'scale'> = {},
): Promise<Stack> {
  const standIn = await startStandIn({ ...standInOptions, host: '127.0.0.1', port: 0 });
  const logLines: string[] = [];
  const base = testGatewayConfig({ LOG_LEVEL: 'debug' });
  // Each stack writes its own access trail, removed when it stops.
  const auditFolder = mkdtempSync(join(tmpdir(), 'portal-audit-'));
  const gateway = await startGateway(
    // Lookups are not kept between requests unless a test asks: many tests change the stand-in's data behind a token.
    {
      ...base,
      host: '127.0.0.1',
      port: 0,
      lookupCacheMs: 0,
      audit: { ...base.audit, log: join(auditFolder, 'access-trail.jsonl') },
      ...overrides,
      upstreamUrl: standIn.url,
    },
    createLogger('debug', (line) => logLines.push(line)),
    undefined,
    instruments,
  );
  const gql = async <T>(query: string, variables?: Record<string, unknown>, token?: string): Promise<GraphQLAnswer<T>> => {
    const res = await fetch(`${gateway.url}graphql`, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        'apollo-require-preflight': 'true',
        ...(token ? { authorization: `Bearer ${token}` } : {}),
      },
      body: JSON.stringify({ query, variables }),
    });
    const body = (await res.json()) as Omit<GraphQLAnswer<T>, 'status' | 'headers'>;
    return { ...body, status: res.status, headers: res.headers };
  };
  const data = async <T>(query: string, variables?: Record<string, unknown>, token?: string): Promise<T> => {
    const answer = await gql<T>(query, variables, token);
    if (answer.errors || !answer.data) throw new Error(`${JSON.stringify(answer.errors ?? 'no data')}\n${query}`);
    return answer.data;
  };
  const signIn = async (role: string) => {
    const user = demoUsers.find((u) => u.role === role);
    if (!user) throw new Error(`no demo user ${role}`);
    const answer = await gql<{ login: { token: string } }>(
      'mutation($email: String!, $password: String!) { login(email: $email, password: $password) { token } }',
      { email: user.email, password: user.password },
    );
    if (!answer.data?.login) throw new Error(`sign-in failed: ${JSON.stringify(answer.errors)}`);
    return answer.data.login.token;
  };
  return {
    gateway,
    standIn,
    logLines,
    gql,
    data,
    signIn,
    stop: async () => {
      await gateway.stop();
      await standIn.close();
      rmSync(auditFolder, { recursive: true, force: true });
    },
  };
}
