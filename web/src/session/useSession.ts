import { useCallback, useSyncExternalStore } from 'react';
import { can, hasPermission, type PermissionCheck } from './permissions';
import type { Session } from './session';
import { useSessionStore } from './SessionProvider';

/** The current session; re-renders when it changes. */
export function useSession(): Session {
  const store = useSessionStore();
  return useSyncExternalStore(store.subscribe, store.get, store.get);
}

/** The permission helper bound to the current session. */
export function usePermissions(): {
  can: (check: PermissionCheck) => boolean;
  hasPermission: (name: string) => boolean;
} {
  const session = useSession();
  return {
    can: useCallback((check: PermissionCheck) => can(session, check), [session]),
    hasPermission: useCallback((name: string) => hasPermission(session, name), [session]),
  };
}
