// How supervision figures read: percentages with one decimal against the 5% rule, hours with up to two, and what a
// month lacks in words. The rule itself is the gateway's (met, shortOf); these only word it.
import type { SupervisionMonthFieldsFragment, SupervisionShortfall } from '../../gql/graphql';

export type SupervisionRow = SupervisionMonthFieldsFragment;

/** The share of service hours a month must have supervised, in percent. */
export const REQUIRED_PERCENT = 5;

/** "4.2%", or a dash where there is no figure (no service in the month). */
export function percentText(value: number | null | undefined): string {
  return value === null || value === undefined ? '—' : `${value.toFixed(1)}%`;
}

/** "12.5 h": hours with at most two decimals. */
export function hoursText(value: number): string {
  return `${Number(value.toFixed(2))} h`;
}

const shortfallWords: Record<SupervisionShortfall, (row: SupervisionRow) => string> = {
  PERCENT: (row) => `${percentText(row.percentProjected)} projected`,
  CONTACTS: (row) => `${row.contacts} of 2 contacts`,
  INDIVIDUAL_CONTACT: () => 'no individual contact',
};

/** What the month lacks, in words: "3.1% projected, 1 of 2 contacts"; empty when met. */
export function shortfallText(row: SupervisionRow): string {
  return row.shortOf.map((short) => shortfallWords[short](row)).join(', ');
}

/** The RBT's name, or their id while the staff record cannot be found. */
export function staffName(row: Pick<SupervisionRow, 'staff' | 'staffId'>): string {
  return row.staff?.name ?? `Staff member ${row.staffId}`;
}

/** The rows that do not meet the rule this month, those needing the most hours first. */
export function behind(rows: readonly SupervisionRow[]): SupervisionRow[] {
  return rows.filter((row) => !row.met).sort((a, b) => b.hoursNeeded - a.hoursNeeded || staffName(a).localeCompare(staffName(b)));
}

/** Service hours the month is projected to hold: delivered and booked. */
export function projectedServiceHours(row: SupervisionRow): number {
  return row.serviceHoursDelivered + row.serviceHoursBooked;
}

/** Supervised hours the month is projected to hold: delivered and booked. */
export function projectedSupervisedHours(row: SupervisionRow): number {
  return row.supervisedHoursDelivered + row.supervisedHoursBooked;
}
