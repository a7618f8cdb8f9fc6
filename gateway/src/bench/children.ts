// The benchmark's processes: the stand-in and the gateway each in a child of its own (IPC for readiness, memory and
// CPU time), and the real `dist/main.js` for the cold start. Everything listens on 127.0.0.1, on ephemeral ports.
import { fork, spawn, type ChildProcess } from 'node:child_process';
import { once } from 'node:events';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { gatewayNodeFlags } from '../node-flags.js';
import { listedBuild } from './listed-build.js';
import { benchQueries } from './queries.js';

export interface ChildReady {
  type: 'ready';
  url: string;
  origin: string;
  pid: number;
}

export interface ChildMemory {
  type: 'memory';
  rss: number;
  heapUsed: number;
  /** Heap still held after a full collection (the child runs with --expose-gc). */
  heapUsedAfterGc: number | undefined;
}

/** CPU time the child has used since it started, in microseconds (user and system, all threads). */
export interface ChildCpu {
  type: 'cpu';
  user: number;
  system: number;
}

export type ParentMessage = { type: 'memory' } | { type: 'cpu' } | { type: 'stop' };

/** The child side of the questions above: memory (after a full collection when --expose-gc is on) and CPU time. */
export function answerParent(onStop: () => void): void {
  process.on('message', (message: ParentMessage) => {
    if (message.type === 'memory') process.send?.(memoryNow());
    if (message.type === 'cpu') process.send?.({ type: 'cpu', ...process.cpuUsage() } satisfies ChildCpu);
    if (message.type === 'stop') onStop();
  });
  process.once('disconnect', onStop);
}

function memoryNow(): ChildMemory {
  const before = process.memoryUsage();
  // With --expose-gc: the heap that is really held, not garbage still waiting for a collection.
  const gc = (globalThis as { gc?: () => void }).gc;
  gc?.();
  const after = process.memoryUsage();
  return {
    type: 'memory',
    rss: before.rss,
    heapUsed: before.heapUsed,
    heapUsedAfterGc: gc ? after.heapUsed : undefined,
  };
}

const here = (file: string) => fileURLToPath(new URL(file, import.meta.url));

/** The last lines a child wrote, to explain a failure. */
class Tail {
  private readonly lines: string[] = [];
  add(chunk: Buffer): void {
    for (const line of chunk.toString('utf8').split('\n')) if (line.trim()) this.lines.push(line);
    if (this.lines.length > 40) this.lines.splice(0, this.lines.length - 40);
  }
  toString(): string {
    return this.lines.join('\n');
  }
}

export class Child {
  private constructor(
    readonly name: string,
    readonly process: ChildProcess,
    readonly ready: ChildReady,
    private readonly tail: Tail,
  ) {}

  static async start(name: string, file: string, env: NodeJS.ProcessEnv, execArgv: string[] = []): Promise<Child> {
    const child = fork(here(file), [], { env, execArgv, stdio: ['ignore', 'pipe', 'pipe', 'ipc'] });
    const tail = new Tail();
    child.stdout?.on('data', (chunk: Buffer) => tail.add(chunk));
    child.stderr?.on('data', (chunk: Buffer) => tail.add(chunk));
    const ready = await new Promise<ChildReady>((resolve, reject) => {
      const timer = setTimeout(() => reject(new Error(`${name} did not start within 60 s\n${tail.toString()}`)), 60_000);
      child.on('message', (message: { type?: string }) => {
        if (message.type === 'ready') {
          clearTimeout(timer);
          resolve(message as ChildReady);
        }
      });
      child.once('exit', (code) => {
        clearTimeout(timer);
        reject(new Error(`${name} exited with ${code} before it was ready\n${tail.toString()}`));
      });
    });
    return new Child(name, child, ready, tail);
  }

  /** What the child wrote last (warnings of the gateway, a stack trace). */
  output(): string {
    return this.tail.toString();
  }

  private ask<T>(type: 'memory' | 'cpu'): Promise<T> {
    return new Promise((resolve, reject) => {
      const timer = setTimeout(() => reject(new Error(`${this.name} did not answer '${type}'`)), 10_000);
      const onMessage = (message: { type?: string }) => {
        if (message.type !== type) return;
        clearTimeout(timer);
        this.process.off('message', onMessage);
        resolve(message as T);
      };
      this.process.on('message', onMessage);
      // A child that has died cannot answer: say which, with its last words.
      const gone = (error: Error | null) => {
        if (!error) return;
        clearTimeout(timer);
        this.process.off('message', onMessage);
        reject(new Error(`${this.name} is gone (exit ${this.process.exitCode ?? this.process.signalCode}): ${error.message}\n${this.output()}`));
      };
      if (!this.process.connected) gone(new Error('not connected'));
      else this.process.send({ type } satisfies ParentMessage, gone);
    });
  }

  memory(): Promise<ChildMemory> {
    return this.ask<ChildMemory>('memory');
  }

  /** CPU microseconds used so far; the difference of two readings is what a phase cost the child. */
  async cpu(): Promise<number> {
    const usage = await this.ask<ChildCpu>('cpu');
    return usage.user + usage.system;
  }

