// A punch history's days: the punches grouped by their calendar day, newest day first, each day's punches in the
// order they happened; a day's hours are the sum of its closed punches, the total that of every day. Sums are to
// two decimals.
type Punch = Record<string, unknown>;

// A type alias, not an interface: resolvers hand it on as a record.
export type PunchDay = {
  date: string;
  hours: number;
  punches: Punch[];
};

function hoursOf(punch: Punch): number {
  const hours = punch.hours;
  return typeof hours === 'number' && Number.isFinite(hours) ? hours : 0;
}

function rounded(hours: number): number {
  return Math.round(hours * 100) / 100;
}

export function punchDays(punches: readonly Punch[]): PunchDay[] {
  const days = new Map<string, PunchDay>();
  for (const punch of punches) {
    const date = String(punch.date);
    let day = days.get(date);
    if (!day) {
      day = { date, hours: 0, punches: [] };
      days.set(date, day);
    }
    day.punches.push(punch);
    day.hours = rounded(day.hours + hoursOf(punch));
  }
  for (const day of days.values()) day.punches.sort((a, b) => Date.parse(String(a.clock_in)) - Date.parse(String(b.clock_in)));
  return [...days.values()].sort((a, b) => (a.date < b.date ? 1 : a.date > b.date ? -1 : 0));
}

export function totalHours(punches: readonly Punch[]): number {
  return rounded(punches.reduce((sum, punch) => sum + hoursOf(punch), 0));
}
