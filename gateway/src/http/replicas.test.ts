// Two gateways sharing one Redis (REDIS_URL), as replicas behind one address: Debian's redis-server, started here on
// a free loopback port and stopped at the end.
import { demoUsers, startStandIn, type StandIn } from '@portal/mocks';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testGatewayConfig } from '../test/gateway-config.js';
import { createLogger } from '../log.js';
import { startGateway, type Gateway } from '../server.js';
import { startRedisServer, type TestRedis } from '../test/redis-server.js';

const office = demoUsers.find((user) => user.role === 'Office administrator')!;
const superAdmin = demoUsers.find((user) => user.role === 'Super Admin')!;

/** Waits, as a load balancer does, until the gateway says it is ready: its Redis connection is up. */
async function ready(gateway: Gateway): Promise<void> {
  for (let attempt = 0; attempt < 100; attempt++) {
    if ((await fetch(`${gateway.url}readyz`)).status === 200) return;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  throw new Error(`${gateway.url} never became ready`);
}

async function send<T>(gateway: Gateway, query: string, token?: string, variables: Record<string, unknown> = {}) {
  const res = await fetch(`${gateway.url}graphql`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'apollo-require-preflight': 'true', ...(token && { authorization: `Bearer ${token}` }) },
    body: JSON.stringify({ query, variables }),
  });
  return (await res.json()) as { data?: T; errors?: { message: string }[] };
}

/** A certification created with an Idempotency-Key: the answer's status, whether it was a repeat, its error code. */
async function createWithKey(gateway: Gateway, token: string, key: string) {
  const res = await fetch(`${gateway.url}graphql`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'apollo-require-preflight': 'true', authorization: `Bearer ${token}`, 'idempotency-key': key },
    body: JSON.stringify({
      query: 'mutation($input: CertificationInput!) { createCertification(input: $input) { id } }',
      variables: { input: { name: `Course ${key}` } },
    }),
  });
  const body = (await res.json()) as { errors?: { extensions?: { code?: string } }[] };
  return { status: res.status, replayed: res.headers.get('idempotent-replayed'), code: body.errors?.[0]?.extensions?.code };
}

/** The Super Admin's token. */
async function superAdminToken(gateway: Gateway): Promise<string> {
  const login = await send<{ login: { token: string } }>(
    gateway,
    'mutation($email: String!, $password: String!) { login(email: $email, password: $password) { token } }',
    undefined,
    { email: superAdmin.email, password: superAdmin.password },
  );
  return login.data!.login.token;
}

async function signIn(gateway: Gateway, password: string) {
  const res = await fetch(`${gateway.url}graphql`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'apollo-require-preflight': 'true' },
    body: JSON.stringify({
      query: 'mutation($email: String!, $password: String!) { login(email: $email, password: $password) { token } }',
      variables: { email: office.email, password },
    }),
  });
  const body = (await res.json()) as { data?: { login?: { token: string } }; errors?: { extensions?: { code?: string } }[] };
  return { status: res.status, code: body.errors?.[0]?.extensions?.code, token: body.data?.login?.token };
}

