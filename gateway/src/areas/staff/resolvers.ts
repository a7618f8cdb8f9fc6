// A staff member's credentials flagged by the gateway (days left, level, label) and the record's most pressing
// one, from the expiry dates the API answers: no call is made, the list and the record already carry them. And the
// active staff whose credentials need attention (attention.ts).
import type { GatewayContext } from '../../context.js';
import type { Resolvers } from '../../generated/resolvers.js';
import { staffCredentialsNeedingAttention } from './attention.js';
import { alertOfMember, expiryOf, standingOf, type CredentialStanding } from './credentials.js';

type Record = { [key: string]: unknown };

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
  Query: {
    staffCredentialsNeedingAttention: (_root, args, ctx: GatewayContext) => staffCredentialsNeedingAttention(ctx, args.first),
  },
  StaffCredential: {
    daysLeft: (credential) => standingFor(credential).daysLeft,
    level: (credential) => standingFor(credential).level,
    label: (credential) => standingFor(credential).label,
  },
  StaffMember: {
    credentials: (member) => list(member.credentials),
    credentialAlert: (member) => {
      const alert = alertOfMember(member);
      return alert ? { ...alert } : null;
    },
  },
};
