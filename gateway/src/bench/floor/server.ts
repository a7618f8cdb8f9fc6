// Child process of the benchmark: the hand-written floor the gateway is measured against. A bare node:http server (no
// GraphQL, no Express) that answers the bench's scenarios with the same bytes as the gateway's GraphQL answers: the
// same upstream calls on the same client, in parallel, joined by id with Maps, written as `{"data":{...}}`.
// Routes: /students?perPage=50[&relations=1], /calendar?from&to[&staff=1,2], /staff?perPage=500,
// /dashboard?today&notesSince&me.
import { createServer, type IncomingMessage } from 'node:http';
import type { AddressInfo } from 'node:net';
import { readConfig } from '../../config.js';
import { usePracticeTimeZone } from '../../dates/dates.js';
import { answerParent, type ChildReady } from '../children.js';
import { calendarWeek } from './calendar.js';
import { dashboard } from './dashboard.js';
import { staffPage } from './staff.js';
import { studentPage } from './students.js';
import { apiClient, type Api } from './upstream.js';

const config = readConfig(process.env, { webDist: '' });
if (!config.upstreamUrl) throw new Error('UPSTREAM_URL must name the stand-in');
usePracticeTimeZone(config.practiceTimeZone);
const apiFor = apiClient({ ...config, upstreamUrl: config.upstreamUrl });

function answer(api: Api, url: URL): Promise<unknown> | undefined {
  const ask = (name: string) => url.searchParams.get(name) ?? '';
  switch (url.pathname) {
    case '/students':
      return studentPage(api, Number(ask('perPage')), ask('relations') === '1');
    case '/calendar':
      return calendarWeek(api, ask('from'), ask('to'), url.searchParams.has('staff') ? ask('staff').split(',') : undefined);
    case '/staff':
      return staffPage(api, Number(ask('perPage')));
    case '/dashboard':
      return dashboard(api, { today: ask('today'), notesSince: ask('notesSince'), me: ask('me') });
    default:
      return undefined;
  }
}

const server = createServer((req: IncomingMessage, res) => {
  const data = answer(apiFor(req.headers.authorization), new URL(req.url ?? '/', 'http://floor'));
  if (!data) {
    res.writeHead(404).end();
    return;
  }
  data.then(
    (value) => {
      // Ended by a newline, as Apollo Server ends its own.
      const body = `${JSON.stringify({ data: value })}\n`;
      res.writeHead(200, { 'content-type': 'application/json; charset=utf-8', 'content-length': Buffer.byteLength(body) }).end(body);
    },
    (error: unknown) => {
      res.writeHead(502, { 'content-type': 'text/plain' }).end(String(error));
    },
  );
});
server.keepAliveTimeout = config.keepAliveTimeoutMs;

server.listen(0, '127.0.0.1', () => {
  const { port } = server.address() as AddressInfo;
  const origin = `http://127.0.0.1:${port}`;
  answerParent(() => {
    server.close();
    process.exit(0);
  });
  process.send?.({ type: 'ready', url: `${origin}/`, origin, pid: process.pid } satisfies ChildReady);
});
