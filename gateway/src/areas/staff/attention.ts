// The active staff whose credentials need attention, as the dashboard shows them: counted over every active staff
// member, page after page, and answered as the counts and the first rows, so the answer stays the same size however
// many staff the practice has.
import type { GatewayContext } from '../../context.js';
import { today } from '../../dates/dates.js';
import { isRecord } from '../../json-record.js';
import { dig } from '../../rest/answer.js';
import { firstRows } from '../../rest/page-input.js';
import { missingPayload } from '../../upstream/errors.js';
import { alertOfMember } from './credentials.js';

/** Active staff are read in pages of this many, the staff list's largest: one page for most practices. */
const pageSize = 500;

type Rec = Record<string, unknown>;

export type StaffCredentialAttention = { activeStaff: number; total: number; rows: Rec[] };

/** Soonest expiry (or longest expired) first; members of the same day keep the API's order. */
export function credentialAttention(members: readonly Rec[], first: number, day = today()): StaffCredentialAttention {
  const flagged = members
    .flatMap((member) => {
      const alert = alertOfMember(member, day);
      return alert ? [{ member, daysLeft: alert.daysLeft }] : [];
    })
    .sort((a, b) => a.daysLeft - b.daysLeft);
  return { activeStaff: members.length, total: flagged.length, rows: flagged.slice(0, first).map((entry) => entry.member) };
}

async function activeStaffPage(ctx: GatewayContext, page: number): Promise<{ rows: Rec[]; lastPage: number }> {
  const path = 'users';
  const body = await ctx.upstream.call({ method: 'GET', path, query: `page=${page}&per_page=${pageSize}&sort_by=desc&status=1` });
  const rows = dig(body, 'data.data');
  if (!Array.isArray(rows)) throw missingPayload(path, 'data.data[]');
  const lastPage = Number(dig(body, 'data.last_page'));
  return { rows: rows.filter(isRecord), lastPage: Number.isInteger(lastPage) && lastPage > 1 ? lastPage : 1 };
}

/** The first page tells how many there are; the rest are asked together. */
export async function staffCredentialsNeedingAttention(ctx: GatewayContext, first: number | null | undefined): Promise<StaffCredentialAttention> {
  const shown = firstRows(first);
  const opening = await activeStaffPage(ctx, 1);
  const rest = await Promise.all(Array.from({ length: opening.lastPage - 1 }, (_, index) => activeStaffPage(ctx, index + 2)));
  return credentialAttention([...opening.rows, ...rest.flatMap((page) => page.rows)], shown);
}
