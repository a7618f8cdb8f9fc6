// The mock server: the gateway over the mocked resolvers on a free loopback port, asked over HTTP, in the scenario it
// was started with and in one a request names; and `MOCKED=1` through the real entry point, stopped by SIGTERM.
import { spawn } from 'node:child_process';
import { once } from 'node:events';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readConfig } from '../config.js';
import type { Gateway } from '../server.js';
import { startMockedGateway } from './mocked-gateway.js';
import { scenarioHeader } from './options.js';

interface Answer {
  status: number;
  body: { data?: Record<string, unknown> | null; errors?: { message: string; extensions?: { code?: string } }[] };
}

async function ask(url: string, query: string, headers: Record<string, string> = {}): Promise<Answer> {
  const res = await fetch(`${url}graphql`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...headers },
    body: JSON.stringify({ query }),
  });
  return { status: res.status, body: (await res.json()) as Answer['body'] };
}

const studentsQuery = '{ students(page: { perPage: 5 }) { pageInfo { total perPage } nodes { id name } } }';

describe('the mock server in process', () => {
  let gateway: Gateway;
  beforeAll(async () => {
    const config = readConfig({ LOG_LEVEL: 'silent', HOST: '127.0.0.1', PORT: '0' }, { webDist: '/nonexistent' });
    gateway = await startMockedGateway(config, { scenario: 'practice', seed: undefined });
  });
  afterAll(() => gateway.stop());

  it('answers from the mocked resolvers, paged as asked', async () => {
    const { status, body } = await ask(gateway.url, studentsQuery);
    expect(status).toBe(200);
    expect(body.errors).toBeUndefined();
    const students = body.data!.students as { pageInfo: { total: number; perPage: number }; nodes: { name: string }[] };
    expect(students.pageInfo).toEqual({ total: 24, perPage: 5 });
    expect(students.nodes).toHaveLength(5);
    expect((await ask(gateway.url, studentsQuery)).body).toEqual(body);
  });

  it('answers the scenario a request names, with the gateway error', async () => {
    const { body } = await ask(gateway.url, studentsQuery, { [scenarioHeader]: 'session-expired' });
    expect(body.data).toBeNull();
    expect(body.errors?.[0]).toMatchObject({ message: 'Your session has expired. Please sign in again.', extensions: { code: 'SESSION_EXPIRED' } });
  });

  it('refuses a scenario it does not know, and is healthy without a practice API', async () => {
    const unknown = await ask(gateway.url, studentsQuery, { [scenarioHeader]: 'no-such-scenario' });
    expect(unknown.status).toBe(400);
    expect(unknown.body.errors?.[0]?.message).toContain("Unknown mocked scenario 'no-such-scenario'");
    const health = await fetch(`${gateway.url}healthz`);
    expect(health.status).toBe(200);
    expect(await health.json()).toMatchObject({ status: 'ok', upstream: 'mocked' });
  });
});

describe('MOCKED=1 through the entry point', () => {
  it('prints its address like npm start, serves the scenario it was started with, and stops on SIGTERM', async () => {
    const entry = fileURLToPath(new URL('../main.ts', import.meta.url));
    const child = spawn(process.execPath, ['--import', 'tsx', entry], {
      env: { ...process.env, MOCKED: '1', MOCKED_SCENARIO: 'empty-practice', HOST: '127.0.0.1', PORT: '0', LOG_LEVEL: 'silent' },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let printed = '';
    child.stdout.on('data', (chunk: Buffer) => (printed += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (printed += chunk.toString()));
    try {
      const url = await new Promise<string>((resolve, reject) => {
        const timer = setTimeout(() => reject(new Error(`no address printed: ${printed}`)), 30_000);
        child.stdout.on('data', () => {
          const found = /Mocked portal ready at (http:\/\/127\.0\.0\.1:\d+\/)/.exec(printed);
          if (found && printed.includes('GraphQL endpoint')) {
            clearTimeout(timer);
            resolve(found[1]!);
          }
        });
        child.once('exit', (code) => reject(new Error(`exited with ${code}: ${printed}`)));
      });
      expect(printed).toContain(`GraphQL endpoint ${url}graphql, sandbox ${url}sandbox`);
      expect(printed).toContain('scenario empty-practice');
      const { body } = await ask(url, studentsQuery);
      expect(body.data).toEqual({ students: { pageInfo: { total: 0, perPage: 5 }, nodes: [] } });
      const failing = await ask(url, studentsQuery, { [scenarioHeader]: 'forbidden' });
      expect(failing.body.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
    } finally {
      const exited = once(child, 'exit');
      child.kill('SIGTERM');
      const [code] = (await exited) as [number | null];
      expect(code).toBe(0);
    }
  }, 60_000);
});
