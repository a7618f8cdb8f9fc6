// Who a caller is, for the trail: the user id and type the practice API gave for their token. Learned whenever the
// gateway reads the current user (every sign-in does), kept under the caller's hashed Authorization header (never the
// token), and asked of the API once, off the answer's path, for a token this process has not seen yet.
import { callerKey } from '../caller-key.js';
import { isRecord } from '../json-record.js';

export interface Identity {
  userId: string;
  role: string;
}

/** Reads the current user for an Authorization header; undefined when the API does not take it. */
export type AskWho = (authorization: string) => Promise<unknown>;

// A token belongs to one user for its whole life; the bound only keeps memory flat with many sessions.
const maxKept = 10_000;

export function identityOf(user: unknown): Identity | undefined {
  if (!isRecord(user) || user.id === undefined || user.id === null) return undefined;
  return { userId: String(user.id), role: String(user.user_type ?? '') };
}

export class CallerIdentities {
  private readonly known = new Map<string, Identity>();

  /** Keeps who an Authorization header belongs to, from the API's current-user answer. */
  learn(authorization: string, user: unknown): void {
    const identity = identityOf(user);
    if (!identity) return;
    const key = callerKey(authorization);
    this.known.delete(key);
    this.known.set(key, identity);
    if (this.known.size > maxKept) this.known.delete(this.known.keys().next().value!);
  }

  /** Who sent a request: null for none or a token the API refuses. */
  async of(authorization: string | undefined, ask: AskWho): Promise<Identity | null> {
    if (!authorization) return null;
    const kept = this.known.get(callerKey(authorization));
    if (kept) return kept;
    try {
      this.learn(authorization, await ask(authorization));
    } catch {
      // An expired or refused token: the record says no one.
      return null;
    }
    return this.known.get(callerKey(authorization)) ?? null;
  }
}
