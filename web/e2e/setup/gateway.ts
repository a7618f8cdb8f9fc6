// Starts `node gateway/dist/main.js` on an ephemeral port and reads the addresses and demo sign-ins it prints.
import { spawn, type ChildProcess } from 'node:child_process';
import { createInterface } from 'node:readline';
import type { DemoSignIn } from './env';

export interface RunningGateway {
  portalUrl: string;
  standInUrl: string;
  demoSignIns: DemoSignIn[];
  stop(): Promise<void>;
}

const READY = /^Portal ready at (\S+)/;
const STAND_IN = /^Stand-in practice API at (\S+)/;
const DEMO = /^Demo sign-in: (.+?) — (\S+) \/ (\S+)$/;
/** The demo lines follow the ready line; once this many arrived (or a moment passed) the gateway is ready. */
const DEMO_USERS = 4;

export function startGateway(mainJs: string, cwd: string, timeoutMs = 60_000): Promise<RunningGateway> {
  const child: ChildProcess = spawn(process.execPath, [mainJs], {
    cwd,
    env: { ...process.env, PORT: '0', HOST: '127.0.0.1' },
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
    });

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
      resolve({ portalUrl, standInUrl, demoSignIns, stop });
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
