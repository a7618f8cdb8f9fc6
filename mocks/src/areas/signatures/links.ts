// Signing links: a token the stand-in issues for one person: an expiry, a nonce (every link is a new one) and an
// HMAC of the person's id, the expiry and the nonce under a secret only this stand-in holds. A token names one
// person; changing the id, the expiry, the nonce or the MAC breaks it, and it stops working when it expires.
import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';

/** How long a signing link works. */
export const signingLinkDays = 7;

export const linkMessages = {
  invalid: 'This signing link is not valid.',
  expired: 'This signing link has expired. Ask the practice for a new one.',
  used: 'This signing link has already been used.',
} as const;

export interface SigningLink {
  token: string;
  expiresAt: Date;
  /** The token's MAC: what a use of the link is remembered by. */
  mac: string;
}

export type LinkCheck = { ok: true; link: SigningLink } | { ok: false; message: string };

export class SigningLinks {
  readonly #secret = randomBytes(32);

  #mac(userId: number, expires: number, nonce: string): string {
    return createHmac('sha256', this.#secret).update(`${userId}.${expires}.${nonce}`).digest('base64url');
  }

  issue(userId: number, now = new Date()): SigningLink {
    const expires = Math.floor(now.getTime() / 1000) + signingLinkDays * 24 * 60 * 60;
    const nonce = randomBytes(8).toString('base64url');
    const mac = this.#mac(userId, expires, nonce);
    return { token: `${expires}.${nonce}.${mac}`, expiresAt: new Date(expires * 1000), mac };
  }

  /** Whether the token was issued for this person and still works. */
  check(userId: number, token: unknown, now = new Date()): LinkCheck {
    const match = typeof token === 'string' ? /^(\d{1,12})\.([\w-]{11})\.([\w-]{43})$/.exec(token.trim()) : null;
    if (!match) return { ok: false, message: linkMessages.invalid };
    const expires = Number(match[1]);
    const given = Buffer.from(match[3]!);
    const mac = this.#mac(userId, expires, match[2]!);
    if (!timingSafeEqual(given, Buffer.from(mac))) return { ok: false, message: linkMessages.invalid };
    if (expires * 1000 <= now.getTime()) return { ok: false, message: linkMessages.expired };
    return { ok: true, link: { token: token as string, expiresAt: new Date(expires * 1000), mac } };
  }
}
