// A student's authorizations on the resource kit, owned by the student: the student's list (the deleted ones with
// only_deleted), add (or copy from another of the student's with copy_from_id: its values and services, units
// unused), read, edit, delete, restore and permanent delete (which takes the services with it). Reading needs the
// Student List module, writes its Edit method, deleting, restoring and purging its Delete method. Every write but
// the purge lands in the student's activity history.
import { defineResource } from '../../kit/define-resource.js';
import { parseId } from '../../kit/ids.js';
import { studentAccess, studentModule, studentOwner } from '../students/access.js';
import { logAuthorization } from './activity.js';
import { authorizationsTable, type StudentAuthorization } from './authorization.js';
import { authorizationDefaults, authorizationInput, checkAuthorization, withApiDates } from './input.js';
import { registerAuthorizationRoutes } from './routes.js';
import { seedAuthorizations } from './seed.js';
import { authorizationTables, servicesByAuthorization, servicesOf } from './tables.js';

/** What a copy takes from its original: everything but the row's own keys, with no units used yet. */
function copyOf(original: StudentAuthorization): Partial<StudentAuthorization> {
  const { id: _id, created_at: _created, updated_at: _updated, deleted_at: _deleted, ...values } = original;
  return { ...values, units_used: 0 };
}

const activityWords = { created: 'added', updated: 'updated', deleted: 'deleted', restored: 'restored' } as const;

export const authorizationResource = defineResource<StudentAuthorization>({
  name: 'authorization',
  type: 'StudentAuthorization',
  table: authorizationsTable,
  seed: seedAuthorizations,
  owner: studentOwner,
  // The list answers the deleted ones by its only_deleted flag.
  paths: { deleted: null },
  deletedParam: 'only_deleted',
  // checkAuthorization names the missing fields (the student is the path's), in its own order.
  required: [],
  unpaged: true,
  order: (a, b) => b.end_date.localeCompare(a.end_date) || b.id - a.id,
  permission: studentModule.subLabel,
  access: studentAccess({ read: 'List', create: 'Edit', write: 'Edit', remove: 'Delete' }),
  ...authorizationInput,
  hooks: {
    beforeSave(input, errors, { db, table, existing, owner, req }) {
      if (existing) {
        checkAuthorization(db, table, input, errors, existing);
        return errors.empty ? withApiDates(input) : input;
      }
      // A copy starts from the original's values; what the body sends replaces them.
      const copyFromId = parseId((req.body as Record<string, unknown> | undefined)?.copy_from_id);
      const original = copyFromId === undefined ? undefined : table.find(copyFromId);
      if (copyFromId !== undefined && (!original || original.student_id !== owner?.id)) {
        errors.add('copy_from_id', 'The selected copy from id is invalid.');
        return input;
      }
      const base = original ? copyOf(original) : authorizationDefaults;
      const values = { ...base, ...input, copied_from_id: original?.id ?? null };
      checkAuthorization(db, table, values, errors);
      return errors.empty ? withApiDates(values) : values;
    },
    after(event, row, { db, req }) {
      const { services } = authorizationTables(db);
      if (event === 'purged') {
        for (const service of services.all().filter((entry) => entry.authorization_id === row.id)) services.purge(service.id);
        return;
      }
      const copied = event === 'created' && row.copied_from_id !== null;
      if (copied) {
        for (const service of servicesOf(db, row.copied_from_id!)) {
          const { id: _id, created_at: _created, updated_at: _updated, deleted_at: _deleted, ...values } = service;
          services.insert({ ...values, authorization_id: row.id, units_used: 0 });
        }
      }
      logAuthorization(db, req, row, copied ? 'copied' : activityWords[event]);
    },
    // Built once per answer, so a list of authorizations reads the services table once, not once per row.
    present: (db) => {
      const carried = servicesByAuthorization(db);
      return (row) => ({ ...row, services: carried.get(row.id) ?? [] });
    },
    routes: registerAuthorizationRoutes,
  },
});
