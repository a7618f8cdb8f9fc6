// Invoice figures as the invoice's PDF writes them, so the screen and the PDF read the same: dollars with cents and
// thousands, units (SETSS bills hours), the forms' names.
import { monthLabel } from '../../dates/months';
import type { InvoiceKind } from '../../gql/graphql';

/** YYYY-MM with a real month: the months the API bills. */
export const monthPattern = /^\d{4}-(0[1-9]|1[0-2])$/;

const usd = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' });

/** 1234.5 → '$1,234.50'. */
export function dollars(amount: number): string {
  return usd.format(amount);
}

export const kindLabels: Record<InvoiceKind, string> = {
  BLANK: 'Plain invoice',
  DOE: 'DOE invoice',
  ABA: 'ABA invoice',
  SETSS: 'SETSS request',
};

/** What the units are called on a form: SETSS bills hours. */
export function unitWord(kind: InvoiceKind): string {
  return kind === 'SETSS' ? 'Hours' : 'Units';
}

/** Which sessions a form bills, as the refusal of an empty month words it. */
const sessionWords: Record<InvoiceKind, string> = { BLANK: 'completed', DOE: 'completed', ABA: 'completed ABA', SETSS: 'completed SETSS' };

/** The empty month, in the words the API refuses it with. */
export function noSessionsText(kind: InvoiceKind, student: string, funder: string, month: string): string {
  return `${student} has no ${sessionWords[kind]} sessions billed to ${funder} in ${month}.`;
}

export const noSessionsTitle = 'No sessions to invoice';

/** 97153 HN 95. */
export function codeWithModifiers(line: { cptCode: string; modifiers: readonly string[] }): string {
  return [line.cptCode, ...line.modifiers].join(' ');
}

/** 2026-11 → 'Nov 2026', for narrow columns. */
export function shortMonthLabel(month: string): string {
  return monthLabel(month).replace(/^(\w{3})\w*/, '$1');
}
