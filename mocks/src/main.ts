// Runs the stand-in on its own: PORT (default 4010), HOST (default 127.0.0.1), LATENCY_MS, SEED, and STANDIN_SCALE (the
// practice's size: that many copies of its people, funders and schedule; default 1).
import { demoUsers } from './db/demo-users.js';
import { defaultSeed } from './db/index.js';
import { scaleOf } from './db/scale.js';
import { startStandIn } from './server/index.js';

function numberFromEnv(name: string, fallback: number): number {
  const raw = process.env[name];
  if (raw === undefined || raw === '') return fallback;
  const value = Number(raw);
  if (!Number.isFinite(value) || value < 0) throw new Error(`${name} must be a non-negative number, got ${raw}`);
  return value;
}

const standIn = await startStandIn({
  port: numberFromEnv('PORT', 4010),
  host: process.env.HOST || '127.0.0.1',
  latencyMs: numberFromEnv('LATENCY_MS', 0),
  seed: numberFromEnv('SEED', defaultSeed),
  scale: scaleOf(process.env.STANDIN_SCALE),
});

console.log(`Stand-in practice API at ${standIn.url}`);
for (const user of demoUsers) console.log(`Demo sign-in: ${user.role} — ${user.email} / ${user.password}`);

async function stop(): Promise<void> {
  await standIn.close();
  process.exit(0);
}
process.once('SIGINT', () => void stop());
process.once('SIGTERM', () => void stop());
