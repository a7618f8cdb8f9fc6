// Fields the gateway works out from a record's other fields, worked out the same way from the mocked ones, so that a
// record agrees with itself: units remaining, days until the end, the authorization flags, a student's alerts, and a
// signed-in person's permissions (the stand-in's for their user type).
import { differenceInCalendarDays } from 'date-fns';
import {
  officeAdministratorPermissions,
  parentPermissions,
  superAdminPermissions,
  superAdminType,
  therapistPermissions,
  type PermissionEntry,
} from '../areas/auth/permissions.js';

/** Reads another field of the same record (its own value, or its mock). */
export type Sibling = (name: string) => unknown;

interface DerivedRule {
  /** The fields the rule needs on the same type. */
  needs: readonly string[];
  value(sibling: Sibling, today: string): unknown;
}

const num = (value: unknown): number => (typeof value === 'number' ? value : Number(value) || 0);

/** Ending soon: within the next 30 days, today and the 30th day included. */
const endingSoonDays = 30;
/** Low on units: under 10% of the units authorized left. */
const lowUnitsShare = 0.1;

function daysUntil(endDate: unknown, today: string): number {
  return differenceInCalendarDays(new Date(`${String(endDate)}T00:00:00Z`), new Date(`${today}T00:00:00Z`));
}

function remaining(sibling: Sibling): number {
  return num(sibling('totalUnits')) - num(sibling('unitsUsed'));
}

function lowUnits(sibling: Sibling): boolean {
  const total = num(sibling('totalUnits'));
  return total <= 0 || remaining(sibling) < total * lowUnitsShare;
}

/** A signed-in person's permissions are the stand-in's for their user type. */
const permissionsByType: Record<string, () => PermissionEntry[]> = {
  [superAdminType]: superAdminPermissions,
  'Office Administrator': officeAdministratorPermissions,
  Therapist: therapistPermissions,
  Parent: parentPermissions,
};

const rules: Record<string, DerivedRule> = {
  unitsRemaining: { needs: ['totalUnits', 'unitsUsed'], value: remaining },
  daysUntilEnd: { needs: ['endDate'], value: (sibling, today) => daysUntil(sibling('endDate'), today) },
  ended: { needs: ['endDate'], value: (sibling, today) => daysUntil(sibling('endDate'), today) < 0 },
  endingSoon: {
    needs: ['endDate'],
    value: (sibling, today) => {
      const days = daysUntil(sibling('endDate'), today);
      return days >= 0 && days <= endingSoonDays;
    },
  },
  lowUnits: { needs: ['totalUnits', 'unitsUsed'], value: lowUnits },
  isSuperAdmin: { needs: ['userType'], value: (sibling) => sibling('userType') === superAdminType },
  permissions: {
    needs: ['userType'],
    value: (sibling) => {
      const entries = permissionsByType[String(sibling('userType'))] ?? officeAdministratorPermissions;
      return entries().map((entry: PermissionEntry) => ({ label: entry.label, subLabel: entry.sub_label, method: entry.method }));
    },
  },
  needsAttention: {
    needs: ['endDate', 'totalUnits', 'unitsUsed'],
    value: (sibling, today) => {
      const days = daysUntil(sibling('endDate'), today);
      return days >= 0 && (days <= endingSoonDays || lowUnits(sibling));
    },
  },
};

/** The rule for a field, when the type has every field it needs. */
export function derivedRule(field: string, hasField: (name: string) => boolean): DerivedRule | undefined {
  const rule = rules[field];
  return rule && rule.needs.every(hasField) ? rule : undefined;
}

/** `authorizationAlerts` are the `authorizations` that need attention: a list that filters a sibling list. */
export const filteredLists: Record<string, { from: string; where: string }> = {
  authorizationAlerts: { from: 'authorizations', where: 'needsAttention' },
};
