export * from './session';
export { readStoredSession, storageKeys } from './storage';
export { createSessionStore, type SessionStore } from './store';
export { can, hasPermission, isSuperAdmin, type PermissionCheck } from './permissions';
export { SessionProvider, useSessionStore } from './SessionProvider';
export { useSession, usePermissions } from './useSession';
