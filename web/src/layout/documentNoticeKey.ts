/**
 * The session-storage key under which a person's closing of the 'Please Upload Documents' notice is kept: per user,
 * so that another sign-in in the same tab is asked again.
 */
export function documentNoticeDismissedKey(userId: string | null): string {
  return `documentNoticeDismissed:${userId ?? ''}`;
}
