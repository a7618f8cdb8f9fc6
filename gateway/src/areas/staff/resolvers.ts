// A staff member's credentials flagged by the gateway (days left, level, label) and the record's most pressing
// one, from the expiry dates the API answers. No call is made: the list and the record already carry them.
import { today } from '../../dates/dates.js';
import type { Resolvers } from '../../generated/resolvers.js';
import { alertOf, standingOf } from './credentials.js';

type Record = { [key: string]: unknown };

function text(value: unknown): string {
  return typeof value === 'string' ? value : '';
}

/** The API's record (expires_on) or one a resolver shaped (camelCase). */
const expiryOf = (credential: Record) => text(credential.expires_on ?? credential.expiresOn);

function list(value: unknown): Record[] {
  return Array.isArray(value) ? (value as Record[]) : [];
}

export const staffResolvers: Resolvers = {
  StaffCredential: {
    daysLeft: (credential) => standingOf(expiryOf(credential)).daysLeft,
    level: (credential) => standingOf(expiryOf(credential)).level,
    label: (credential) => standingOf(expiryOf(credential)).label,
  },
  StaffMember: {
    credentials: (member) => list(member.credentials),
    credentialAlert: (member) => {
      const alert = alertOf(list(member.credentials).map((credential) => ({ name: text(credential.name), expiresOn: expiryOf(credential) })), today());
      return alert ? { ...alert } : null;
    },
  },
};
