// Invoice arithmetic, in one place: billed units from minutes, a line's amount, and totals by funder.
// Units follow the midpoint rule on the code's unit length: a unit per full unit, one more when the remainder is at
// least half a unit (rounded up). For the 15-minute codes that is the appointments' rule (8 minutes bill a unit:
// 7 → 0, 8 → 1, 22 → 1, 23 → 2); a 60-minute SETSS hour bills from 30 minutes. Amounts are kept in whole cents so
// that totals are sums of what the lines show.
import { minimumBillableMinutes, unitMinutes as timedUnitMinutes } from '../appointments/units.js';

export { timedUnitMinutes };

/** The least remainder that bills one more unit of a code whose unit is `unitMinutes` long. */
export function midpointMinutes(unitMinutes: number): number {
  return unitMinutes === timedUnitMinutes ? minimumBillableMinutes : Math.ceil(unitMinutes / 2);
}

/** Billed units of a session of `minutes` under a code whose unit is `unitMinutes` long (15 unless given). */
export function billedUnits(minutes: number, unitMinutes = timedUnitMinutes): number {
  if (!Number.isFinite(minutes) || minutes <= 0) return 0;
  const length = unitMinutes > 0 ? unitMinutes : timedUnitMinutes;
  const whole = Math.floor(minutes / length);
  return whole + (minutes % length >= midpointMinutes(length) ? 1 : 0);
}

/** Minutes from HH:MM to HH:MM on one day; 0 when the end is not after the start. */
export function minutesBetween(start: string, end: string): number {
  const toMinutes = (time: string) => {
    const [hours = 0, minutes = 0] = time.split(':').map(Number);
    return hours * 60 + minutes;
  };
  return Math.max(0, toMinutes(end) - toMinutes(start));
}

/** Dollars to whole cents (rates are kept to the cent). */
export function toCents(dollars: number): number {
  return Math.round(dollars * 100);
}

/** A line's amount in dollars: units × rate, to the cent. */
export function lineAmount(units: number, rate: number): number {
  return (units * toCents(rate)) / 100;
}

export interface Billed {
  funder_id: number;
  funder_name: string;
  units: number;
  amount: number;
}

export interface FunderTotal {
  funder_id: number;
  funder_name: string;
  sessions: number;
  units: number;
  amount: number;
}

export interface Totals {
  sessions: number;
  units: number;
  amount: number;
  by_funder: FunderTotal[];
}

/** Sessions, units and amount of the lines, and the same by funder (by funder name). Sums are made in cents. */
export function totalsOf(lines: readonly Billed[]): Totals {
  const byFunder = new Map<number, FunderTotal & { cents: number }>();
  let cents = 0;
  let units = 0;
  for (const line of lines) {
    const lineCents = toCents(line.amount);
    cents += lineCents;
    units += line.units;
    const total = byFunder.get(line.funder_id) ?? {
      funder_id: line.funder_id,
      funder_name: line.funder_name,
      sessions: 0,
      units: 0,
      amount: 0,
      cents: 0,
    };
    total.sessions += 1;
    total.units += line.units;
    total.cents += lineCents;
    byFunder.set(line.funder_id, total);
  }
  return {
    sessions: lines.length,
    units,
    amount: cents / 100,
    by_funder: [...byFunder.values()]
      .sort((a, b) => a.funder_name.localeCompare(b.funder_name))
      .map(({ cents: funderCents, ...total }) => ({ ...total, amount: funderCents / 100 })),
  };
}

/** $1,234.50. */
export function dollars(amount: number): string {
  return `$${amount.toLocaleString('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 })}`;
}
