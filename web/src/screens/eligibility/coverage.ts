// How a check and its coverage read: the status as a word and a colour, the family's share (a copay or a
// co-insurance), what is left of the benefit (visits or units) and the coverage period.
import type { Intent } from '@blueprintjs/core';
import { toUsDate } from '../../dates/calendar';
import type { EligibilityCoverageFieldsFragment as Coverage, EligibilityStatus, EnrolmentStatus } from '../../gql/graphql';

export const checkStatusLabels: Record<EligibilityStatus, string> = {
  PENDING: 'Checking…',
  ACTIVE: 'Active',
  INACTIVE: 'Inactive',
  FAILED: 'Failed',
  REJECTED: 'Rejected',
};

export const checkStatusIntents: Record<EligibilityStatus, Intent> = {
  PENDING: 'primary',
  ACTIVE: 'success',
  INACTIVE: 'danger',
  FAILED: 'warning',
  REJECTED: 'danger',
};

export const enrolmentStatusLabels: Record<EnrolmentStatus, string> = {
  PENDING: 'Pending',
  ENROLLED: 'Enrolled',
  REJECTED: 'Rejected',
  FAILED: 'Failed',
};

export const enrolmentStatusIntents: Record<EnrolmentStatus, Intent> = {
  PENDING: 'primary',
  ENROLLED: 'success',
  REJECTED: 'danger',
  FAILED: 'warning',
};

/** "$20 copay", "20% co-ins." (co-insurance), or a dash. */
export function costShare(coverage: Coverage | null | undefined): string {
  if (!coverage) return '—';
  if (typeof coverage.copay === 'number') return `$${Number.isInteger(coverage.copay) ? coverage.copay : coverage.copay.toFixed(2)} copay`;
  if (typeof coverage.coinsurancePercent === 'number') return `${coverage.coinsurancePercent}% co-ins.`;
  return '—';
}

/** "528 units left", "24 visits left", or a dash. */
export function remaining(coverage: Coverage | null | undefined): string {
  if (!coverage) return '—';
  if (typeof coverage.unitsRemaining === 'number') return `${coverage.unitsRemaining} ${coverage.unitsRemaining === 1 ? 'unit' : 'units'} left`;
  if (typeof coverage.visitsRemaining === 'number') return `${coverage.visitsRemaining} ${coverage.visitsRemaining === 1 ? 'visit' : 'visits'} left`;
  return '—';
}

/** "12/31/2026", the day coverage ends. */
export function coverageEnd(coverage: Coverage | null | undefined): string {
  return coverage ? (toUsDate(coverage.endDate) ?? '—') : '—';
}

/** "01/05/2026 – 12/31/2026". */
export function coveragePeriod(coverage: Coverage | null | undefined): string {
  if (!coverage) return '—';
  return `${toUsDate(coverage.startDate) ?? '—'} – ${toUsDate(coverage.endDate) ?? '—'}`;
}
