// Versions of an intake form. A form families have submitted is versioned: an edit of its title or fields keeps the
// version they filled (number, title, fields) and the form becomes the next version. A form nobody submitted yet is
// edited in place. A sent form keeps the version it was filled against; while the family can still fill it, it
// follows the newest version.
import type { Db } from '../../db/index.js';
import { timestamp } from '../../kit/dates.js';
import type { IntakeForm, IntakeFormField } from './forms.js';
import type { StudentIntakeForm } from './student-forms.js';

export interface IntakeFormVersion {
  version: number;
  title: string;
  fields: IntakeFormField[];
  replaced_at: string;
}

/** The sent forms families have submitted (the table is the sent forms', defined by their routes). */
function submissionsOf(db: Db, formId: number): StudentIntakeForm[] {
  return db
    .defineTable<StudentIntakeForm>('student_intake_forms')
    .active()
    .filter((row) => row.intake_form_id === formId && row.submitted_at !== null);
}

export function submissionCount(db: Db, formId: number): number {
  return submissionsOf(db, formId).length;
}

const sameFields = (a: readonly IntakeFormField[], b: readonly IntakeFormField[]) => JSON.stringify(a) === JSON.stringify(b);

/** What an edit changes about versions: a new version when families submitted the form and its questions changed. */
export function versionChanges(
  db: Db,
  existing: IntakeForm,
  next: { title: string; fields: IntakeFormField[] },
): Pick<IntakeForm, 'version' | 'versions'> {
  const current = { version: existing.version, versions: existing.versions };
  const changed = existing.title !== next.title || !sameFields(existing.fields, next.fields);
  if (!changed || submissionCount(db, existing.id) === 0) return current;
  const kept: IntakeFormVersion = { version: existing.version, title: existing.title, fields: existing.fields, replaced_at: timestamp() };
  return { version: existing.version + 1, versions: [kept, ...existing.versions] };
}
