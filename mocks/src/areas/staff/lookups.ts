// The people lookups of the staff calls: user/type/{type} (paged), staff-by-service/{id} (staff enrolled in the
// service's service line), session-entering-person (active staff) and all-student-with-contact (students with the
// contacts messages can reach).
import type { Router } from 'express';
import type { User } from '../../db/index.js';
import type { Row } from '../../db/table.js';
import { parseId } from '../../kit/ids.js';
import { readListQuery } from '../../kit/list-query.js';
import { paginate } from '../../kit/paginate.js';
import type { ResourceParts } from '../../kit/types.js';
import type { AreaContext } from '../../server/area.js';
import { notFound, ok } from '../../server/replies.js';
import { students } from '../students/table.js';
import { userSummary } from '../users/index.js';
import { listUsers } from './listing.js';
import { presentUsers } from './present.js';
import { serviceLineUserIds } from './service-lines.js';
import { isStaff } from './user-kinds.js';

interface ServiceRow extends Row {
  service_line_id: number;
}

interface ContactRow extends Row {
  student_id: number;
  first_name: string;
  last_name: string;
  relationship: string;
  email: string | null;
  phone: string | null;
}

const byName = (a: Pick<User, 'name'>, b: Pick<User, 'name'>) => a.name.localeCompare(b.name);

export function registerUserLookups(router: Router, { db }: AreaContext, parts: ResourceParts<User>): void {
  const listGuards = parts.guards('list');

  router.get('/user/type/:type', ...listGuards, (req, res) => {
    const rows = listUsers(req, () => parts.table.active().filter((user) => parts.visible(req, user)), db, String(req.params.type));
    const query = readListQuery(req, 50);
    const page = paginate(rows, query.page, query.perPage);
    const present = presentUsers(db);
    ok(res, { data: { ...page, data: page.data.map(present) } });
  });

  router.get('/staff-by-service/:id', ...listGuards, (req, res) => {
    const id = parseId(req.params.id);
    const service = id === undefined ? undefined : db.table<ServiceRow>('services').find(id);
    if (!service || service.deleted_at !== null) {
      notFound(res, 'Service not found.');
      return;
    }
    const enrolled = serviceLineUserIds(db, service.service_line_id);
    const rows = db.users.active().filter((user) => isStaff(user) && user.status === 1 && enrolled.has(user.id));
    ok(res, { data: rows.sort(byName).map(userSummary) });
  });

  router.get('/session-entering-person', ...listGuards, (_req, res) => {
    const rows = db.users.active().filter((user) => isStaff(user) && user.status === 1);
    ok(res, { data: rows.sort(byName).map(userSummary) });
  });

  router.get('/all-student-with-contact', ...listGuards, (_req, res) => {
    const contacts = new Map<number, ContactRow[]>();
    for (const contact of db.table<ContactRow>('student_contacts').active()) {
      contacts.set(contact.student_id, [...(contacts.get(contact.student_id) ?? []), contact]);
    }
    const rows = students(db)
      .active()
      .filter((student) => contacts.has(student.id))
      .map((student) => ({
        id: student.id,
        name: `${student.first_name} ${student.last_name}`,
        contacts: (contacts.get(student.id) ?? []).map((contact) => ({
          id: contact.id,
          name: `${contact.first_name} ${contact.last_name}`,
          relationship: contact.relationship,
          email: contact.email,
          phone: contact.phone,
        })),
      }));
    ok(res, { data: rows });
  });
}
