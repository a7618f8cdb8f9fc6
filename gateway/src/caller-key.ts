// A caller named by a hash of their Authorization header, never the token itself: what the gateway keeps per caller
// (lookup lists, idempotent answers) is stored under this name, in memory and in Redis alike.
import { createHash } from 'node:crypto';

export function callerKey(authorization: string): string {
  return createHash('sha256').update(authorization).digest('base64url').slice(0, 32);
}
