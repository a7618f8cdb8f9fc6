// Money and hours as payroll shows them: amounts arrive in integer cents and are shown as US dollars with cents;
// worked time arrives in minutes and is shown as decimal hours (payroll's quarter hours are exact to two places).
const usd = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' });

/** 12345 → '$123.45'; null → '—' (no rate set). */
export function usdOf(cents: number | null | undefined): string {
  return cents === null || cents === undefined ? '—' : usd.format(cents / 100);
}

/** 195 → '3.25'. */
export function hoursOf(minutes: number): string {
  return (minutes / 60).toFixed(2);
}

/** Cents as the dollars a form shows: 4050 → '40.50'. */
export function dollarsText(cents: number): string {
  return (cents / 100).toFixed(2);
}

/** An hourly rate, or that none is set. */
export function rateText(cents: number | null | undefined): string {
  return cents === null || cents === undefined ? 'No rate set' : usdOf(cents);
}
