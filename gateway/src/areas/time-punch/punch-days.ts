// A punch history's days: the punches grouped by their calendar day (newest first, as the API lists them), each
// day's hours the sum of its closed punches, and the total of every day. Sums are to two decimals.
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
  return [...days.values()].sort((a, b) => (a.date < b.date ? 1 : a.date > b.date ? -1 : 0));
}

export function totalHours(punches: readonly Punch[]): number {
  return rounded(punches.reduce((sum, punch) => sum + hoursOf(punch), 0));
}
