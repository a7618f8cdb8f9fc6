// Signing links: a signed link (mocks/src/kit/signed-links.ts) for one person, by their id. A token names one
// person; changing the id, the expiry, the nonce or the MAC breaks it, and it stops working when it expires.
import { SignedLinks, type SignedLink } from '../../kit/signed-links.js';
import * as clock from '../../kit/clock.js';

/** How long a signing link works. */
export const signingLinkDays = 7;

export const linkMessages = {
  invalid: 'This signing link is not valid.',
  expired: 'This signing link has expired. Ask the practice for a new one.',
  used: 'This signing link has already been used.',
} as const;

export type SigningLink = SignedLink;

export type LinkCheck = { ok: true; link: SigningLink } | { ok: false; message: string };

export class SigningLinks {
  readonly #links = new SignedLinks(signingLinkDays);

  issue(userId: number, now = clock.now()): SigningLink {
    return this.#links.issue(String(userId), now);
  }

  /** Whether the token was issued for this person and still works. */
  check(userId: number, token: unknown, now = clock.now()): LinkCheck {
    const check = this.#links.check(String(userId), token, now);
    return check.ok ? check : { ok: false, message: linkMessages[check.reason] };
  }
}
