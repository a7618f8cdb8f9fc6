// The standard celeration chart's arithmetic: a phase's celeration is the factor its rate is multiplied (×) or
// divided (÷) by per week, fitted by least squares on log10(rate) against the calendar day: 10^(slope × 7).
// A day with a rate of 0 cannot sit on a log axis; it takes no part in the fit.
import { fitLine, type Line } from './trend';

/** The log axis of the chart, per minute. */
export const celerationFloor = 0.001;
export const celerationCeiling = 1000;

export interface Celeration {
  /** Weekly factor: 2 doubles each week, 0.5 halves it. */
  factor: number;
  /** "×2.0" or "÷2.0". */
  label: string;
  /** The fitted line on log10(rate). */
  line: Line;
}

/** The celeration of rates by day index (null: no session, 0: nothing that day); undefined under two rates. */
export function celerationOf(rates: readonly (number | null)[], first = 0, last = rates.length - 1): Celeration | undefined {
  const points: { x: number; y: number }[] = [];
  for (let x = first; x <= last; x += 1) {
    const rate = rates[x];
    if (rate !== null && rate !== undefined && rate > 0) points.push({ x, y: Math.log10(rate) });
  }
  const line = fitLine(points);
  if (!line) return undefined;
  const factor = 10 ** (line.slope * 7);
  return { factor, label: celerationLabel(factor), line };
}

/** ×f for a factor of at least 1, ÷(1/f) below it, one decimal. */
export function celerationLabel(factor: number): string {
  return factor >= 1 ? `×${factor.toFixed(1)}` : `÷${(1 / factor).toFixed(1)}`;
}

/** The celeration line's rates on the phase's days (null elsewhere), kept within the chart. */
export function celerationValues(celeration: Celeration, length: number, first: number, last: number): (number | null)[] {
  return Array.from({ length }, (_, x) => {
    if (x < first || x > last) return null;
    const rate = 10 ** (celeration.line.slope * x + celeration.line.intercept);
    return Math.min(celerationCeiling, Math.max(celerationFloor, rate));
  });
}
