// The soak's settings: how long the load is held, how many connections over which sign-ins, how often the gateway's
// memory is read. SOAK_MINUTES shortens the run while developing (default 10, the scenario's length).
import type { Role } from './practice.js';

export interface SoakSettings {
  /** The whole run, warm-up included. */
  durationMs: number;
  /** The first stretch, after which memory must hold flat. */
  warmupMs: number;
  /** Each figure of the report is taken over this long. */
  bucketMs: number;
  connections: number;
  /** One sign-in per entry: the tokens the connections share, round robin. */
  signIns: readonly Role[];
  memoryEveryMs: number;
  /** The stand-in logs every call for the benchmark's other scenarios; the soak empties the log this often. */
  callLogResetMs: number;
  /** Seeds the choice of operations and variables, so that two runs send the same mix. */
  seed: number;
}

// A practice's day: therapists are most of the people signed in, then the office; one parent, one owner.
const signIns: readonly Role[] = [
  'Super Admin',
  'Office administrator',
  'Office administrator',
  'Therapist',
  'Therapist',
  'Therapist',
  'Therapist',
  'Parent',
];

function positive(env: NodeJS.ProcessEnv, name: string, fallback: number): number {
  const value = Number(env[name] ?? String(fallback));
  if (!Number.isFinite(value) || value <= 0) throw new Error(`${name} must be a positive number, got '${env[name]}'`);
  return value;
}

export function readSoakSettings(env: NodeJS.ProcessEnv): SoakSettings {
  const minutes = positive(env, 'SOAK_MINUTES', 10);
  return {
    durationMs: Math.round(minutes * 60_000),
    warmupMs: 60_000,
    bucketMs: 60_000,
    connections: 50,
    signIns,
    // SOAK_SAMPLE_SECONDS: fewer memory samples, fewer forced collections (to see what they cost the tail).
    memoryEveryMs: Math.round(positive(env, 'SOAK_SAMPLE_SECONDS', 5) * 1000),
    callLogResetMs: 10_000,
    seed: 20_261_205,
  };
}
