// Technical indicators drawn over a series: simple and exponential moving averages over the sessions (gaps are not
// sessions: they are skipped and stay gaps), and the mean of each phase drawn across the phase.
import type { PhaseSpan } from './phases';

type Values = readonly (number | null)[];

const round = (value: number) => Math.round(value * 100) / 100;

/** The mean of each session and the window-1 sessions before it; null until a full window and on gaps. */
export function movingAverage(values: Values, window: number): (number | null)[] {
  const recent: number[] = [];
  return values.map((value) => {
    if (value === null) return null;
    recent.push(value);
    if (recent.length > window) recent.shift();
    return recent.length === window ? round(recent.reduce((sum, item) => sum + item, 0) / window) : null;
  });
}

/** An exponential moving average with smoothing 2 / (window + 1), started at the first session; null on gaps. */
export function exponentialAverage(values: Values, window: number): (number | null)[] {
  const alpha = 2 / (window + 1);
  let current: number | undefined;
  return values.map((value) => {
    if (value === null) return null;
    current = current === undefined ? value : alpha * value + (1 - alpha) * current;
    return round(current);
  });
}

/** Each phase's mean over its sessions, on every day of the phase; null for a phase without sessions. */
export function phaseMeans(values: Values, phases: readonly PhaseSpan[]): (number | null)[] {
  const result: (number | null)[] = values.map(() => null);
  for (const phase of phases) {
    const sessions = values.slice(phase.first, phase.last + 1).filter((value): value is number => value !== null);
    if (sessions.length === 0) continue;
    const mean = round(sessions.reduce((sum, value) => sum + value, 0) / sessions.length);
    for (let index = phase.first; index <= phase.last; index += 1) result[index] = mean;
  }
  return result;
}

export interface IndicatorSpec {
  key: string;
  kind: string;
  window?: number | null;
}

/** The indicator's values over a series, by its kind. */
export function indicatorValues(spec: IndicatorSpec, values: Values, phases: readonly PhaseSpan[]): (number | null)[] {
  if (spec.kind === 'phase mean') return phaseMeans(values, phases);
  if (spec.kind === 'exponential moving average') return exponentialAverage(values, spec.window ?? 5);
  return movingAverage(values, spec.window ?? 3);
}
