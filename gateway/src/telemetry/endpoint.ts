// GET /metrics for Prometheus. Closed unless an operator opens it: with METRICS_TOKEN a scraper sends it as a bearer
// token; with METRICS_PORT the metrics are served on a port of their own (for a network only operators reach).
import { timingSafeEqual } from 'node:crypto';
import { createServer, type Server } from 'node:http';
import type { Request, Response } from 'express';
import type { GatewayMetrics } from './metrics.js';

function sameToken(given: string, expected: string): boolean {
  const a = Buffer.from(given);
  const b = Buffer.from(expected);
  return a.length === b.length && timingSafeEqual(a, b);
}

export function metricsHandler(metrics: GatewayMetrics, token: string | undefined) {
  return async (req: Request, res: Response): Promise<void> => {
    const given = /^Bearer (.+)$/.exec(req.header('authorization') ?? '')?.[1];
    if (!token || !given || !sameToken(given, token)) {
      res.status(404).type('text').send('Not found');
      return;
    }
    const { contentType, body } = await metrics.text();
    res.status(200).type(contentType).setHeader('cache-control', 'no-store').send(body);
  };
}

/** The metrics alone on their own port; resolves with the server once it listens. */
export function startMetricsServer(metrics: GatewayMetrics, host: string, port: number): Promise<Server> {
  const server = createServer((req, res) => {
    if (req.method !== 'GET' || req.url?.split('?')[0] !== '/metrics') {
      res.writeHead(404, { 'content-type': 'text/plain' }).end('Not found');
      return;
    }
    metrics.text().then(
      ({ contentType, body }) => res.writeHead(200, { 'content-type': contentType, 'cache-control': 'no-store' }).end(body),
      () => res.writeHead(500, { 'content-type': 'text/plain' }).end('Metrics failed'),
    );
  });
  return new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, host, () => resolve(server));
  });
}
