// The service lines a staff member (or parent) is enrolled in, with the hourly rate paid in each: GET
// user-service-line/{user_id} lists them; user/service-line creates, reads, updates and deletes one.
import type { Faker } from '@faker-js/faker';
import type { Db } from '../../db/index.js';
import type { NewRow, Row } from '../../db/table.js';
import { defineResource } from '../../kit/index.js';
import { dayOf, timestamp } from '../../kit/dates.js';
import { staffPermission, userOwner } from './owner.js';
import { namesOf } from './relations.js';

export interface UserServiceLine extends Row {
  user_id: number;
  service_line_id: number;
  hourly_rate: number | null;
  start_date: string | null;
  status: number;
}

const table = 'user_service_lines';

function seedUserServiceLines(faker: Faker, db: Db): NewRow<UserServiceLine>[] {
  const lineIds = [...namesOf(db, 'service_lines').keys()];
  const rows: NewRow<UserServiceLine>[] = [];
  for (const user of db.users.all()) {
    if (user.user_type === 'Super Admin' || lineIds.length === 0) continue;
    const count = user.user_type === 'Parent' ? 1 : faker.number.int({ min: 1, max: 3 });
    for (const lineId of faker.helpers.arrayElements(lineIds, count)) {
      rows.push({
        user_id: user.id,
        service_line_id: lineId,
        hourly_rate: user.user_type === 'Parent' ? null : faker.number.int({ min: 22, max: 95 }),
        start_date: dayOf(faker.date.past({ years: 3 })),
        status: 1,
        created_at: timestamp(faker.date.past({ years: 3 })),
      });
    }
  }
  return rows;
}

/** The ids of the users enrolled in a service line. */
export function serviceLineUserIds(db: Db, serviceLineId: number): Set<number> {
  return new Set(
    db
      .table<UserServiceLine>(table)
      .active()
      .filter((row) => row.service_line_id === serviceLineId)
      .map((row) => row.user_id),
  );
}

/** user id → the service lines they are enrolled in; of `only` those users when given. */
export function serviceLinesByUser(db: Db, only?: ReadonlySet<number>): Map<number, number[]> {
  const byUser = new Map<number, number[]>();
  for (const row of db.table<UserServiceLine>(table).activeAmong('user_id', only)) {
    const ids = byUser.get(row.user_id) ?? [];
    ids.push(row.service_line_id);
    byUser.set(row.user_id, ids);
  }
  return byUser;
}

export const userServiceLineResource = defineResource<UserServiceLine>({
  name: 'service line',
  type: 'UserServiceLine',
  table,
  owner: userOwner,
  permission: staffPermission,
  defaults: { status: 1 },
  hooks: {
    beforeSave(values, errors, { db, table: rows, existing }) {
      const lineId = values.service_line_id ?? existing?.service_line_id;
      if (lineId !== undefined && !namesOf(db, 'service_lines').has(lineId))
        errors.add('service_line_id', 'The selected service line id is invalid.');
      const userId = existing?.user_id ?? values.user_id;
      const clash = rows.active().some((row) => row.id !== existing?.id && row.user_id === userId && row.service_line_id === lineId);
      if (clash) errors.add('service_line_id', 'The service line has already been taken.');
      if (typeof values.hourly_rate === 'number' && values.hourly_rate <= 0) errors.add('hourly_rate', 'Rate must be greater than zero');
      return values;
    },
  },
  order: (a, b) => a.id - b.id,
  seed: seedUserServiceLines,
});
