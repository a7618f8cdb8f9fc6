// Bearer tokens issued by login: random and opaque, valid for 8 hours, revocable. Expired and revoked tokens are
// remembered so they can be told apart from tokens the API never issued (401 vs status 302).
import { randomBytes } from 'node:crypto';
import { nowMs } from '../kit/clock.js';

export const tokenLifetimeMs = 8 * 60 * 60 * 1000;

export interface Session {
  token: string;
  userId: number;
  /** The organisation a slogin token is scoped to; null for a plain login. */
  siteId: number | null;
  issuedAt: number;
  expiresAt: number;
  revokedAt: number | null;
}

export type TokenCheck =
  { state: 'valid'; session: Session } | { state: 'expired'; session: Session } | { state: 'revoked'; session: Session } | { state: 'unknown' };

export class TokenStore {
  readonly #sessions = new Map<string, Session>();

  constructor(
    readonly lifetimeMs: number = tokenLifetimeMs,
    private readonly now: () => number = nowMs,
  ) {}

  issue(userId: number, options: { siteId?: number | null } = {}): string {
    const token = randomBytes(32).toString('hex');
    const issuedAt = this.now();
    this.#sessions.set(token, {
      token,
      userId,
      siteId: options.siteId ?? null,
      issuedAt,
      expiresAt: issuedAt + this.lifetimeMs,
      revokedAt: null,
    });
    return token;
  }

  check(token: string): TokenCheck {
    const session = this.#sessions.get(token);
    if (!session) return { state: 'unknown' };
    if (session.revokedAt !== null) return { state: 'revoked', session };
    if (this.now() >= session.expiresAt) return { state: 'expired', session };
    return { state: 'valid', session };
  }

  /** Revokes a token (logout); false when it was never issued. */
  revoke(token: string): boolean {
    const session = this.#sessions.get(token);
    if (!session) return false;
    session.revokedAt ??= this.now();
    return true;
  }

  /** Makes a token expire now, as if 8 hours had passed; false when it was never issued. */
  expire(token: string): boolean {
    const session = this.#sessions.get(token);
    if (!session) return false;
    session.expiresAt = Math.min(session.expiresAt, this.now());
    return true;
  }

  /** Revokes every token of a user; answers how many were live. */
  revokeUser(userId: number): number {
    let count = 0;
    for (const session of this.#sessions.values()) {
      if (session.userId === userId && session.revokedAt === null) {
        session.revokedAt = this.now();
        count += 1;
      }
    }
    return count;
  }

  get size(): number {
    return this.#sessions.size;
  }

  clear(): void {
    this.#sessions.clear();
  }
}
