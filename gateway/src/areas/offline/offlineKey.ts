// The offline key of a session: HMAC-SHA256 of the gateway's secret and the SHA-256 of the caller's token. The token
// itself never enters the HMAC, so the key says nothing of it; without OFFLINE_KEY_SECRET each process makes its own
// random secret, and a client then asks for the password again after a restart.
import { createHash, createHmac, randomBytes } from 'node:crypto';

let secret: Buffer = randomBytes(32);

/** Sets the secret for this process; called once at start-up from the configuration (undefined: a random one). */
export function useOfflineKeySecret(configured: string | undefined): void {
  secret = configured === undefined ? randomBytes(32) : Buffer.from(configured, 'utf8');
}

export function offlineKeyFor(token: string): string {
  const tokenHash = createHash('sha256').update(token, 'utf8').digest();
  return createHmac('sha256', secret).update('portal offline key\n').update(tokenHash).digest('base64');
}
