// What booking one more direct session for a technician does to its month's projection, and where their
// supervisors are free for the rest of the month: weekly availability minus their appointments, from now on.
import { TZDate } from '@date-fns/tz';
import type { GatewayContext } from '../../context.js';
import { nowMs } from '../../dates/clock.js';
import { practiceTimeZone, toApiDate, today } from '../../dates/dates.js';
import { dig } from '../../rest/answer.js';
import { isRecord } from '../../json-record.js';
import { badInput } from '../../upstream/errors.js';
import { monthFigures, type Visit } from './figures.js';
import { monthOfDay, type Month } from './months.js';
import { requireSelfOrStaff, scopeOf } from './scope.js';
import { visitsOf } from './sources.js';

/** The slots answered, soonest first. */
export const slotLimit = 12;
/** Supervisors whose week is read when the technician has none yet this month. */
const supervisorLimit = 6;
/** A free stretch shorter than this is no slot for a supervision. */
const shortestSlotMs = 30 * 60_000;
const quarterMs = 15 * 60_000;

export type SupervisorSlot = {
  supervisor_id: string;
  startsAt: string;
  endsAt: string;
};

interface WeeklySlot {
  weekday: number;
  start: string;
  end: string;
}

const text = (value: unknown) => (value === null || value === undefined ? '' : String(value));

function instantOf(day: string, time: string): number {
  const [year, month, date] = day.split('-').map(Number) as [number, number, number];
  const [hours, minutes] = time.split(':').map(Number) as [number, number];
  return new TZDate(year, month - 1, date, hours, minutes, 0, practiceTimeZone()).getTime();
}

function daysOf(month: Month, from: string): string[] {
  const days: string[] = [];
  for (let day = from < month.first ? month.first : from; day <= month.last;) {
    days.push(day);
    const next = new Date(`${day}T00:00:00Z`);
    next.setUTCDate(next.getUTCDate() + 1);
    day = next.toISOString().slice(0, 10);
  }
  return days;
}

async function weekOf(ctx: GatewayContext, supervisorId: string): Promise<WeeklySlot[]> {
  const rows = dig(await ctx.upstream.call({ method: 'GET', path: `user-availability/${encodeURIComponent(supervisorId)}` }), 'data');
  return Array.isArray(rows)
    ? rows.filter(isRecord).map((row) => ({ weekday: Number(row.day_of_week), start: text(row.start_time), end: text(row.end_time) }))
    : [];
}

/** Each supervisor's free stretches from now to the month's end, soonest first, at most `slotLimit`. */
export function freeSlots(month: Month, weeks: ReadonlyMap<string, WeeklySlot[]>, visits: readonly Visit[]): SupervisorSlot[] {
  // A slot starts on a quarter hour, the first one from now.
  const now = Math.ceil(nowMs() / quarterMs) * quarterMs;
  const slots: (SupervisorSlot & { at: number })[] = [];
  for (const day of daysOf(month, today())) {
    const weekday = new Date(`${day}T00:00:00Z`).getUTCDay();
    for (const [supervisorId, week] of weeks) {
      const busy = visits
        .filter((visit) => visit.staffId === supervisorId && visit.date === day && (visit.status === 'Scheduled' || visit.status === 'Completed'))
        .sort((a, b) => a.start - b.start);
      for (const slot of week.filter((one) => one.weekday === weekday)) {
        let from = Math.max(instantOf(day, slot.start), now);
        const until = instantOf(day, slot.end);
        for (const visit of [...busy, { start: until, end: until }]) {
          const to = Math.min(visit.start, until);
          if (to - from >= shortestSlotMs) {
            slots.push({ supervisor_id: supervisorId, startsAt: new Date(from).toISOString(), endsAt: new Date(to).toISOString(), at: from });
          }
          from = Math.max(from, visit.end);
          if (from >= until) break;
        }
      }
    }
  }
  return slots
    .sort((a, b) => a.at - b.at || Number(a.supervisor_id) - Number(b.supervisor_id))
    .slice(0, slotLimit)
    .map(({ at: _at, ...slot }) => slot);
}

export async function supervisionForecast(ctx: GatewayContext, staffId: string, startsAt: string, endsAt: string) {
  const start = Date.parse(startsAt);
  const end = Date.parse(endsAt);
  if (Number.isNaN(start) || Number.isNaN(end) || end <= start)
    throw badInput('The session must end after it starts.', { endsAt: ['The session must end after it starts.'] });
  const date = toApiDate(new Date(start));
  const month = monthOfDay(date);
  const [scope, visits] = await Promise.all([scopeOf(ctx), visitsOf(ctx, [month])]);
  requireSelfOrStaff(scope, staffId);
  const booking: Visit = { id: 'forecast', staffId, locationId: null, date, start, end, status: 'Scheduled', supervisionKind: false };
  const [before] = monthFigures(month, visits, scope.people, [staffId]);
  const [after] = monthFigures(month, [...visits, booking], scope.people, [staffId]);
  const counted = scope.people.isTechnician(staffId);
  const below = counted && after!.shortOf.includes('PERCENT');
  const supervisorIds =
    before!.supervisor_ids.length > 0 ? before!.supervisor_ids : scope.supervisors.filter((member) => member.active).map((member) => member.id);
  // Another's week is read only by those who may read the staff list.
  const chosen = scope.caller.seesStaff ? supervisorIds.slice(0, supervisorLimit) : [];
  const weeks = new Map(await Promise.all(chosen.map(async (id) => [id, await weekOf(ctx, id)] as const)));
  return {
    staffId,
    month: month.key,
    percentBefore: counted ? before!.percentProjected : null,
    percentAfter: counted ? after!.percentProjected : null,
    below,
    hoursNeeded: counted ? after!.hoursNeeded : 0,
    supervisorSlots: freeSlots(month, weeks, visits),
  };
}
