// What the supervision figures are read from, in a constant number of calls whatever the practice's size, made in
// parallel: the caller (get-user), the staff with their titles (the staff list, one page of up to 1,000; or only the
// caller's own record for one who may not read the list), the appointments of the months (one range call per three
// months), and the services and session types (the loaders' lists, shared with the relations of the same request).
import type { GatewayContext } from '../../context.js';
import { dig } from '../../rest/answer.js';
import type { LookupSpec } from '../../rest/directives.js';
import { isRecord } from '../../json-record.js';
import { ErrorCode, gatewayError } from '../../upstream/errors.js';
import { currentUser, superAdminType } from '../auth/session.js';
import type { Visit } from './figures.js';
import { rangesOf, type Month } from './months.js';

/** Staff titles of those who may supervise, and of the technicians who must be supervised. */
export const supervisorTitles: ReadonlySet<string> = new Set(['BCBA', 'BCBA-D', 'BCaBA']);
export const technicianTitles: ReadonlySet<string> = new Set(['RBT', 'Lead RBT']);
/** The billing code of supervision (adaptive behaviour treatment with protocol modification). */
const supervisionCode = '97155';
/** The staff list is read in one page of this many. */
const staffPage = 1_000;

type Rec = Record<string, unknown>;

const lookup = (path: string): LookupSpec => ({ path, key: 'id', by: 'id', unwrap: 'data', list: `${path}#data#id` });
const services = lookup('all-services');
const sessionTypes = lookup('session-type-colors');

export interface Caller {
  id: string;
  /** Super Admin, or holds the staff list ('Staff List'): sees every technician. */
  seesStaff: boolean;
}

export interface StaffMember {
  id: string;
  name: string;
  title: string | undefined;
  active: boolean;
}

const text = (value: unknown) => (value === null || value === undefined ? '' : String(value));
const bearer = /^Bearer\s+(\S+)$/i;

/** The caller's token; refused before any call is made when there is none. */
export function tokenOf(ctx: GatewayContext): string {
  const token = bearer.exec(ctx.authorization ?? '')?.[1];
  if (!token) throw gatewayError(ErrorCode.Unauthenticated, 'Sign in to see supervision.');
  return token;
}

export async function callerOf(ctx: GatewayContext): Promise<Caller> {
  const user = await currentUser(ctx, tokenOf(ctx));
  const permissions = Array.isArray(user.permissions) ? (user.permissions as unknown[]).filter(isRecord) : [];
  const seesStaff =
    user.user_type === superAdminType || permissions.some((entry) => entry.label === 'Staff List' || entry.sub_label === 'office-staff-list');
  return { id: text(user.id), seesStaff };
}

function staffOf(row: Rec): StaffMember {
  const title = isRecord(row.title) ? text(row.title.name) : undefined;
  return { id: text(row.id), name: text(row.name), title: title || undefined, active: row.status === undefined || Number(row.status) === 1 };
}

/** Every staff member with their title; the caller's own record only when they may not read the staff list. */
export async function staffFor(ctx: GatewayContext, caller: Caller): Promise<StaffMember[]> {
  if (!caller.seesStaff) {
    const body = await ctx.upstream.call({ method: 'GET', path: `users/${encodeURIComponent(caller.id)}` });
    const row = dig(body, 'data');
    return isRecord(row) ? [staffOf(row)] : [];
  }
  const body = await ctx.upstream.call({ method: 'GET', path: 'users', query: `page=1&per_page=${staffPage}&sort_by=asc&sort_field_name=name` });
  const rows = dig(body, 'data.data');
  return Array.isArray(rows) ? rows.filter(isRecord).map(staffOf) : [];
}

/** The months' appointments, as visits: one range call per three months, in parallel. */
export async function visitsOf(ctx: GatewayContext, months: readonly Month[]): Promise<Visit[]> {
  const [answers, serviceIndex, typeIndex] = await Promise.all([
    Promise.all(
      rangesOf(months).map((range) =>
        ctx.upstream.call({ method: 'POST', path: 'appointments-filter', json: { ...range, statuses: ['Scheduled', 'Completed'] } }),
      ),
    ),
    ctx.loaders.index(services),
    ctx.loaders.index(sessionTypes),
  ]);
  const named = (row: Rec | undefined) => /supervis/i.test(text(row?.name));
  const visits: Visit[] = [];
  for (const body of answers) {
    const rows = dig(body, 'data');
    if (!Array.isArray(rows)) continue;
    for (const row of rows.filter(isRecord)) {
      visits.push({
        id: text(row.id),
        staffId: text(row.staff_id),
        locationId: row.location_id === null || row.location_id === undefined ? null : text(row.location_id),
        date: text(row.date),
        start: Date.parse(text(row.starts_at)),
        end: Date.parse(text(row.ends_at)),
        status: text(row.status),
        supervisionKind:
          text(row.hcode) === supervisionCode || named(serviceIndex.get(text(row.service_id))) || named(typeIndex.get(text(row.session_type_id))),
      });
    }
  }
  return visits;
}
