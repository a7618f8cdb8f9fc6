// Runs the browser tests as E2E_SHARDS processes side by side (default 2, one per core). Each shard is its own vitest
// run with its own gateway, stand-in and Chromium, so no shard sees another's writes. The files are dealt out by their
// measured time (shard-weights.mjs), longest first to the least loaded shard. Output is passed on whole lines at a
// time, so every shard's summary ("Tests  N passed") stays readable; the run fails if any shard fails.
// Arguments: test files (only those run, dealt out the same way) and vitest flags (given to every shard).
import { spawn } from 'node:child_process';
import { readdirSync } from 'node:fs';
import { createRequire } from 'node:module';
import { basename, dirname, join } from 'node:path';
import { createInterface } from 'node:readline';
import { fileURLToPath } from 'node:url';
import { shardWeights } from './shard-weights.mjs';

const shards = Math.max(1, Number.parseInt(process.env.E2E_SHARDS ?? '2', 10) || 1);
const webRoot = fileURLToPath(new URL('..', import.meta.url));
const vitestBin = join(dirname(createRequire(import.meta.url).resolve('vitest/package.json')), 'vitest.mjs');

const given = process.argv.slice(2);
const isTestFile = (arg) => arg.endsWith('.e2e.ts');
const flags = given.filter((arg) => !isTestFile(arg));
const named = given.filter(isTestFile);
const files = named.length > 0 ? named : readdirSync(join(webRoot, 'e2e')).filter(isTestFile).sort().map((file) => `e2e/${file}`);

/** Each shard's files: longest first, each to the shard with the least work so far. */
function dealt(list, count) {
  const known = [...shardWeights.values()].sort((a, b) => a - b);
  const median = known[Math.floor(known.length / 2)] ?? 1;
  const weightOf = (file) => shardWeights.get(basename(file)) ?? median;
  const hands = Array.from({ length: count }, () => ({ files: [], load: 0 }));
  for (const file of [...list].sort((a, b) => weightOf(b) - weightOf(a))) {
    const lightest = hands.reduce((least, hand) => (hand.load < least.load ? hand : least));
    lightest.files.push(file);
    lightest.load += weightOf(file);
  }
  return hands.map((hand) => hand.files).filter((hand) => hand.length > 0);
}

const hands = dealt(files, shards);

function runShard(index, shardFiles) {
  // The file names are vitest filters: each is matched as a part of a path, and every one starts with "e2e/".
  const args = [vitestBin, 'run', '-c', 'vitest.e2e.config.ts', ...shardFiles, ...flags];
  const child = spawn(process.execPath, args, { cwd: webRoot, stdio: ['ignore', 'pipe', 'pipe'], env: process.env });
  for (const [stream, out] of [
    [child.stdout, process.stdout],
    [child.stderr, process.stderr],
  ]) {
    createInterface({ input: stream }).on('line', (line) => out.write(`${line}\n`));
  }
  process.stdout.write(`browser tests, shard ${index}/${hands.length}: vitest ${args.slice(1).join(' ')}\n`);
  return new Promise((resolve) => child.on('exit', (code, signal) => resolve({ index, code: code ?? (signal ? 1 : 0) })));
}

const results = await Promise.all(hands.map((hand, i) => runShard(i + 1, hand)));
for (const { index, code } of results) process.stdout.write(`browser tests, shard ${index}/${hands.length}: ${code === 0 ? 'passed' : `failed (exit ${code})`}\n`);
process.exit(results.some(({ code }) => code !== 0) ? 1 : 0);
