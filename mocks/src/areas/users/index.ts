// The people lookups: all-users (every user, unpaged) and all-staffs (staff, paged for the staff dropdowns, 100 a
// page when asked; called without per_page, as relation lookups call it, one page holds every staff member). Rows
// are sent without the session's permissions and meta data.
import type { Request } from 'express';
import type { User } from '../../db/index.js';
import { readListQuery } from '../../kit/list-query.js';
import { applyFilters, applySearch, applySort, type FilterSpec } from '../../kit/list-rows.js';
import { paginate } from '../../kit/paginate.js';
import type { Area } from '../../server/area.js';
import { ok } from '../../server/replies.js';

/** The page size of the staff dropdown. */
export const staffDropdownPageSize = 100;

/** Who counts as staff: everyone who works at the practice (not parents, not the platform's Super Admin). */
export const staffTypes: readonly string[] = ['Office Administrator', 'Therapist'];

export type UserSummary = Pick<
  User,
  'id' | 'name' | 'first_name' | 'last_name' | 'email' | 'phone' | 'user_type' | 'status' | 'created_at' | 'updated_at' | 'deleted_at'
>;

export function userSummary(user: User): UserSummary {
  const { id, name, first_name, last_name, email, phone, user_type, status, created_at, updated_at, deleted_at } = user;
  return { id, name, first_name, last_name, email, phone, user_type, status, created_at, updated_at, deleted_at };
}

const staffFilters: Record<string, FilterSpec<User>> = { status: 'status', user_type: 'user_type' };

function hasPerPage(req: Request): boolean {
  const query = req.query as Record<string, unknown>;
  return query.per_page !== undefined || query.perPage !== undefined;
}

export const usersArea: Area = {
  name: 'users',
  register(router, { db, auth }) {
    router.get('/all-users', auth.required, (_req, res) => ok(res, { data: db.users.active().map(userSummary) }));

    router.get('/all-staffs', auth.required, (req, res) => {
      const staff = db.users.active().filter((user) => staffTypes.includes(user.user_type));
      const query = readListQuery(req, staffDropdownPageSize);
      const rows = applySort(applySearch(applyFilters(staff, staffFilters, query.params), ['name', 'email'], query.search), query);
      const perPage = hasPerPage(req) ? query.perPage : Math.max(rows.length, 1);
      ok(res, { data: paginate(rows.map(userSummary), query.page, perPage) });
    });
  },
};
