// A small external store so that React (through useSyncExternalStore) and the Apollo link chain read the same
// session.
import { signedOutSession, type GeoPosition, type Session, type SignedInUser } from './session';
import { readStoredSession, writeStoredSession } from './storage';

export interface SessionStore {
  get(): Session;
  subscribe(listener: () => void): () => void;
  /** Stores what a login or organisation sign-on returned and sets the login flag. */
  signIn(user: SignedInUser): void;
  /** Clears token, permission list, login flag, user type and the rest of the user; keeps the position. */
  signOut(): void;
  setPosition(position: GeoPosition): void;
}

export interface SessionStoreOptions {
  /** Where the session persists; null keeps it in memory only (tests). */
  storage: Storage | null;
  /** Fields to start from instead of what the storage holds. */
  initial?: Partial<Session>;
}

export function createSessionStore({ storage, initial }: SessionStoreOptions): SessionStore {
  let session: Session = { ...readStoredSession(storage), ...initial };
  if (initial) writeStoredSession(session, storage);
  const listeners = new Set<() => void>();

  const set = (next: Session) => {
    session = next;
    writeStoredSession(session, storage);
    for (const listener of listeners) listener();
  };

  return {
    get: () => session,
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    signIn(user) {
      set({
        token: user.token,
        userPermission: user.permissions.map((entry) => ({
          label: entry.label,
          subLabel: entry.subLabel ?? null,
          method: entry.method ?? null,
        })),
        userType: user.userType,
        userId: user.userId,
        userName: user.name,
        userEmail: user.email,
        isLoggedIn: true,
        position: session.position,
      });
    },
    signOut() {
      set({ ...signedOutSession, position: session.position });
    },
    setPosition(position) {
      set({ ...session, position });
    },
  };
}
