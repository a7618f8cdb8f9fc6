// Portal tokens: a signed link (mocks/src/kit/signed-links.ts) naming one family: the student and the parent who
// had them when the link was made, with an expiry. The token is `{student id}.{signed link}`; a token whose student
// is gone, whose parent changed, or whose MAC, expiry or id was changed, does not work.
import type { Db } from '../../db/index.js';
import { SignedLinks, type SignedLink } from '../../kit/signed-links.js';
import type { Student } from '../students/student.js';
import { students } from '../students/table.js';
import * as clock from '../../kit/clock.js';

/** How long a portal link works. */
export const portalLinkDays = 30;

/** The one answer to a token that does not work, whatever the reason. */
export const portalInvalidMessage = 'This link is not valid or has expired.';

function familyOf(student: Student): string {
  return `family:${student.id}:${student.parent_id ?? 0}`;
}

export class PortalTokens {
  readonly #links = new SignedLinks(portalLinkDays);

  constructor(private readonly db: Db) {}

  issue(student: Student, now = clock.now()): SignedLink {
    const link = this.#links.issue(familyOf(student), now);
    return { ...link, token: `${student.id}.${link.token}` };
  }

  /** The student a token names, when it works. */
  check(token: unknown, now = clock.now()): { student: Student; link: SignedLink } | undefined {
    const match = typeof token === 'string' ? /^(\d{1,9})\.(.+)$/.exec(token.trim()) : null;
    if (!match) return undefined;
    const student = students(this.db).find(Number(match[1]));
    if (!student || student.deleted_at) return undefined;
    const check = this.#links.check(familyOf(student), match[2], now);
    return check.ok ? { student, link: check.link } : undefined;
  }
}

const tokens = new WeakMap<Db, PortalTokens>();

/** One secret per stand-in: the templates area issues the tokens the portal checks. */
export function portalTokens(db: Db): PortalTokens {
  let found = tokens.get(db);
  if (!found) {
    found = new PortalTokens(db);
    tokens.set(db, found);
  }
  return found;
}

/** Where the web client shows the portal. */
export function portalPath(token: string): string {
  return `/client-portal/${encodeURIComponent(token)}`;
}
