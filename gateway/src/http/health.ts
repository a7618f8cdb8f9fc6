// /healthz: whether the gateway and the practice API behind it can serve, the circuit breaker's state, and whether
// the gateway is shutting down (so a load balancer stops sending it work).
import type { RequestHandler } from 'express';
import type { UpstreamClient } from '../upstream/client.js';
import { gatewayVersion } from '../version.js';

export interface Lifecycle {
  stopping: boolean;
}

export function healthHandler(upstream: UpstreamClient, lifecycle: Lifecycle = { stopping: false }): RequestHandler {
  return async (_req, res) => {
    if (lifecycle.stopping) {
      res.status(503).setHeader('cache-control', 'no-store').json({ status: 'stopping', version: gatewayVersion });
      return;
    }
    const reachable = await upstream.reachable(2_000);
    const circuit = upstream.circuit();
    const healthy = reachable && circuit?.state !== 'open';
    res
      .status(healthy ? 200 : 503)
      .setHeader('cache-control', 'no-store')
      .json({
        status: healthy ? 'ok' : 'degraded',
        version: gatewayVersion,
        upstream: reachable ? 'reachable' : 'unreachable',
        ...(circuit && { circuit }),
      });
  };
}
