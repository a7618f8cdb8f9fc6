// A staff member's credentials on the resource kit, owned by the staff member: GET staff-credentials/list/{user_id},
// create, read, update, delete. The certification must exist; the expiry date is required and after the issue date.
import type { Db } from '../../db/index.js';
import { defineResource } from '../../kit/index.js';
import { isApiDate } from '../../kit/dates.js';
import { credentialsTable, type StaffCredential } from './credential.js';
import { seedCredentials } from './credential-seed.js';
import { staffPermission, userOwner } from './owner.js';
import { namesOf } from './relations.js';

/** A credential as the API answers it: with its certification's name. */
export function presentCredential(names: Map<number, string>) {
  return (row: StaffCredential) => ({ ...row, name: names.get(row.certification_id) ?? 'Certification' });
}

/** user id → their credentials (not deleted), soonest expiry first, as the user lists and the record carry them; of `only` those users when given. */
export function credentialsByUser(db: Db, only?: ReadonlySet<number>): Map<number, ReturnType<ReturnType<typeof presentCredential>>[]> {
  const present = presentCredential(namesOf(db, 'certifications'));
  const byUser = new Map<number, ReturnType<typeof present>[]>();
  const rows = db
    .table<StaffCredential>(credentialsTable)
    .activeAmong('user_id', only)
    .sort((a, b) => a.expires_on.localeCompare(b.expires_on));
  for (const row of rows) {
    const held = byUser.get(row.user_id) ?? [];
    held.push(present(row));
    byUser.set(row.user_id, held);
  }
  return byUser;
}

export const credentialResource = defineResource<StaffCredential>({
  name: 'credential',
  type: 'StaffCredential',
  table: credentialsTable,
  owner: userOwner,
  permission: staffPermission,
  order: (a, b) => a.expires_on.localeCompare(b.expires_on) || a.id - b.id,
  hooks: {
    beforeSave(values, errors, { db, existing }) {
      const merged = { ...existing, ...values };
      if (merged.certification_id !== undefined && !namesOf(db, 'certifications').has(merged.certification_id)) {
        errors.add('certification_id', 'The selected certification id is invalid.');
      }
      for (const field of ['issued_on', 'expires_on'] as const) {
        const value = merged[field];
        if (value !== null && value !== undefined && !errors.has(field) && !isApiDate(value)) {
          errors.add(field, `The ${field.replace('_', ' ')} field must be a valid date.`);
        }
      }
      if (errors.empty && merged.issued_on && merged.expires_on && merged.expires_on <= merged.issued_on) {
        errors.add('expires_on', 'The expires on field must be a date after issued on.');
      }
      return values;
    },
    present: (db) => presentCredential(namesOf(db, 'certifications')),
  },
  seed: seedCredentials,
});
