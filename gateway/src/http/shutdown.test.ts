// Graceful shutdown: `npm start`'s gateway, as a real child process, gets SIGTERM while a slow request is in flight.
// It stops accepting connections, finishes that request, and exits 0; a request longer than the grace period is cut
// off when the grace period ends, and the exit is still 0.
import { spawn, type ChildProcess } from 'node:child_process';
import { request } from 'node:http';
import { once } from 'node:events';
import { fileURLToPath } from 'node:url';
import { afterEach, describe, expect, it } from 'vitest';

const gatewayDir = fileURLToPath(new URL('../..', import.meta.url));
const children: ChildProcess[] = [];
afterEach(() => {
  for (const child of children.splice(0)) if (child.exitCode === null && child.signalCode === null) child.kill('SIGKILL');
});

interface Started {
  child: ChildProcess;
  url: string;
  standIn: string;
  output: () => string;
  exit: Promise<{ code: number | null; signal: NodeJS.Signals | null; at: number }>;
}

/** Runs src/main.ts under tsx, as `npm run dev` does, and waits for its ready line. */
async function startGatewayProcess(env: Record<string, string>): Promise<Started> {
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/main.ts'], {
    cwd: gatewayDir,
    env: { ...process.env, NODE_ENV: 'development', HOST: '127.0.0.1', PORT: '0', LOG_LEVEL: 'info', UPSTREAM_URL: '', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  children.push(child);
  let text = '';
  child.stdout!.on('data', (chunk: Buffer) => (text += chunk.toString()));
  child.stderr!.on('data', (chunk: Buffer) => (text += chunk.toString()));
  const exit = once(child, 'exit').then(([code, signal]) => ({
    code: code as number | null,
    signal: signal as NodeJS.Signals | null,
    at: performance.now(),
  }));
  const deadline = performance.now() + 30_000;
  while (!/Portal ready at (\S+)/.test(text)) {
    if (child.exitCode !== null) throw new Error(`the gateway exited early:\n${text}`);
    if (performance.now() > deadline) throw new Error(`the gateway did not start:\n${text}`);
    await new Promise((r) => setTimeout(r, 50));
  }
  const url = /Portal ready at (\S+)/.exec(text)![1]!;
  const standIn = /Stand-in practice API at (\S+)/.exec(text)![1]!;
  return { child, url, standIn, output: () => text, exit };
}

/** A GraphQL request on a connection of its own; resolves with the status and body, or the socket error. */
function slowRequest(url: string): Promise<{ status: number; body: string } | { error: string }> {
  return new Promise((resolve) => {
    const body = JSON.stringify({ query: '{ me { id } }' });
    const req = request(
      `${url}graphql`,
      {
        method: 'POST',
        agent: false,
        headers: { 'content-type': 'application/json', 'apollo-require-preflight': 'true', 'content-length': Buffer.byteLength(body) },
      },
      (res) => {
        let text = '';
        res.on('data', (c: Buffer) => (text += c.toString()));
        res.on('end', () => resolve({ status: res.statusCode ?? 0, body: text }));
        res.on('error', (e) => resolve({ error: e.message }));
      },
    );
    req.on('error', (e) => resolve({ error: (e as NodeJS.ErrnoException).code ?? e.message }));
    req.end(body);
  });
}

function connects(url: string): Promise<boolean> {
  return new Promise((resolve) => {
    const req = request(`${url}healthz`, { agent: false }, (res) => {
      res.resume();
      resolve(true);
    });
    req.on('error', () => resolve(false));
    req.end();
  });
}

/** Waits until the stand-in has received the call, so that the request is truly in flight. */
async function untilCalled(standIn: string, path: string): Promise<void> {
  const deadline = performance.now() + 10_000;
  for (;;) {
    const log = (await (await fetch(new URL(`/__control/calls?path=${path}`, standIn))).json()) as { count: number };
    if (log.count > 0) return;
    if (performance.now() > deadline) throw new Error('the request never reached the stand-in');
    await new Promise((r) => setTimeout(r, 25));
  }
}

describe('SIGTERM', () => {
  it('finishes the request in flight, refuses new connections, and exits 0', { timeout: 60_000 }, async () => {
    const latencyMs = 2_000;
    const gateway = await startGatewayProcess({ STANDIN_LATENCY_MS: String(latencyMs), SHUTDOWN_GRACE_MS: '10000' });
    const inFlight = slowRequest(gateway.url);
    await untilCalled(gateway.standIn, 'get-user');
    const signalled = performance.now();
    gateway.child.kill('SIGTERM');
    await new Promise((r) => setTimeout(r, 200));
    expect(await connects(gateway.url)).toBe(false);

    const answer = await inFlight;
    expect(answer).toMatchObject({ status: 200 });
    expect(JSON.parse((answer as { body: string }).body).errors[0].extensions.code).toBe('UNAUTHENTICATED');
    const exit = await gateway.exit;
    expect(exit).toMatchObject({ code: 0, signal: null });
    // It waited for the answer, and not for the whole grace period.
    expect(exit.at - signalled).toBeLessThan(latencyMs + 5_000);
    const lines = gateway
      .output()
      .split('\n')
      .filter((l) => l.startsWith('{'))
      .map((l) => JSON.parse(l) as { msg: string });
    expect(lines.map((l) => l.msg)).toEqual(expect.arrayContaining(['shutting down', 'stopped']));
  });

  it('cuts off a request still running when the grace period ends, and still exits 0', { timeout: 60_000 }, async () => {
    const gateway = await startGatewayProcess({ STANDIN_LATENCY_MS: '20000', SHUTDOWN_GRACE_MS: '500' });
    const inFlight = slowRequest(gateway.url);
    await untilCalled(gateway.standIn, 'get-user');
    const signalled = performance.now();
    gateway.child.kill('SIGTERM');
    const exit = await gateway.exit;
    expect(exit).toMatchObject({ code: 0, signal: null });
    expect(exit.at - signalled).toBeLessThan(6_000);
    expect(await inFlight).toHaveProperty('error');
  });
});
