// Days with a session and nothing recorded are 0; days without a session are gaps. The graph answer carries both;
// this tells them apart for the caption and the table.

export type DayKind = 'recorded' | 'zero' | 'gap';

export function dayKind(value: number | null, sessionDay: boolean): DayKind {
  if (value === null) return 'gap';
  return value === 0 && sessionDay ? 'zero' : 'recorded';
}

/** How many days of a series are zero session days and how many are gaps. */
export function countDayKinds(
  values: readonly (number | null)[],
  sessionDays: ReadonlySet<string>,
  days: readonly string[],
): Record<DayKind, number> {
  const counts: Record<DayKind, number> = { recorded: 0, zero: 0, gap: 0 };
  values.forEach((value, index) => {
    counts[dayKind(value, sessionDays.has(days[index] ?? ''))] += 1;
  });
  return counts;
}

/** A table cell for a day's value: the number, or what a gap means ("No session" unless told). */
export function cellText(value: number | null, gap = 'No session'): string {
  return value === null ? gap : String(value);
}
