// The rows of supervisionMonth and supervisionYear: the figures of the technicians the caller may see.
import type { GatewayContext } from '../../context.js';
import { joinsOf, monthFigures, type MonthFigures } from './figures.js';
import { monthsEndingWith, readMonth, thisMonth, type Month } from './months.js';
import { requireSelfOrStaff, scopeOf, type SupervisionScope } from './scope.js';
import { visitsOf } from './sources.js';
import type { Visit } from './figures.js';

/** The technicians a month lists for the caller: every one, or, for one who may not read the staff list, themselves and those they supervised. */
function listed(scope: SupervisionScope, visits: readonly Visit[], supervisorId: string | undefined): string[] {
  const joinedBy = (supervisor: string) =>
    new Set(
      joinsOf(visits, scope.people)
        .filter(({ supervision }) => supervision.staffId === supervisor)
        .flatMap(({ joined }) => joined.map((visit) => visit.staffId)),
    );
  if (scope.caller.seesStaff) {
    const ids = scope.technicians.map((member) => member.id);
    if (supervisorId === undefined) return ids;
    const supervised = joinedBy(supervisorId);
    return ids.filter((id) => supervised.has(id));
  }
  if (supervisorId !== undefined) requireSelfOrStaff(scope, supervisorId);
  const own = scope.people.isTechnician(scope.caller.id) && supervisorId === undefined ? [scope.caller.id] : [];
  const supervised = [...joinedBy(scope.caller.id)].filter((id) => id !== scope.caller.id).sort((a, b) => Number(a) - Number(b));
  return [...own, ...supervised];
}

export interface MonthAnswer {
  month: Month;
  rows: MonthFigures[];
  scope: SupervisionScope;
  visits: Visit[];
}

export async function supervisionMonth(
  ctx: GatewayContext,
  monthText: string | null | undefined,
  supervisorId: string | null | undefined,
): Promise<MonthAnswer> {
  const month = monthText ? readMonth(monthText) : thisMonth();
  const [scope, visits] = await Promise.all([scopeOf(ctx), visitsOf(ctx, [month])]);
  const rows = monthFigures(month, visits, scope.people, listed(scope, visits, supervisorId ?? undefined));
  return { month, rows, scope, visits };
}

/** One technician's last twelve months, this one included, oldest first. */
export async function supervisionYear(ctx: GatewayContext, staffId: string): Promise<MonthFigures[]> {
  const months = monthsEndingWith(thisMonth(), 12);
  const [scope, visits] = await Promise.all([scopeOf(ctx), visitsOf(ctx, months)]);
  requireSelfOrStaff(scope, staffId);
  return months.flatMap((month) => monthFigures(month, visits, scope.people, [staffId]));
}
