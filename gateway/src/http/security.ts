// Headers every response carries, and CORS. The content security policy is written for what this origin serves: the
// built web client and the GraphiQL sandbox (scripts and styles from 'self', Blueprint's inline styles), GraphQL on
// the same origin, profile pictures from the practice API's origin, screenshots as blob: and data: URLs. Nothing
// comes from a CDN, and no page of this origin may be framed.
import type { RequestHandler } from 'express';
import { idempotencyKeyHeader, replayedHeader } from '../idempotency/plugin.js';

export interface SecurityOptions {
  /** Origin of the practice API, whose image base path serves profile pictures. */
  upstreamOrigin?: string;
  /** Origins allowed to call /graphql from another site; empty keeps CORS closed. */
  corsOrigins: readonly string[];
}

export function contentSecurityPolicy(options: Pick<SecurityOptions, 'upstreamOrigin'>): string {
  const images = ["'self'", 'data:', 'blob:', ...(options.upstreamOrigin ? [options.upstreamOrigin] : [])];
  const directives: Record<string, string[]> = {
    'default-src': ["'self'"],
    'script-src': ["'self'"],
    // Blueprint and GraphiQL set style attributes and inject <style> elements.
    'style-src': ["'self'", "'unsafe-inline'"],
    'img-src': images,
    'font-src': ["'self'", 'data:'],
    'connect-src': ["'self'"],
    // The screenshot editor and GraphiQL may start workers from blob: URLs.
    'worker-src': ["'self'", 'blob:'],
    'media-src': ["'self'", 'blob:'],
    'manifest-src': ["'self'"],
    'object-src': ["'none'"],
    'base-uri': ["'self'"],
    'form-action': ["'self'"],
    // Staff documents preview a PDF inline from the API's storage origin; nothing else is framed.
    'frame-src': options.upstreamOrigin ? [options.upstreamOrigin] : ["'none'"],
    'frame-ancestors': ["'none'"],
  };
  return Object.entries(directives)
    .map(([name, sources]) => `${name} ${sources.join(' ')}`)
    .join('; ');
}

export function securityHeaders(options: SecurityOptions): RequestHandler {
  const headers: Record<string, string> = {
    'content-security-policy': contentSecurityPolicy(options),
    'x-content-type-options': 'nosniff',
    'x-frame-options': 'DENY',
    'referrer-policy': 'no-referrer',
    'cross-origin-opener-policy': 'same-origin',
    'cross-origin-resource-policy': 'same-origin',
    'origin-agent-cluster': '?1',
    'x-dns-prefetch-control': 'off',
    'x-permitted-cross-domain-policies': 'none',
    // The layouts ask for geolocation and the feedback widget captures the screen; nothing else is needed.
    'permissions-policy': 'camera=(), microphone=(), payment=(), usb=(), geolocation=(self), display-capture=(self)',
  };
  return (_req, res, next) => {
    for (const [name, value] of Object.entries(headers)) res.setHeader(name, value);
    next();
  };
}

const allowedHeaders = [
  'content-type',
  'authorization',
  'apollo-require-preflight',
  'x-apollo-operation-name',
  'x-request-id',
  'x-mocked-scenario',
  idempotencyKeyHeader,
];

/**
 * CORS for /graphql: closed (no Access-Control-* headers at all) unless the caller's Origin is one configured. Only
 * bearer tokens are used, never cookies, so credentials are not allowed.
 */
export function cors(options: Pick<SecurityOptions, 'corsOrigins'>): RequestHandler {
  const allowed = new Set(options.corsOrigins);
  return (req, res, next) => {
    res.vary('Origin');
    const origin = req.header('origin');
    const permitted = origin !== undefined && allowed.has(origin);
    if (permitted) {
      res.setHeader('access-control-allow-origin', origin);
      res.setHeader('access-control-expose-headers', `x-request-id, retry-after, ${replayedHeader}`);
    }
    if (req.method === 'OPTIONS') {
      if (permitted) {
        res.setHeader('access-control-allow-methods', 'GET, POST');
        res.setHeader('access-control-allow-headers', allowedHeaders.join(', '));
        res.setHeader('access-control-max-age', '600');
      }
      res.status(204).end();
      return;
    }
    next();
  };
}
