// What the dashboard flags, from what the sections' calls answered. Pure, so the thresholds are tested on their own.

/** Authorizations are flagged when they end within these many days (tightest first) or run low on units. */
export const ENDING_WINDOWS = [7, 30, 60] as const;

export interface AuthorizationFacts {
  id: string;
  daysUntilEnd: number;
  ended: boolean;
  lowUnits: boolean;
}

export interface AuthorizationGroups<T> {
  /** By window: each authorization in the tightest window it ends in. */
  ending: { days: (typeof ENDING_WINDOWS)[number]; rows: T[] }[];
  /** Under 10% of the units left (the gateway's `lowUnits`), whatever the end date. */
  lowUnits: T[];
}

/** Ended authorizations are left out: nothing can be scheduled on them, and the student's record lists them. */
export function groupAuthorizations<T extends AuthorizationFacts>(rows: readonly T[]): AuthorizationGroups<T> {
  const current = rows.filter((row) => !row.ended && row.daysUntilEnd >= 0);
  const ending = ENDING_WINDOWS.map((days, index) => {
    const after = index === 0 ? -1 : ENDING_WINDOWS[index - 1]!;
    return {
      days,
      rows: current.filter((row) => row.daysUntilEnd > after && row.daysUntilEnd <= days).sort((a, b) => a.daysUntilEnd - b.daysUntilEnd),
    };
  });
  return { ending, lowUnits: current.filter((row) => row.lowUnits) };
}

/**
 * A note is waiting for its provider's signature until it is Signed (Pending: drafted; Missing: not begun), newest
 * session first: the notes of the last days are the ones still in mind, and the ones the dashboard shows first.
 */
export function waitingForSignature<T extends { noteStatus: string; date: string; startTime: string }>(rows: readonly T[]): T[] {
  return rows.filter((row) => row.noteStatus !== 'Signed').sort((a, b) => b.date.localeCompare(a.date) || b.startTime.localeCompare(a.startTime));
}

export interface CredentialFacts {
  credentialAlert: { level: string; daysLeft: number } | null | undefined;
}

/** Staff whose most pressing credential has expired or expires within 60 days, soonest first. */
export function credentialsNeedingAttention<T extends CredentialFacts>(rows: readonly T[]): T[] {
  return rows
    .filter((row) => row.credentialAlert && row.credentialAlert.level !== 'CURRENT')
    .sort((a, b) => a.credentialAlert!.daysLeft - b.credentialAlert!.daysLeft);
}
