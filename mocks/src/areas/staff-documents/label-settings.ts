// The document label settings (the API's staff file types): which documents each staff title must provide, with
// list, add, edit, delete, and a CSV export and import in the columns of the import-document_label-settings sample
// file (label, staff_title, required, expires_after_days). Behind 'Staff List'.
import type { Db } from '../../db/index.js';
import { registerExport } from '../../kit/export.js';
import { registerImport } from '../../kit/import.js';
import { defineResource } from '../../kit/index.js';
import type { AreaContext } from '../../server/area.js';
import { isBlank, type FieldErrors } from '../../server/validation.js';
import type { StaffTitle } from '../staff-titles/staff-title.js';
import type { DocumentLabelSetting } from './rows.js';
import { seedLabelSettings } from './seed.js';
import { labelSettingsTable } from './tables.js';

function titles(db: Db) {
  return db.defineTable<StaffTitle>('user_groups');
}

/** A staff title named by id or, in an imported file, by name (case-insensitive). */
function titleNamed(db: Db, value: unknown): StaffTitle | undefined {
  if (isBlank(value)) return undefined;
  const text = String(value).trim();
  if (/^\d+$/.test(text)) return titles(db).find(Number(text));
  return titles(db)
    .active()
    .find((title) => title.name.toLowerCase() === text.toLowerCase());
}

/**
 * The rules every write and imported row follows: a staff title that exists, required 0 or 1, a whole number of days
 * of at least 1, and one setting per label and title.
 */
function checkSetting(db: Db, values: Partial<DocumentLabelSetting>, errors: FieldErrors, existingId?: number): Partial<DocumentLabelSetting> {
  const raw = values.user_group_id as unknown;
  const title = titleNamed(db, raw);
  if (isBlank(raw)) errors.add('user_group_id', 'The staff title field is required.');
  else if (!title) errors.add('user_group_id', 'The selected staff title is invalid.');
  const required = isBlank(values.required) ? 1 : Number(values.required);
  if (required !== 0 && required !== 1) errors.add('required', 'The required field must be 0 or 1.');
  const days = isBlank(values.expires_after_days) ? null : Number(values.expires_after_days);
  if (days !== null && (!Number.isInteger(days) || days < 1))
    errors.add('expires_after_days', 'The expires after days field must be a whole number of at least 1.');
  const label = String(values.label ?? '').trim();
  const taken =
    title &&
    label !== '' &&
    db
      .table<DocumentLabelSetting>(labelSettingsTable)
      .active()
      .some((row) => row.id !== existingId && row.user_group_id === title.id && row.label.toLowerCase() === label.toLowerCase());
  if (taken) errors.add('label', `The label ${label} is already set for ${title.name}.`);
  return {
    ...values,
    label,
    user_group_id: title?.id ?? 0,
    required,
    expires_after_days: days,
    status: isBlank(values.status) ? 1 : Number(values.status),
  };
}

export const labelSettingResource = defineResource<DocumentLabelSetting>({
  name: 'document label setting',
  type: 'DocumentLabelSetting',
  title: 'Document label setting',
  table: labelSettingsTable,
  permission: 'Staff List',
  // checkSetting names a missing staff title, with the API's message.
  required: ['label'],
  searchable: ['label'],
  // The API stores required as 1 or 0; the staff title is an id or, in an imported file, a name (checkSetting reads either).
  casts: { required: 'integer', user_group_id: 'string' },
  defaults: { required: 1, status: 1 },
  order: (a, b) => a.user_group_id - b.user_group_id || a.label.localeCompare(b.label),
  seed: (_faker, db) => seedLabelSettings(db),
  hooks: {
    beforeSave: (values, errors, { db, existing }) => checkSetting(db, values, errors, existing?.id),
    present: (db) => {
      const names = new Map(
        titles(db)
          .all()
          .map((title) => [title.id, title.name]),
      );
      return (row) => ({ ...row, staff_title: names.get(row.user_group_id) ?? null });
    },
  },
});

export function registerLabelSettings(router: Parameters<typeof labelSettingResource.register>[0], context: AreaContext): void {
  labelSettingResource.register(router, context);
  const names = () =>
    new Map(
      titles(context.db)
        .all()
        .map((title) => [title.id, title.name]),
    );
  registerExport(router, context, {
    path: 'staff-file-type-export',
    resource: labelSettingResource.spec,
    fileName: 'document-label-settings',
    columns: ['label', { header: 'staff_title', value: (row) => names().get(row.user_group_id) ?? '' }, 'required', 'expires_after_days'],
  });
  // An exported file imports back: the staff_title column names the title; a row already set is refused, not doubled.
  registerImport(router, context, {
    path: 'staff-file-type-import',
    resource: labelSettingResource.spec,
    columns: { staff_title: 'user_group_id' },
    check: (values, errors, { db }) => checkSetting(db, values, errors),
  });
}