  async stop(): Promise<void> {
    if (this.process.exitCode !== null || this.process.signalCode !== null) return;
    const exited = once(this.process, 'exit');
    if (this.process.connected) this.process.send({ type: 'stop' } satisfies ParentMessage, () => this.process.disconnect());
    else this.process.kill('SIGTERM');
    const timer = setTimeout(() => this.process.kill('SIGKILL'), 5_000);
    await exited;
    clearTimeout(timer);
  }
}

/** `scale`: the practice's size (STANDIN_SCALE), 1 for the seeded practice. */
export function startStandInProcess(scale = 1): Promise<Child> {
  return Child.start(`stand-in ×${scale}`, './stand-in-process.js', { ...process.env, NODE_ENV: 'production', STANDIN_SCALE: String(scale) });
}

/**
 * Each gateway of a bench run keeps its access trail as deployed, so its cost is measured, in a folder of its own under
 * one of the run's, removed when the run ends: no run reads what another wrote, and the working tree is left alone.
 */
let runTrails: string | undefined;
function trailFile(): string {
  if (runTrails === undefined) {
    const folder = mkdtempSync(join(tmpdir(), 'portal-bench-trails-'));
    runTrails = folder;
    process.once('exit', () => rmSync(folder, { recursive: true, force: true }));
  }
  return join(mkdtempSync(join(runTrails, 'gateway-')), 'access-trail.jsonl');
}

/**
 * The gateway's environment in every scenario: production settings, warnings only in the log, the web build with the
 * bench's own queries listed (listed-build.ts); sign-in, which the build does not list, runs by text.
 */
export function gatewayEnv(upstreamUrl: string): NodeJS.ProcessEnv {
  return {
    ...process.env,
    AUDIT_LOG: trailFile(),
    NODE_ENV: 'production',
    ALLOW_ARBITRARY_OPERATIONS: 'true',
    WEB_DIST: listedBuild(benchQueries),
    HOST: '127.0.0.1',
    PORT: '0',
    UPSTREAM_URL: upstreamUrl,
    LOG_LEVEL: 'warn',
  };
}

/** BENCH_CPU_PROF=<folder> writes a V8 CPU profile of the loaded gateway there when it stops (--cpu-prof). */
export function startGatewayProcess(upstreamUrl: string, env: NodeJS.ProcessEnv = {}): Promise<Child> {
  const profile = process.env.BENCH_CPU_PROF;
  const execArgv = [...gatewayNodeFlags, '--expose-gc', ...(profile ? ['--cpu-prof', `--cpu-prof-dir=${profile}`] : [])];
  return Child.start('gateway', './gateway-process.js', { ...gatewayEnv(upstreamUrl), ...env }, execArgv);
}

/** The stand-in and a gateway over it, each pushed to `children` as soon as it runs, so a failure stops what started. */
export async function startStandInAndGateway(children: Child[]): Promise<{ standIn: Child; gateway: Child }> {
  const standIn = await startStandInProcess();
  children.push(standIn);
  const gateway = await startGatewayProcess(standIn.ready.url);
  children.push(gateway);
  return { standIn, gateway };
}

/** The hand-written floor (floor/server.ts) in front of the stand-in: the gateway's environment and Node flags. */
export function startFloorProcess(upstreamUrl: string, env: NodeJS.ProcessEnv = {}): Promise<Child> {
  return Child.start('floor', './floor/server.js', { ...gatewayEnv(upstreamUrl), ...env }, [...gatewayNodeFlags]);
}

export interface ColdStart {
  /** From spawn to the 'Portal ready at' line. */
  readyMs: number;
  /** From spawn to the answer of the first query. */
  firstAnswerMs: number;
}

/**
 * Starts the real entry point (`node dist/main.js`, with the flags `npm start` gives it), waits for its ready line,
 * sends `firstQuery` at once and times both from the moment of the spawn; then stops it with SIGTERM, as a deployment
 * would.
 */
export async function coldStart(upstreamUrl: string, firstQuery: (gatewayUrl: string) => Promise<void>): Promise<ColdStart> {
  const started = performance.now();
  const child = spawn(process.execPath, [...gatewayNodeFlags, here('../main.js')], {
    env: gatewayEnv(upstreamUrl),
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const tail = new Tail();
  child.stderr.on('data', (chunk: Buffer) => tail.add(chunk));
  try {
    const url = await new Promise<string>((resolve, reject) => {
      let buffered = '';
      const timer = setTimeout(() => reject(new Error(`dist/main.js printed no ready line within 60 s\n${tail.toString()}`)), 60_000);
      child.stdout.on('data', (chunk: Buffer) => {
        tail.add(chunk);
        buffered += chunk.toString('utf8');
        const match = /Portal ready at (http:\/\/\S+)/.exec(buffered);
        if (match) {
          clearTimeout(timer);
          resolve(match[1]!);
        }
      });
      child.once('exit', (code) => {
        clearTimeout(timer);
        reject(new Error(`dist/main.js exited with ${code}\n${tail.toString()}`));
      });
    });
    const readyMs = performance.now() - started;
    await firstQuery(url);
    return { readyMs, firstAnswerMs: performance.now() - started };
  } finally {
    if (child.exitCode === null && child.signalCode === null) {
      const exited = once(child, 'exit');
      child.kill('SIGTERM');
      const timer = setTimeout(() => child.kill('SIGKILL'), 5_000);
      await exited;
      clearTimeout(timer);
    }
  }
}
