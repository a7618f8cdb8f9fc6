// Signed links: a token the stand-in issues for one subject (a person, a family): an expiry, a nonce (every link is
// a new one) and an HMAC of the subject, the expiry and the nonce under a secret only this stand-in holds. Changing
// the subject, the expiry, the nonce or the MAC breaks the token, and it stops working when it expires.
import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import * as clock from './clock.js';

export interface SignedLink {
  token: string;
  expiresAt: Date;
  /** The token's MAC: what a use of the link is remembered by. */
  mac: string;
}

export type SignedLinkCheck = { ok: true; link: SignedLink } | { ok: false; reason: 'invalid' | 'expired' };

const tokenPattern = /^(\d{1,12})\.([\w-]{11})\.([\w-]{43})$/;

export class SignedLinks {
  readonly #secret = randomBytes(32);

  /** `days`: how long a link works. */
  constructor(readonly days: number) {}

  #mac(subject: string, expires: number, nonce: string): string {
    return createHmac('sha256', this.#secret).update(`${subject}.${expires}.${nonce}`).digest('base64url');
  }

  issue(subject: string, now = clock.now()): SignedLink {
    const expires = Math.floor(now.getTime() / 1000) + this.days * 24 * 60 * 60;
    const nonce = randomBytes(8).toString('base64url');
    const mac = this.#mac(subject, expires, nonce);
    return { token: `${expires}.${nonce}.${mac}`, expiresAt: new Date(expires * 1000), mac };
  }

  /** Whether the token was issued for this subject and still works. */
  check(subject: string, token: unknown, now = clock.now()): SignedLinkCheck {
    const match = typeof token === 'string' ? tokenPattern.exec(token.trim()) : null;
    if (!match) return { ok: false, reason: 'invalid' };
    const expires = Number(match[1]);
    const given = Buffer.from(match[3]!);
    const mac = this.#mac(subject, expires, match[2]!);
    if (!timingSafeEqual(given, Buffer.from(mac))) return { ok: false, reason: 'invalid' };
    if (expires * 1000 <= now.getTime()) return { ok: false, reason: 'expired' };
    return { ok: true, link: { token: token as string, expiresAt: new Date(expires * 1000), mac } };
  }
}
