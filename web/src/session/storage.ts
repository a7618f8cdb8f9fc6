// The session in localStorage, one key per field under the field's own name, so that every request (and the sandbox)
// can read the bearer token from `token`.
import { signedOutSession, type Permission, type Session } from './session';

export const storageKeys = {
  token: 'token',
  userPermission: 'userPermission',
  userType: 'userType',
  userId: 'userId',
  userName: 'userName',
  userEmail: 'userEmail',
  isLoggedIn: 'isLoggedIn',
} as const;

type StoredField = keyof typeof storageKeys;

function browserStorage(): Storage | null {
  try {
    return typeof window === 'undefined' ? null : window.localStorage;
  } catch {
    // Storage can be switched off (private modes, sandboxed frames): the session then lives in memory only.
    return null;
  }
}

function parsePermissions(raw: string | null): Permission[] | null {
  if (raw === null) return null;
  try {
    const value: unknown = JSON.parse(raw);
    if (!Array.isArray(value)) return null;
    return value.flatMap((entry: unknown) => {
      if (typeof entry !== 'object' || entry === null) return [];
      const { label, subLabel, method } = entry as Record<string, unknown>;
      if (typeof label !== 'string') return [];
      return [
        {
          label,
          subLabel: typeof subLabel === 'string' ? subLabel : null,
          method: typeof method === 'string' ? method : null,
        },
      ];
    });
  } catch {
    return null;
  }
}

/** Reads the stored session; anything missing or malformed reads as signed out. */
export function readStoredSession(storage: Storage | null = browserStorage()): Session {
  if (!storage) return { ...signedOutSession };
  const get = (field: StoredField) => storage.getItem(storageKeys[field]);
  return {
    token: get('token'),
    userPermission: parsePermissions(get('userPermission')),
    userType: get('userType'),
    userId: get('userId'),
    userName: get('userName'),
    userEmail: get('userEmail'),
    isLoggedIn: get('isLoggedIn') === 'true',
    position: null,
  };
}

export function writeStoredSession(session: Session, storage: Storage | null = browserStorage()): void {
  if (!storage) return;
  const put = (field: StoredField, value: string | null) => {
    if (value === null) storage.removeItem(storageKeys[field]);
    else storage.setItem(storageKeys[field], value);
  };
  put('token', session.token);
  put('userPermission', session.userPermission === null ? null : JSON.stringify(session.userPermission));
  put('userType', session.userType);
  put('userId', session.userId);
  put('userName', session.userName);
  put('userEmail', session.userEmail);
  put('isLoggedIn', session.isLoggedIn ? 'true' : null);
}

export { browserStorage };
