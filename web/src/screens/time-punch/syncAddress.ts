// The sync page's address: the session id rides in `?session=`, so a person can leave and come back to the same sync.
export const syncPagePath = '/staff-time-punch-sync';

export function syncAddress(sessionId: string): string {
  return `${syncPagePath}?session=${encodeURIComponent(sessionId)}`;
}
