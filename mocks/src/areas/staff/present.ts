// A user as the staff and parent calls answer them: the summary (never the password, permissions or meta data), the
// staff record's fields, the title joined, the service line ids, the credentials with their certification names,
// and for parents how many students name them. Every join is indexed once per call, not once per row, and over the
// presented users alone when they are given.
import type { Db, User } from '../../db/index.js';
import { userSummary } from '../users/index.js';
import { credentialsByUser } from './credentials.js';
import { childCounts, namesOf } from './relations.js';
import { serviceLinesByUser } from './service-lines.js';

export function presentUsers(db: Db, users?: readonly User[]): (user: User) => Record<string, unknown> {
  const only = users && new Set(users.map((user) => user.id));
  const titles = namesOf(db, 'user_groups');
  const lines = serviceLinesByUser(db, only);
  const credentials = credentialsByUser(db, only);
  const children = childCounts(db, only);
  return (user) => ({
    ...userSummary(user),
    title_id: user.title_id,
    title: user.title_id !== null && titles.has(user.title_id) ? { id: user.title_id, name: titles.get(user.title_id) } : null,
    address: user.address,
    city: user.city,
    state: user.state,
    zip: user.zip,
    hire_date: user.hire_date,
    npi: user.npi,
    service_line_ids: lines.get(user.id) ?? [],
    credentials: credentials.get(user.id) ?? [],
    child_count: children.get(user.id) ?? 0,
  });
}
