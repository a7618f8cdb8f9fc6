// /healthz: whether the gateway and the practice API behind it can serve.
import type { RequestHandler } from 'express';
import type { UpstreamClient } from '../upstream/client.js';
import { gatewayVersion } from '../version.js';

export function healthHandler(upstream: UpstreamClient): RequestHandler {
  return async (_req, res) => {
    const reachable = await upstream.reachable(2_000);
    res.status(reachable ? 200 : 503).json({
      status: reachable ? 'ok' : 'degraded',
      version: gatewayVersion,
      upstream: reachable ? 'reachable' : 'unreachable',
    });
  };
}
