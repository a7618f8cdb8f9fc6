// The user lists (users, deleted-user, user/type/{type}): the type asked for (staff unless named), the filters
// serviceLine, funder, status and title, the search over name, email and phone, and the sort.
import type { Request } from 'express';
import type { Db, User } from '../../db/index.js';
import { readListQuery, textParam, listParams } from '../../kit/list-query.js';
import { applyFilters, applySearch, applySort, type FilterSpec } from '../../kit/list-rows.js';
import { currentStaffIdsOfStudents } from './relations.js';
import { serviceLineUserIds } from './service-lines.js';
import { ofType } from './user-kinds.js';

const searchable = ['name', 'email', 'phone'] as const;

function filtersOf(db: Db): Record<string, FilterSpec<User>> {
  return {
    status: 'status',
    title: 'title_id',
    serviceLine: (user, values) => values.some((id) => serviceLineUserIds(db, Number(id)).has(user.id)),
    funder: (user, values) => values.some((id) => currentStaffIdsOfStudents(db, (student) => student.funder_ids.includes(Number(id))).has(user.id)),
  };
}

/** The rows of a user list, `type` overriding the call's user_type parameter. */
export function listUsers(req: Request, pool: () => User[], db: Db, type?: string): User[] {
  const query = readListQuery(req, 50);
  const wanted = ofType(type ?? textParam(listParams(req), 'user_type'));
  const rows = applyFilters(pool().filter(wanted), filtersOf(db), query.params);
  return applySort(applySearch(rows, searchable, query.search), query);
}
