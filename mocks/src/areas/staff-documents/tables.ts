// The two tables of staff documents, defined (and seeded) on first use by whichever area asks first: the label
// settings after the staff titles they point at, the files after the settings they answer.
import type { Db } from '../../db/index.js';
import type { Table } from '../../db/table.js';
import type { DocumentLabelSetting, StaffFile } from './rows.js';
import { seedLabelSettings, seedStaffFiles } from './seed.js';
import { pendingCount, requirementStates, type Requirement } from './requirements.js';
import type { User } from '../../db/index.js';

export const labelSettingsTable = 'document_label_settings';

export function labelSettings(db: Db): Table<DocumentLabelSetting> {
  return db.defineTable<DocumentLabelSetting>(labelSettingsTable, () => seedLabelSettings(db));
}

export function staffFiles(db: Db): Table<StaffFile> {
  const settings = labelSettings(db);
  return db.defineTable<StaffFile>('staff_files', (faker) => seedStaffFiles(faker, db, settings.active()));
}

/** A user's documents as their title requires them, and how many required ones are still pending. */
export function documentStatusOf(db: Db, user: User): { requirements: Requirement[]; pending: number } {
  const requirements = requirementStates(db, user, labelSettings(db).active(), staffFiles(db).active());
  return { requirements, pending: pendingCount(requirements) };
}
