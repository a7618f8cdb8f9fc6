// The stand-in's public shape, shared by gateway and web tests (see the shared contract).
import type { Db } from '../db/index.js';
import type { Fixtures } from '../fixtures/index.js';
import type { CallLog } from './calls.js';
import type { ContractMode } from './contract-check.js';
import type { Faults } from './faults.js';
import type { TokenStore } from './tokens.js';

export interface StandInOptions {
  /** 0 (the default) picks a free port. */
  port?: number;
  /** Defaults to 127.0.0.1. */
  host?: string;
  /** Global latency of every API call, in milliseconds. */
  latencyMs?: number;
  /** Seed of the generated data; the same seed gives the same data. */
  seed?: number;
  /** How many times the seeded practice's people, funders and schedule the stand-in holds; STANDIN_SCALE's value unless given (1 without). */
  scale?: number;
  /** Lifetime of a login token; 8 hours unless a test says otherwise. */
  tokenLifetimeMs?: number;
  /** What is checked against the practice API's description; PRACTICE_CONTRACT's value unless given ('off' without). */
  contract?: ContractMode;
}

export interface StandIn {
  /** The API root, ending in '/api/'. */
  url: string;
  /** The server's origin (the control endpoints live at `${origin}/__control/`). */
  origin: string;
  port: number;
  /** Ends hung requests and open sockets, then stops listening. Safe to call twice. */
  close(): Promise<void>;
  calls: CallLog;
  faults: Faults;
  tokens: TokenStore;
  setLatency(ms: number): void;
  db: Db;
  /** What a test sets up and reads, by area: gateway tests go through these, never through `db`. */
  fixtures: Fixtures;
}
