// Runs the browser tests as E2E_SHARDS processes side by side (default 2, one per core). Each shard is its own vitest
// run with its own gateway, stand-in and Chromium, so no shard sees another's writes. Output is passed on whole lines
// at a time, so every shard's summary ("Tests  N passed") stays readable; the run fails if any shard fails.
// Arguments (test files, vitest flags) go to every shard.
import { spawn } from 'node:child_process';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { createInterface } from 'node:readline';
import { fileURLToPath } from 'node:url';

const shards = Math.max(1, Number.parseInt(process.env.E2E_SHARDS ?? '2', 10) || 1);
const webRoot = fileURLToPath(new URL('..', import.meta.url));
const vitestBin = join(dirname(createRequire(import.meta.url).resolve('vitest/package.json')), 'vitest.mjs');

function runShard(index) {
  const args = [vitestBin, 'run', '-c', 'vitest.e2e.config.ts', ...(shards > 1 ? [`--shard=${index}/${shards}`] : []), ...process.argv.slice(2)];
  const child = spawn(process.execPath, args, { cwd: webRoot, stdio: ['ignore', 'pipe', 'pipe'], env: process.env });
  for (const [stream, out] of [
    [child.stdout, process.stdout],
    [child.stderr, process.stderr],
  ]) {
    createInterface({ input: stream }).on('line', (line) => out.write(`${line}\n`));
  }
  process.stdout.write(`browser tests, shard ${index}/${shards}: vitest ${args.slice(1).join(' ')}\n`);
  return new Promise((resolve) => child.on('exit', (code, signal) => resolve({ index, code: code ?? (signal ? 1 : 0) })));
}

const results = await Promise.all(Array.from({ length: shards }, (_, i) => runShard(i + 1)));
for (const { index, code } of results) process.stdout.write(`browser tests, shard ${index}/${shards}: ${code === 0 ? 'passed' : `failed (exit ${code})`}\n`);
process.exit(results.some(({ code }) => code !== 0) ? 1 : 0);
