// Control endpoints for out-of-process users (benchmarks, browser tests), outside /api/ so they never show in the
// call log and never meet a fault.
import express, { type Router } from 'express';
import type { Db } from '../db/index.js';
import type { CallLog } from './calls.js';
import { takeContractFindings } from './contract-check.js';
import type { Fault, Faults } from './faults.js';
import type { Latency } from './latency.js';
import type { TokenStore } from './tokens.js';

export interface ControlTargets {
  db: Db;
  calls: CallLog;
  faults: Faults;
  latency: Latency;
  tokens: TokenStore;
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

const faultKeys: Record<keyof Fault, 'string' | 'number' | 'boolean' | 'any'> = {
  method: 'string',
  status: 'number',
  body: 'any',
  hang: 'boolean',
  reset: 'boolean',
  malformed: 'boolean',
  latencyMs: 'number',
  times: 'number',
};

/** The fault of a control request, or the reason it is not one. */
function parseFault(value: unknown): Fault | string {
  if (!isRecord(value)) return 'fault must be an object';
  for (const [key, entry] of Object.entries(value)) {
    const kind = faultKeys[key as keyof Fault];
    if (!kind) return `unknown fault key ${key}`;
    if (kind !== 'any' && typeof entry !== kind) return `fault.${key} must be a ${kind}`;
  }
  return value as Fault;
}

export function controlRouter({ db, calls, faults, latency, tokens }: ControlTargets): Router {
  const router = express.Router();
  router.use(express.json({ limit: '1mb' }));

  router.get('/faults', (_req, res) => {
    res.json({ faults: faults.list() });
  });
  router.post('/faults', (req, res) => {
    const body: unknown = req.body;
    if (!isRecord(body) || typeof body.pattern !== 'string' || body.pattern === '') {
      res.status(400).json({ message: 'Send {"pattern": "agency/*", "fault": {...}}.' });
      return;
    }
    const fault = parseFault(body.fault);
    if (typeof fault === 'string') {
      res.status(400).json({ message: fault });
      return;
    }
    faults.set(body.pattern, fault);
    res.json({ ok: true, faults: faults.list() });
  });
  router.delete('/faults', (_req, res) => {
    faults.clear();
    res.json({ ok: true });
  });

  router.post('/latency', (req, res) => {
    const body: unknown = req.body;
    const ms = isRecord(body) ? body.ms : undefined;
    if (typeof ms !== 'number' || !Number.isFinite(ms) || ms < 0) {
      res.status(400).json({ message: 'Send {"ms": <non-negative number>}.' });
      return;
    }
    latency.set(ms);
    res.json({ ok: true, ms });
  });

  router.get('/calls', (req, res) => {
    const method = typeof req.query.method === 'string' ? req.query.method : undefined;
    const path = typeof req.query.path === 'string' ? req.query.path : undefined;
    const list = calls.list({ ...(method ? { method } : {}), ...(path ? { path } : {}) });
    res.json({ count: list.length, calls: list });
  });
  router.delete('/calls', (_req, res) => {
    calls.reset();
    res.json({ ok: true });
  });

  // What disagreed with the practice API's description since the last read: a browser test run reads it after each test.
  router.post('/contract-findings/take', (_req, res) => {
    res.json({ findings: takeContractFindings() });
  });

  router.post('/expire-token', (req, res) => {
    const body: unknown = req.body;
    const token = isRecord(body) ? body.token : undefined;
    if (typeof token !== 'string' || token === '') {
      res.status(400).json({ message: 'Send {"token": "..."}.' });
      return;
    }
    if (!tokens.expire(token)) {
      res.status(404).json({ message: 'No such token.' });
      return;
    }
    res.json({ ok: true });
  });

  /** Password reset tokens issued by forgot-password, by email. */
  router.get('/reset-tokens', (_req, res) => {
    res.json(Object.fromEntries([...db.passwordResets.values()].map((reset) => [reset.email, reset.token])));
  });

  /** Puts the seeded data back. Sessions, faults, latency and the call log are left as they are. */
  router.post('/reset', (_req, res) => {
    db.reset();
    res.json({ ok: true });
  });

  router.use((_req, res) => {
    res.status(404).json({ message: 'Unknown control endpoint.' });
  });
  return router;
}
