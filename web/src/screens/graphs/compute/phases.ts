// Splitting a graph's days into phases: each phase change starts on its date and runs to the day before the next
// one; the days before the first change are a phase of their own ("Before" the first label), when there are any.

export interface PhaseChange {
  label: string;
  date: string;
}

export interface PhaseSpan {
  label: string;
  /** Index of the phase's first and last day in the graph's days. */
  first: number;
  last: number;
}

/** The phases over the days (sorted YYYY-MM-DD), in order; one unnamed phase when there is no change. */
export function splitPhases(days: readonly string[], changes: readonly PhaseChange[]): PhaseSpan[] {
  if (days.length === 0) return [];
  const starts = [...changes]
    .sort((a, b) => a.date.localeCompare(b.date))
    .map((change) => ({ label: change.label, first: days.findIndex((day) => day >= change.date) }))
    .filter((start) => start.first >= 0);
  // Changes on the same day: the last one stands.
  const distinct = starts.filter((start, index) => starts[index + 1]?.first !== start.first);
  if (distinct.length === 0 || distinct[0]!.first > 0) distinct.unshift({ label: distinct.length === 0 ? 'All days' : 'Before', first: 0 });
  return distinct.map((start, index) => ({ label: start.label, first: start.first, last: (distinct[index + 1]?.first ?? days.length) - 1 }));
}
