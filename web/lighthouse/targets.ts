// What every audited screen must reach (desktop, no throttling, signed in): Lighthouse scores out of 100, the
// cumulative layout shift as Lighthouse measures it.
export interface Figures {
  performance: number;
  accessibility: number;
  bestPractices: number;
  /** Largest contentful paint, ms. */
  lcp: number;
  /** Total blocking time, ms. */
  tbt: number;
  cls: number;
  /** Bytes the load moved over the network, compressed as sent (what a slow connection waits for). */
  transferred: number;
}

export interface Target {
  figure: keyof Figures;
  label: string;
  /** 'min': the figure must be at least the bound; 'max': at most. */
  kind: 'min' | 'max';
  bound: number;
}

export const targets: readonly Target[] = [
  { figure: 'performance', label: 'Performance ≥ 90', kind: 'min', bound: 90 },
  { figure: 'accessibility', label: 'Accessibility ≥ 95', kind: 'min', bound: 95 },
  { figure: 'bestPractices', label: 'Best practices ≥ 95', kind: 'min', bound: 95 },
  { figure: 'cls', label: 'CLS ≤ 0.1', kind: 'max', bound: 0.1 },
];

/** The targets `figures` misses, by label. */
export function missedTargets(figures: Figures): string[] {
  return targets
    .filter((target) => (target.kind === 'min' ? figures[target.figure] < target.bound : figures[target.figure] > target.bound))
    .map((target) => target.label);
}
