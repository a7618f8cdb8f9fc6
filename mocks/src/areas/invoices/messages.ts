// What the invoice calls answer a person: the refusal of a month with nothing to bill, and the month as words.

const monthNames = ['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December'];

/** YYYY-MM with a real month. */
export const monthYearPattern = /^\d{4}-(0[1-9]|1[0-2])$/;

export const monthYearFormatMessage = 'The month year field must match the format Y-m.';

/** 2026-11 → November 2026. */
export function monthLabel(monthYear: string): string {
  const [year, month] = monthYear.split('-');
  return `${monthNames[Number(month) - 1] ?? month} ${year}`;
}

/** What the sessions are called on each form: the ABA and SETSS forms bill only their own line's sessions. */
const sessionWords = { blank: 'completed', doe: 'completed', aba: 'completed ABA', setss: 'completed SETSS' } as const;

/** A month with nothing to bill: said plainly, never answered with an empty PDF. */
export function noSessionsMessage(kind: keyof typeof sessionWords, studentName: string, funderName: string, monthYear: string): string {
  return `No sessions to invoice: ${studentName} has no ${sessionWords[kind]} sessions billed to ${funderName} in ${monthLabel(monthYear)}.`;
}

export const noReportLinesMessage = 'No sessions to invoice for these filters.';

export const invoiceKindMessage = 'The selected kind is invalid. The plain and DOE invoices are made here; ABA and SETSS have their own calls.';

export const doeFunderMessage = 'The DOE invoice is for a school-district funder.';
