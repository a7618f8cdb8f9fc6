// Starts `node gateway/dist/main.js` on an ephemeral port and reads the addresses and demo sign-ins it prints.
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createInterface } from 'node:readline';

export interface DemoSignIn {
  role: string;
  email: string;
  password: string;
}

export interface RunningGateway {
  /** The portal's origin, e.g. http://127.0.0.1:41234/ */
  portalUrl: string;
  /** The stand-in API root, e.g. http://127.0.0.1:41235/api/ (control endpoints at its origin's /__control/). */
  standInUrl: string;
  demoSignIns: DemoSignIn[];
  /** The gateway's "now" (its pinned instant, flowing since it started), for the page's clock to agree with. */
  now(): number;
  stop(): Promise<void>;
}

const READY = /^Portal ready at (\S+)/;
const STAND_IN = /^Stand-in practice API at (\S+)/;
const DEMO = /^Demo sign-in: (.+?) — (\S+) \/ (\S+)$/;
/** The demo lines follow the ready line; once this many arrived (or a moment passed) the gateway is ready. */
const DEMO_USERS = 4;

export interface GatewayOptions {
  /** What the stand-in checks against the practice API's description: the browser tests hold every call to it; an
   * audit of what a person waits for runs the product as `npm start` does, without the checks. */
  contract?: 'calls' | 'off';
  timeoutMs?: number;
}

/** Starts the gateway with its clock pinned at `pinnedNow` (an ISO instant). */
export function startGateway(
  mainJs: string,
  cwd: string,
  pinnedNow: string,
  { contract = 'calls', timeoutMs = 60_000 }: GatewayOptions = {},
): Promise<RunningGateway> {
  const startedAt = performance.now();
  const now = () => Date.parse(pinnedNow) + (performance.now() - startedAt);
  // Each gateway writes its own access trail, removed when it stops: one chain per writer, no run sees another's.
  const trailDir = mkdtempSync(join(tmpdir(), 'portal-e2e-trail-'));
  const child: ChildProcess = spawn(process.execPath, [mainJs], {
    cwd,
    // The stand-in checks the gateway's calls and its own answers against the practice API's description.
    env: {
      ...process.env,
      PORT: '0',
      HOST: '127.0.0.1',
      PRACTICE_NOW: pinnedNow,
      PRACTICE_CONTRACT: contract,
      AUDIT_LOG: join(trailDir, 'access-trail.jsonl'),
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const output: string[] = [];
  let portalUrl = '';
  let standInUrl = '';
  const demoSignIns: DemoSignIn[] = [];

  const stop = () =>
    new Promise<void>((resolve) => {
      if (child.exitCode !== null || child.signalCode !== null) return resolve();
      child.once('exit', () => resolve());
      child.kill('SIGTERM');
      setTimeout(() => child.kill('SIGKILL'), 5_000).unref();
    }).then(() => rmSync(trailDir, { recursive: true, force: true }));

  return new Promise((resolve, reject) => {
    let settled = false;
    const finish = (error?: Error) => {
      if (settled) return;
      settled = true;
      clearTimeout(timer);
      if (error) {
        void stop().then(() => reject(error));
        return;
      }
      resolve({ portalUrl, standInUrl, demoSignIns, now, stop });
    };
    const timer = setTimeout(
      () => finish(new Error(`The gateway did not get ready within ${timeoutMs} ms. Output:\n${output.join('\n')}`)),
      timeoutMs,
    );
    const onLine = (line: string) => {
      output.push(line);
      const ready = READY.exec(line);
      if (ready?.[1]) portalUrl = ready[1];
      const standIn = STAND_IN.exec(line);
      if (standIn?.[1]) standInUrl = standIn[1];
      const demo = DEMO.exec(line);
      if (demo?.[1] && demo[2] && demo[3]) demoSignIns.push({ role: demo[1], email: demo[2], password: demo[3] });
      if (portalUrl && standInUrl && demoSignIns.length >= DEMO_USERS) finish();
    };
    if (child.stdout) createInterface({ input: child.stdout }).on('line', onLine);
    if (child.stderr) createInterface({ input: child.stderr }).on('line', (line) => output.push(line));
    child.once('error', (error) => finish(error));
    child.once('exit', (code) => finish(new Error(`The gateway exited (${code}) before it was ready. Output:\n${output.join('\n')}`)));
  });
}
