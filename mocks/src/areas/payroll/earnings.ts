// What staff earn: every completed session pays its worked time at the hourly rate in effect on its day. Each
// staff member's day is one line, hours × rate = amount, rounded to the cent once per day (half a cent up); totals
// are sums of those lines, all in integer cents, so what is shown adds up to the cent.
export interface WorkedSession {
  staff_id: number;
  date: string;
  start_time: string;
  end_time: string;
  status: string;
}

export interface RateEntry {
  staff_id: number;
  hourly_rate_cents: number;
  effective_from: string;
}

export interface DayEarning {
  staff_id: number;
  date: string;
  sessions: number;
  minutes: number;
  /** The rate in effect that day; null when none was set yet (the day then pays nothing). */
  hourly_rate_cents: number | null;
  amount_cents: number;
}

export interface DateRange {
  from: string;
  to: string;
}

/** Only delivered work is paid. */
export const paidStatus = 'Completed';

function minutesOf(time: string): number {
  const [hours, minutes] = time.split(':').map(Number);
  return (hours ?? 0) * 60 + (minutes ?? 0);
}

/** A session's worked minutes: end minus start (never negative). */
export function sessionMinutes(session: Pick<WorkedSession, 'start_time' | 'end_time'>): number {
  return Math.max(0, minutesOf(session.end_time) - minutesOf(session.start_time));
}

/** Minutes at an hourly rate, in cents rounded half up. */
export function amountFor(minutes: number, hourlyRateCents: number): number {
  return Math.round((minutes * hourlyRateCents) / 60);
}

/** The rate in effect on a day: the latest that started on or before it. */
export function rateOn(rates: readonly RateEntry[], staffId: number, day: string): number | null {
  let found: RateEntry | undefined;
  for (const rate of rates) {
    if (rate.staff_id !== staffId || rate.effective_from > day) continue;
    if (!found || rate.effective_from >= found.effective_from) found = rate;
  }
  return found ? found.hourly_rate_cents : null;
}

/** Each staff member's paid days within the range (both ends included), by staff then day. */
export function dailyEarnings(sessions: readonly WorkedSession[], rates: readonly RateEntry[], range: DateRange): DayEarning[] {
  const byKey = new Map<string, { staff_id: number; date: string; sessions: number; minutes: number }>();
  for (const session of sessions) {
    if (session.status !== paidStatus || session.date < range.from || session.date > range.to) continue;
    const key = `${session.staff_id} ${session.date}`;
    const day = byKey.get(key) ?? { staff_id: session.staff_id, date: session.date, sessions: 0, minutes: 0 };
    day.sessions += 1;
    day.minutes += sessionMinutes(session);
    byKey.set(key, day);
  }
  return [...byKey.values()]
    .sort((a, b) => a.staff_id - b.staff_id || a.date.localeCompare(b.date))
    .map((day) => {
      const rate = rateOn(rates, day.staff_id, day.date);
      return { ...day, hourly_rate_cents: rate, amount_cents: rate === null ? 0 : amountFor(day.minutes, rate) };
    });
}

/** The latest day up to `until` on which one of the staff gave a paid session; null when none did. */
export function latestPaidDay(sessions: readonly WorkedSession[], staffIds: ReadonlySet<number>, until: string): string | null {
  let latest: string | null = null;
  for (const session of sessions) {
    if (session.status !== paidStatus || !staffIds.has(session.staff_id) || session.date > until) continue;
    if (latest === null || session.date > latest) latest = session.date;
  }
  return latest;
}

export interface Totals {
  sessions: number;
  minutes: number;
  cents: number;
}

export function totalsOf(days: readonly DayEarning[]): Totals {
  return days.reduce(
    (sum, day) => ({ sessions: sum.sessions + day.sessions, minutes: sum.minutes + day.minutes, cents: sum.cents + day.amount_cents }),
    { sessions: 0, minutes: 0, cents: 0 },
  );
}
