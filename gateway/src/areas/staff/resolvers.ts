// A staff member's credentials flagged by the gateway (days left, level, label) and the record's most pressing
// one, from the expiry dates the API answers. No call is made: the list and the record already carry them.
import { today } from '../../dates/dates.js';
import type { Resolvers } from '../../generated/resolvers.js';
import { alertOf, standingOf, type CredentialStanding } from './credentials.js';

type Record = { [key: string]: unknown };

function text(value: unknown): string {
  return typeof value === 'string' ? value : '';
}

/** The API's record (expires_on) or one a resolver shaped (camelCase). */
const expiryOf = (credential: Record) => text(credential.expires_on ?? credential.expiresOn);

// Each credential's standing is worked out once, not once for each of its three fields.
const standings = new WeakMap<Record, CredentialStanding>();

function standingFor(credential: Record): CredentialStanding {
  let standing = standings.get(credential);
  if (!standing) {
    standing = standingOf(expiryOf(credential));
    standings.set(credential, standing);
  }
  return standing;
}

function list(value: unknown): Record[] {
  return Array.isArray(value) ? (value as Record[]) : [];
}

export const staffResolvers: Resolvers = {
  StaffCredential: {
    daysLeft: (credential) => standingFor(credential).daysLeft,
    level: (credential) => standingFor(credential).level,
    label: (credential) => standingFor(credential).label,
  },
  StaffMember: {
    credentials: (member) => list(member.credentials),
    credentialAlert: (member) => {
      const alert = alertOf(
        list(member.credentials).map((credential) => ({ name: text(credential.name), expiresOn: expiryOf(credential) })),
        today(),
      );
      return alert ? { ...alert } : null;
    },
  },
};
