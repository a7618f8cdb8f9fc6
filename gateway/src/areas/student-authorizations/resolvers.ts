// Computed authorization fields (units remaining, days until the end, the alerts) and a student's flagged
// authorizations, from the figures the API answers. No call is made: the student list already carries each
// student's authorizations.
import type { Resolvers } from '../../generated/resolvers.js';
import { localToday, standingOf, unitsRemaining, type AuthorizationStanding } from './arithmetic.js';

type Record = { [key: string]: unknown };

function number(value: unknown): number {
  const parsed = typeof value === 'string' ? Number(value) : value;
  return typeof parsed === 'number' && Number.isFinite(parsed) ? parsed : 0;
}

function text(value: unknown): string {
  return typeof value === 'string' ? value : '';
}

/** The API's record (total_units, units_used, end_date) or one a resolver shaped (camelCase). */
export function standingOfRecord(record: Record, today = localToday()): AuthorizationStanding {
  return standingOf(
    {
      unitsAuthorized: number(record.total_units ?? record.totalUnits),
      unitsUsed: number(record.units_used ?? record.unitsUsed),
      endDate: text(record.end_date ?? record.endDate),
    },
    today,
  );
}

function list(value: unknown): Record[] {
  return Array.isArray(value) ? (value as Record[]) : [];
}

export const studentAuthorizationResolvers: Resolvers = {
  StudentAuthorization: {
    services: (authorization) => list(authorization.services),
    unitsRemaining: (authorization) => standingOfRecord(authorization).unitsRemaining,
    daysUntilEnd: (authorization) => standingOfRecord(authorization).daysUntilEnd,
    ended: (authorization) => standingOfRecord(authorization).ended,
    endingSoon: (authorization) => standingOfRecord(authorization).endingSoon,
    lowUnits: (authorization) => standingOfRecord(authorization).lowUnits,
    needsAttention: (authorization) => standingOfRecord(authorization).needsAttention,
  },
  AuthorizationService: {
    unitsRemaining: (service) => unitsRemaining(number(service.total_units ?? service.totalUnits), number(service.units_used ?? service.unitsUsed)),
  },
  Student: {
    authorizations: (student) => list(student.authorizations),
    authorizationAlerts: (student) => {
      const today = localToday();
      return list(student.authorizations).filter((authorization) => standingOfRecord(authorization, today).needsAttention);
    },
  },
};
