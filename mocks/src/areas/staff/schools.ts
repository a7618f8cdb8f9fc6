// The schools a staff member works at: GET user-school/{id} lists them; POST user-schools {user_id, school_ids}
// sets them (every school not named is let go).
import type { Faker } from '@faker-js/faker';
import type { Router } from 'express';
import type { Db } from '../../db/index.js';
import type { NewRow, Row, Table } from '../../db/table.js';
import { parseId } from '../../kit/ids.js';
import type { ResourceParts } from '../../kit/types.js';
import type { User } from '../../db/index.js';
import type { AreaContext } from '../../server/area.js';
import { notFound, ok, unprocessable } from '../../server/replies.js';
import { FieldErrors } from '../../server/validation.js';
import { timestamp } from '../../kit/dates.js';
import { namesOf } from './relations.js';
import { isStaff } from './user-kinds.js';

export interface UserSchool extends Row {
  user_id: number;
  school_id: number;
}

function seedUserSchools(faker: Faker, db: Db): NewRow<UserSchool>[] {
  const schoolIds = [...namesOf(db, 'schools').keys()];
  const rows: NewRow<UserSchool>[] = [];
  for (const user of db.users.all().filter(isStaff)) {
    if (schoolIds.length === 0 || faker.datatype.boolean(0.4)) continue;
    for (const schoolId of faker.helpers.arrayElements(schoolIds, faker.number.int({ min: 1, max: 2 }))) {
      rows.push({ user_id: user.id, school_id: schoolId, created_at: timestamp(faker.date.past({ years: 2 })) });
    }
  }
  return rows;
}

export function userSchools(db: Db): Table<UserSchool> {
  return db.defineTable<UserSchool>('user_schools', (faker) => seedUserSchools(faker, db));
}

/** The ids a body names as a list (ids or a comma-separated text); undefined when it is not a list of ids. */
function idList(value: unknown): number[] | undefined {
  const items = Array.isArray(value) ? value : typeof value === 'string' ? value.split(',').filter((item) => item.trim() !== '') : undefined;
  if (!items) return undefined;
  const ids = items.map(parseId);
  return ids.every((id): id is number => id !== undefined) ? [...new Set(ids)] : undefined;
}

export function registerUserSchools(router: Router, { db }: AreaContext, parts: ResourceParts<User>): void {
  const table = userSchools(db);
  const listOf = (userId: number) => table.active().filter((row) => row.user_id === userId);

  router.get('/user-school/:id', ...parts.guards('list'), (req, res) => {
    const user = parts.rowOf(req, res);
    if (user) ok(res, { data: listOf(user.id) });
  });

  router.post('/user-schools', ...parts.guards('update'), (req, res) => {
    const body = (req.body ?? {}) as Record<string, unknown>;
    const user = parseId(body.user_id) === undefined ? undefined : parts.table.find(parseId(body.user_id)!);
    if (!user || user.deleted_at !== null) {
      notFound(res, 'User not found.');
      return;
    }
    const ids = idList(body.school_ids ?? []);
    const known = namesOf(db, 'schools');
    if (!ids || ids.some((id) => !known.has(id))) {
      unprocessable(res, new FieldErrors().add('school_ids', 'The selected school ids is invalid.'));
      return;
    }
    const current = listOf(user.id);
    for (const row of current) if (!ids.includes(row.school_id)) table.purge(row.id);
    for (const id of ids) if (!current.some((row) => row.school_id === id)) table.insert({ user_id: user.id, school_id: id } as NewRow<UserSchool>);
    ok(res, { message: 'Schools updated successfully.', data: listOf(user.id) });
  });
}
