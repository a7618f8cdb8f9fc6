// What an ABA practice asks each staff title to keep on file, and the documents the staff have already uploaded:
// each staff member misses as many required documents as they were seeded with pending.
import type { Faker } from '@faker-js/faker';
import type { Db, User } from '../../db/index.js';
import type { NewRow } from '../../db/table.js';
import { instantAt, shiftDays, timestamp, today } from '../../kit/dates.js';
import type { StaffTitle } from '../staff-titles/staff-title.js';
import type { DocumentLabelSetting, StaffFile } from './rows.js';
import { generatedPdf, newStorageKey } from './contents.js';
import { requirementsOf, staffTitleOf } from './requirements.js';

type Need = [label: string, required: 0 | 1, expiresAfterDays: number | null];

const clinician: Need[] = [
  ['BCBA Certificate', 1, 730],
  ['State License', 1, 730],
  ['CPR Certification', 1, 730],
  ['Background Check', 1, null],
  ['Liability Insurance', 1, 365],
  ['I-9 Form', 1, null],
];
const technician: Need[] = [
  ['RBT Certificate', 1, 365],
  ['CPR Certification', 1, 730],
  ['Background Check', 1, null],
  ['HIPAA Training', 1, 365],
  ['I-9 Form', 1, null],
  ["Driver's License", 0, null],
];
const therapist: Need[] = [
  ['State License', 1, 730],
  ['CPR Certification', 1, 730],
  ['Background Check', 1, null],
  ['I-9 Form', 1, null],
];
const office: Need[] = [
  ['Background Check', 1, null],
  ['HIPAA Training', 1, 365],
  ['I-9 Form', 1, null],
];

const needsByTitle: Record<string, Need[]> = {
  BCBA: clinician,
  'BCBA-D': clinician,
  BCaBA: clinician,
  'Licensed Behavior Analyst': clinician,
  'Clinical Director': clinician,
  'Clinical Supervisor': clinician,
  RBT: technician,
  'Lead RBT': technician,
  'Behavior Technician (in training)': [
    ['40-Hour Training Certificate', 1, null],
    ['Background Check', 1, null],
    ['I-9 Form', 1, null],
  ],
  'Speech-Language Pathologist': therapist,
  'Occupational Therapist': therapist,
  'Special Education Itinerant Teacher': [
    ['Teaching Certificate', 1, 1825],
    ['Background Check', 1, null],
    ['I-9 Form', 1, null],
  ],
};

export function seedLabelSettings(db: Db): NewRow<DocumentLabelSetting>[] {
  const titles = db.table<StaffTitle>('user_groups').active();
  return titles.flatMap((title) =>
    (needsByTitle[title.name] ?? office).map(([label, required, days]) => ({
      label,
      user_group_id: title.id,
      required,
      expires_after_days: days,
      status: 1,
    })),
  );
}

/** A believable file name for a label: 'CPR Certification' → 'cpr-certification.pdf'. */
export function fileNameFor(label: string): string {
  return `${label
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '')}.pdf`;
}

export function seedStaffFiles(faker: Faker, db: Db, settings: readonly DocumentLabelSetting[]): NewRow<StaffFile>[] {
  const rows: NewRow<StaffFile>[] = [];
  const now = today();
  for (const user of db.users.active() as User[]) {
    if (!staffTitleOf(db, user)) continue;
    const required = requirementsOf(db, user, settings).filter((need) => need.required === 1);
    const uploaded = required.slice(0, Math.max(0, required.length - user.pending_file_count));
    for (const need of uploaded) {
      const day = shiftDays(now, -faker.number.int({ min: 3, max: 200 }));
      rows.push({
        staff_id: user.id,
        label_id: need.id,
        label: need.label,
        name: need.label,
        file_name: fileNameFor(need.label),
        mime_type: 'application/pdf',
        size: generatedPdf(need.label).length,
        expires_on: need.expires_after_days === null ? null : shiftDays(day, need.expires_after_days),
        storage_key: newStorageKey(),
        uploaded_by: user.id,
        created_at: timestamp(instantAt(day, 9.5)),
      });
    }
  }
  return rows;
}