describe('replicas sharing Redis', () => {
  let redis: TestRedis;
  let standIn: StandIn;
  let first: Gateway;
  let second: Gateway;
  let adminToken: string;

  beforeAll(async () => {
    redis = await startRedisServer();
    standIn = await startStandIn({ host: '127.0.0.1', port: 0 });
    const config = {
      ...testGatewayConfig({ LOG_LEVEL: 'silent' }),
      host: '127.0.0.1',
      port: 0,
      upstreamUrl: standIn.url,
      redisUrl: redis.url,
      lookupCacheMs: 60_000,
      signIn: { slowAfter: 10, delayMs: 0, lockAfter: 3, lockMs: 60_000 },
    };
    first = await startGateway(config, createLogger('silent'));
    second = await startGateway(config, createLogger('silent'));
    // Until its Redis connection is up, a replica works alone (it asks the API); traffic waits for /readyz.
    await Promise.all([ready(first), ready(second)]);
    // Signed in before any test locks this address out.
    adminToken = await superAdminToken(first);
  }, 60_000);

  afterAll(async () => {
    await first?.stop();
    await second?.stop();
    await standIn?.close();
    await redis?.stop();
  });

  it('answers on one gateway the lookups the other kept, and retires them on both after a write', async () => {
    const login = await send<{ login: { token: string } }>(
      first,
      'mutation($email: String!, $password: String!) { login(email: $email, password: $password) { token } }',
      undefined,
      { email: superAdmin.email, password: superAdmin.password },
    );
    const token = login.data!.login.token;
    const withAgencies = '{ students(page: { perPage: 50 }) { nodes { id agencyId agency { id name } } } }';
    type Page = { students: { nodes: { agencyId: string | null; agency: { id: string; name: string } | null }[] } };
    standIn.calls.reset();
    const before = await send<Page>(first, withAgencies, token);
    expect(standIn.calls.count({ path: 'agency-list' })).toBe(1);
    await send<Page>(second, withAgencies, token);
    // The second replica answered the agencies the first fetched.
    expect(standIn.calls.count({ path: 'agency-list' })).toBe(1);

    const agency = before.data!.students.nodes.find((node) => node.agency)!.agency!;
    const renamed = `${agency.name} (renamed)`;
    const record = await send<{ agency: { email: string } }>(second, 'query($id: ID!) { agency(id: $id) { email } }', token, { id: agency.id });
    const wrote = await send(
      second,
      'mutation($id: ID!, $name: String!, $email: String!) { updateAgency(id: $id, input: { name: $name, email: $email }) { id name } }',
      token,
      { id: agency.id, name: renamed, email: record.data!.agency.email },
    );
    expect(wrote.errors).toBeUndefined();
    // The write on the second retired what both kept: the first asks again and shows the new name.
    const after = await send<Page>(first, withAgencies, token);
    expect(standIn.calls.count({ path: 'agency-list' })).toBe(2);
    expect(after.data!.students.nodes.some((node) => node.agency?.name === renamed)).toBe(true);
  });

  it('honours on one gateway a sign-in lockout earned on the other', async () => {
    expect((await signIn(first, 'wrong one')).code).toBe('LOGIN_FAILED');
    expect((await signIn(second, 'wrong two')).code).toBe('LOGIN_FAILED');
    expect((await signIn(first, 'wrong three')).code).toBe('LOGIN_FAILED');
    // The lockout came from failures counted across both: the right password is refused on either.
    const refused = await signIn(second, office.password);
    expect(refused).toMatchObject({ status: 429, code: 'TOO_MANY_ATTEMPTS' });
    expect((await signIn(first, office.password)).code).toBe('TOO_MANY_ATTEMPTS');
  });

  it('answers on one gateway the repeat of a write made through the other, once', async () => {
    standIn.calls.reset();
    expect(await createWithKey(first, adminToken, 'replica-key-1')).toMatchObject({ status: 200, replayed: null });
    expect(await createWithKey(second, adminToken, 'replica-key-1')).toMatchObject({ status: 200, replayed: 'true' });
    expect(standIn.calls.count({ method: 'POST', path: 'certifications' })).toBe(1);
  });

  it('is ready with Redis, and not ready without it', async () => {
    const ready = await fetch(`${first.url}readyz`);
    expect(ready.status).toBe(200);
    expect(await ready.json()).toMatchObject({ status: 'ok', upstream: 'reachable', redis: 'reachable' });
    await redis.stop();
    const down = await fetch(`${second.url}readyz`);
    expect(down.status).toBe(503);
    expect(await down.json()).toMatchObject({ status: 'degraded', redis: 'unreachable' });
    // Alive all the same, and sign-in still answers (the throttle lets attempts through while Redis is away).
    expect((await fetch(`${second.url}healthz`)).status).toBe(200);
    expect((await signIn(second, 'wrong again')).code).toBe('LOGIN_FAILED');
    // A write with a key is refused rather than risked twice: nothing can tell a repeat of it meanwhile.
    standIn.calls.reset();
    expect(await createWithKey(first, adminToken, 'while-redis-is-away')).toMatchObject({ status: 503, code: 'IDEMPOTENCY_UNAVAILABLE' });
    expect(standIn.calls.count({ method: 'POST', path: 'certifications' })).toBe(0);
  });
});
