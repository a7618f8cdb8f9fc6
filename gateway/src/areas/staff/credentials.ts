// How near a credential is to lapsing, from its expiry date and today in the practice's time zone: expired, or
// expiring within 7, 30 or 60 days; and a staff member's most pressing credential.
import { calendarDaysBetween, today } from '../../dates/dates.js';

export type CredentialLevel = 'EXPIRED' | 'WITHIN_7_DAYS' | 'WITHIN_30_DAYS' | 'WITHIN_60_DAYS' | 'CURRENT';

/** The warning windows, nearest first: a credential is flagged by the first it falls in. */
const windows: readonly [days: number, level: CredentialLevel][] = [
  [7, 'WITHIN_7_DAYS'],
  [30, 'WITHIN_30_DAYS'],
  [60, 'WITHIN_60_DAYS'],
];

export interface CredentialStanding {
  daysLeft: number;
  level: CredentialLevel;
  label: string;
}

export function levelOf(daysLeft: number): CredentialLevel {
  if (daysLeft < 0) return 'EXPIRED';
  return windows.find(([days]) => daysLeft <= days)?.[1] ?? 'CURRENT';
}

export function labelOf(daysLeft: number): string {
  if (daysLeft < 0) return 'Expired';
  if (daysLeft === 0) return 'Expires today';
  if (daysLeft > 60) return 'Valid';
  return `Expires in ${daysLeft} day${daysLeft === 1 ? '' : 's'}`;
}

export function standingOf(expiresOn: string, day = today()): CredentialStanding {
  const daysLeft = calendarDaysBetween(day, expiresOn);
  return { daysLeft, level: levelOf(daysLeft), label: labelOf(daysLeft) };
}

export interface CredentialAlert extends CredentialStanding {
  name: string;
  count: number;
}

/** The credential soonest to lapse (or longest lapsed) among those flagged; null when none is. */
export function alertOf(credentials: readonly { name: string; expiresOn: string }[], day = today()): CredentialAlert | null {
  const flagged = credentials
    .map((credential) => ({ name: credential.name, ...standingOf(credential.expiresOn, day) }))
    .filter((credential) => credential.level !== 'CURRENT')
    .sort((a, b) => a.daysLeft - b.daysLeft);
  const first = flagged[0];
  return first ? { ...first, count: flagged.length } : null;
}

type MemberRecord = { [key: string]: unknown };

const text = (value: unknown) => (typeof value === 'string' ? value : '');

/** A credential's expiry, from the API's record (expires_on) or one a resolver shaped (expiresOn). */
export const expiryOf = (credential: MemberRecord) => text(credential.expires_on ?? credential.expiresOn);

/** A staff member's alert, from the API's record or one a resolver shaped. */
export function alertOfMember(member: MemberRecord, day = today()): CredentialAlert | null {
  const credentials = Array.isArray(member.credentials) ? (member.credentials as MemberRecord[]) : [];
  return alertOf(
    credentials.map((credential) => ({ name: text(credential.name), expiresOn: expiryOf(credential) })),
    day,
  );
}
