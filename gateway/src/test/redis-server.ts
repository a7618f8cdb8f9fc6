// Debian's redis-server for a test, on a free loopback port, without persistence; stop() ends it.
import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { createServer } from 'node:net';

const redisServer = process.env.REDIS_SERVER ?? '/usr/bin/redis-server';

export interface TestRedis {
  url: string;
  stop(): Promise<void>;
}

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as { port: number };
      probe.close(() => resolve(port));
    });
  });
}

export async function startRedisServer(): Promise<TestRedis> {
  if (!existsSync(redisServer)) throw new Error(`${redisServer} is missing: apt-get install redis-server (or set REDIS_SERVER).`);
  const port = await freePort();
  // Redis keeps the real clock: under libfaketime it does not start, and the lifetimes the gateway sets are relative.
  const { LD_PRELOAD: _fakeTime, ...env } = process.env;
  const child = spawn(redisServer, ['--port', String(port), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no'], {
    stdio: ['ignore', 'pipe', 'pipe'],
    env,
  });
  await new Promise<void>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error('redis-server did not start within 10 s')), 10_000);
    child.stdout!.on('data', (chunk: Buffer) => {
      if (chunk.toString().includes('Ready to accept connections')) {
        clearTimeout(timer);
        resolve();
      }
    });
    child.once('exit', (code) => reject(new Error(`redis-server exited with ${code}`)));
  });
  return {
    url: `redis://127.0.0.1:${port}`,
    stop: () =>
      new Promise<void>((resolve) => {
        if (child.exitCode !== null) return resolve();
        child.once('exit', () => resolve());
        child.kill();
      }),
  };
}
