// Builds the stand-in (createStandIn) and runs it on a port (startStandIn).
import { once, setMaxListeners } from 'node:events';
import type { AddressInfo, Socket } from 'node:net';
import qs from 'qs';
import express, { type Express } from 'express';
import { Db, defaultSeed } from '../db/index.js';
import { scaleOf } from '../db/scale.js';
import { registerProfileImages } from '../areas/auth/profile-images.js';
import { registerExportFiles } from '../kit/export.js';
import { createFixtures, type Fixtures } from '../fixtures/index.js';
import { apiRouter } from './api.js';
import { createAuth } from './auth.js';
import { CallLog } from './calls.js';
import { contractModeOf } from './contract-check.js';
import { controlRouter } from './control.js';
import { Faults } from './faults.js';
import { Latency } from './latency.js';
import { TokenStore } from './tokens.js';
import type { StandIn, StandInOptions } from './types.js';

export interface StandInApp {
  app: Express;
  db: Db;
  fixtures: Fixtures;
  calls: CallLog;
  faults: Faults;
  tokens: TokenStore;
  setLatency(ms: number): void;
  /** Ends every pending wait (latency, fault delays); call when the server stops. */
  shutdown(): void;
}

export function createStandIn(options: StandInOptions = {}): StandInApp {
  const db = new Db(options.seed ?? defaultSeed, options.scale ?? scaleOf(process.env.STANDIN_SCALE));
  const tokens = new TokenStore(options.tokenLifetimeMs);
  const calls = new CallLog();
  const faults = new Faults();
  const latency = new Latency(options.latencyMs ?? 0);
  const stopping = new AbortController();
  // Every delayed request listens on this signal; hundreds at once under a benchmark are expected, not a leak.
  setMaxListeners(0, stopping.signal);
  const context = { db, tokens, auth: createAuth(tokens, db) };

  const app = express();
  app.disable('x-powered-by');
  app.set('etag', false);
  // Laravel reads bracket forms (status[]=1, filter[name]=x) the way qs does, and has no limit on an array's length:
  // qs's default of 20 would turn a longer list of ids into an object keyed by index.
  app.set('query parser', (query: string) => qs.parse(query, { arrayLimit: 10_000 }));

  const contract = options.contract ?? contractModeOf(process.env.PRACTICE_CONTRACT);
  app.use('/api', apiRouter({ context, calls, faults, latency, signal: stopping.signal, contract }));
  // Every area has defined and seeded its tables: a larger practice copies them now.
  db.scaleUp();
  app.use('/__control', controlRouter({ db, calls, faults, latency, tokens }));
  // Profile pictures also hang off the origin, where imagebasepath points.
  registerProfileImages(app, db);
  // Exported files are served from the origin too, at the URL the export call answered.
  registerExportFiles(app, db);
  app.use((_req, res) => {
    res.status(404).json({ message: 'Not found. The practice API lives under /api/.' });
  });

  return {
    app,
    db,
    fixtures: createFixtures(db),
    calls,
    faults,
    tokens,
    setLatency: (ms) => latency.set(ms),
    shutdown: () => stopping.abort(),
  };
}

function urlHost(host: string): string {
  if (host === '0.0.0.0' || host === '::' || host === '') return '127.0.0.1';
  return host.includes(':') ? `[${host}]` : host;
}

export async function startStandIn(options: StandInOptions = {}): Promise<StandIn> {
  const host = options.host ?? '127.0.0.1';
  const standIn = createStandIn(options);
  const server = standIn.app.listen(options.port ?? 0, host);
  await once(server, 'listening');

  // Every socket is tracked so close() can end hung requests and idle keep-alive connections at once.
  const sockets = new Set<Socket>();
  server.on('connection', (socket) => {
    sockets.add(socket);
    socket.once('close', () => sockets.delete(socket));
  });

  const { port } = server.address() as AddressInfo;
  const origin = `http://${urlHost(host)}:${port}`;
  let closing: Promise<void> | undefined;

  return {
    url: `${origin}/api/`,
    origin,
    port,
    calls: standIn.calls,
    faults: standIn.faults,
    tokens: standIn.tokens,
    db: standIn.db,
    fixtures: standIn.fixtures,
    setLatency: standIn.setLatency,
    close() {
      closing ??= new Promise<void>((resolve, reject) => {
        standIn.shutdown();
        server.close((error) => (error ? reject(error) : resolve()));
        for (const socket of sockets) socket.destroy();
        sockets.clear();
      });
      return closing;
    },
  };
}
