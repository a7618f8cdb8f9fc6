// /healthz: whether the gateway and the practice API behind it can serve, the circuit breaker's state, and whether
// the gateway is shutting down (so a load balancer stops sending it work). /readyz asks the same and whatever else a
// replica needs to take traffic (the shared Redis, when there is one).
import type { RequestHandler } from 'express';
import type { UpstreamClient } from '../upstream/client.js';
import { gatewayVersion } from '../version.js';

export interface Lifecycle {
  stopping: boolean;
}

/** A further dependency a process needs to serve: its name in the answer, and whether it answers. */
export interface DependencyCheck {
  name: string;
  reachable(): Promise<boolean>;
}

export function healthHandler(upstream: UpstreamClient, lifecycle: Lifecycle = { stopping: false }, checks: DependencyCheck[] = []): RequestHandler {
  return async (_req, res) => {
    if (lifecycle.stopping) {
      res.status(503).setHeader('cache-control', 'no-store').json({ status: 'stopping', version: gatewayVersion });
      return;
    }
    const [reachable, ...others] = await Promise.all([upstream.reachable(2_000), ...checks.map((check) => check.reachable())]);
    const circuit = upstream.circuit();
    const healthy = reachable && circuit?.state !== 'open' && others.every(Boolean);
    res
      .status(healthy ? 200 : 503)
      .setHeader('cache-control', 'no-store')
      .json({
        status: healthy ? 'ok' : 'degraded',
        version: gatewayVersion,
        upstream: reachable ? 'reachable' : 'unreachable',
        ...Object.fromEntries(checks.map((check, at) => [check.name, others[at] ? 'reachable' : 'unreachable'])),
        ...(circuit && { circuit }),
      });
  };
}
