// Authorizations needing attention, grouped as the dashboard shows them. The gateway groups and counts, and answers
// only each group's first rows: a practice ten times larger answers the same few rows, and only their students are
// looked up.
import type { GatewayContext } from '../../context.js';
import type { AuthorizationScope } from '../../generated/resolvers.js';
import { dig } from '../../rest/answer.js';
import { firstRows } from '../../rest/page-input.js';
import { isRecord } from '../../json-record.js';
import { badInput, missingPayload } from '../../upstream/errors.js';
import { figuresOfRecord, localToday, standingOf } from './arithmetic.js';

/** The windows an authorization is flagged in, by the days left until its end (the last day included), tightest first. */
export const endingWindows = [7, 30, 60] as const;

type Rec = Record<string, unknown>;

export type AuthorizationGroup = {
  days: number | null;
  total: number;
  rows: Rec[];
};

export type AuthorizationAttention = {
  ending: AuthorizationGroup[];
  lowUnits: AuthorizationGroup;
};

/** Groups the records as of `today` and keeps the first `first` rows of each; ended authorizations are left out. */
export function groupAttention(records: readonly Rec[], first: number, today = localToday()): AuthorizationAttention {
  const ending = endingWindows.map((days) => ({ days, rows: [] as { record: Rec; order: number }[] }));
  const low: { record: Rec; order: number }[] = [];
  for (const record of records) {
    const figures = figuresOfRecord(record);
    const standing = standingOf(figures, today);
    if (standing.ended) continue;
    const window = ending.find((group) => standing.daysUntilEnd <= group.days);
    window?.rows.push({ record, order: standing.daysUntilEnd });
    // None authorized leaves nothing: first among the low.
    if (standing.lowUnits) low.push({ record, order: figures.unitsAuthorized > 0 ? standing.unitsRemaining / figures.unitsAuthorized : -Infinity });
  }
  const group = (days: number | null, rows: { record: Rec; order: number }[]): AuthorizationGroup => ({
    days,
    total: rows.length,
    // Stable, so that equal ends keep the API's order.
    rows: rows
      .sort((a, b) => a.order - b.order)
      .slice(0, first)
      .map((row) => row.record),
  });
  return { ending: ending.map((window) => group(window.days, window.rows)), lowUnits: group(null, low) };
}

/** The call behind each scope: today's authorizations of the practice, or those of the caller's students. */
function callOf(scope: AuthorizationScope, today: string): { path: string; query?: string } {
  return scope === 'PRACTICE' ? { path: 'student-auth-by-params', query: `date=${today}` } : { path: 'all-staff-student-authorization' };
}

/** The schema gives both arguments their defaults; an explicit null is refused like any other bad value. */
export async function authorizationsNeedingAttention(
  ctx: GatewayContext,
  scope: AuthorizationScope | null | undefined,
  first: number | null | undefined,
): Promise<AuthorizationAttention> {
  const shown = firstRows(first);
  if (!scope) throw badInput('scope must be PRACTICE or MINE.', { scope: ['scope must be PRACTICE or MINE.'] });
  const today = localToday();
  const call = callOf(scope, today);
  const body = await ctx.upstream.call({ method: 'GET', ...call });
  const rows = dig(body, 'data');
  if (!Array.isArray(rows)) throw missingPayload(call.path, 'data');
  return groupAttention(rows.filter(isRecord), shown, today);
}
