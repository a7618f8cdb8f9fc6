// A believable practice's file manager: Policies, Templates (with Intake and Treatment Plan folders), Staff Training,
// Billing, and under Clients one folder per student with Assessments, Treatment Plans and Consents. Sizes start at 0
// and are set when the contents are made (contents.ts), with pdf-lib, docx, exceljs and the CSV writer.
import type { Faker } from '@faker-js/faker';
import type { Db } from '../../db/index.js';
import type { NewRow } from '../../db/table.js';
import { instantAt, shiftDays, timestamp, today } from '../../kit/dates.js';
import { newStorageKey } from '../../kit/stored-bytes.js';
import { detailedStudents } from '../students/table.js';
import { fileKinds } from './kinds.js';
import type { FileRow, FolderRow, ShareRow } from './rows.js';

const officeAdminId = 2;
const therapistId = 3;
const superAdminId = 1;
const studentFolderCount = 12;

/** Seeded folder ids, fixed so the files below can name them. */
const top = { policies: 1, templates: 2, intake: 3, treatmentPlans: 4, training: 5, billing: 6, clients: 7, archive: 8 } as const;
const firstStudentFolderId = 20;

function stampDaysAgo(days: number): string {
  return timestamp(instantAt(shiftDays(today(), -days), 10));
}

function folder(id: number, name: string, parentId: number | null, daysAgo: number, studentId: number | null = null): NewRow<FolderRow> {
  const stamp = stampDaysAgo(daysAgo);
  return { id, name, parent_id: parentId, student_id: studentId, created_by: officeAdminId, deleted_by: null, created_at: stamp, updated_at: stamp };
}

export function seedFolders(_faker: Faker, db: Db): NewRow<FolderRow>[] {
  const rows = [
    folder(top.policies, 'Policies', null, 400),
    folder(top.templates, 'Templates', null, 390),
    folder(top.intake, 'Intake', top.templates, 380),
    folder(top.treatmentPlans, 'Treatment Plans', top.templates, 380),
    folder(top.training, 'Staff Training', null, 300),
    folder(top.billing, 'Billing', null, 250),
    folder(top.clients, 'Clients', null, 370),
    // In the trash: deleted by the office administrator a week ago.
    { ...folder(top.archive, 'Archive 2024', null, 500), deleted_at: stampDaysAgo(7), deleted_by: officeAdminId },
  ];
  detailedStudents(db)
    .slice(0, studentFolderCount)
    .forEach((student, index) => {
      const id = firstStudentFolderId + index * 4;
      const days = 200 - index * 9;
      rows.push(folder(id, `${student.last_name}, ${student.first_name}`, top.clients, days, student.id));
      ['Assessments', 'Treatment Plans', 'Consents'].forEach((name, offset) => rows.push(folder(id + offset + 1, name, id, days, student.id)));
    });
  return rows;
}

type Kind = keyof typeof fileKinds;

function file(name: string, folderId: number | null, kind: Kind, daysAgo: number, extra: Partial<FileRow> = {}): NewRow<FileRow> {
  const stamp = stampDaysAgo(daysAgo);
  return {
    name,
    folder_id: folderId,
    mime_type: fileKinds[kind],
    size: 0,
    storage_key: newStorageKey(),
    student_id: null,
    funder_id: null,
    staff_id: null,
    start_date_of_auth: null,
    end_date_of_auth: null,
    created_by: officeAdminId,
    deleted_by: null,
    created_at: stamp,
    updated_at: stamp,
    ...extra,
  };
}

export function seedFiles(faker: Faker, db: Db, folders: readonly FolderRow[]): NewRow<FileRow>[] {
  const rows: NewRow<FileRow>[] = [
    file('HIPAA Privacy Policy.pdf', top.policies, 'pdf', 390),
    file('Attendance and Cancellation Policy.pdf', top.policies, 'pdf', 360),
    file('Parent Handbook 2026.pdf', top.policies, 'pdf', 60),
    file('Practice logo.png', top.policies, 'png', 380),
    file('Session Note Template.docx', top.templates, 'docx', 370),
    file('Consent for Treatment.pdf', top.templates, 'pdf', 365),
    file('Intake Questionnaire.docx', top.intake, 'docx', 350),
    file('Release of Information.pdf', top.intake, 'pdf', 340),
    file('Treatment Plan Template.docx', top.treatmentPlans, 'docx', 330),
    file('RBT Task List (3rd edition).pdf', top.training, 'pdf', 280),
    file('Training hours.xlsx', top.training, 'xlsx', 40),
    file('Fee schedule 2026.xlsx', top.billing, 'xlsx', 30),
    file('Claims export.csv', top.billing, 'csv', 12),
    file('Funder contacts.txt', top.billing, 'txt', 90),
    file('Welcome letter.pdf', null, 'pdf', 20),
    // In the trash, deleted by the Super Admin three days ago; its folder is still there.
    { ...file('Old fee schedule 2025.xlsx', top.billing, 'xlsx', 400), deleted_at: stampDaysAgo(3), deleted_by: superAdminId },
    file('Intake notes 2024.pdf', top.archive, 'pdf', 480),
  ];
  const students = new Map(detailedStudents(db).map((student) => [student.id, student]));
  for (const studentFolder of folders.filter((row) => row.parent_id === top.clients)) {
    const student = students.get(studentFolder.student_id ?? 0);
    if (!student) continue;
    const [assessments, plans, consents] = [1, 2, 3].map((offset) => studentFolder.id + offset);
    const who = `${student.first_name} ${student.last_name}`;
    const start = shiftDays(today(), -faker.number.int({ min: 20, max: 150 }));
    const owned = {
      student_id: student.id,
      funder_id: student.funder_ids[0] ?? null,
      staff_id: student.staff_ids[0] ?? null,
      start_date_of_auth: start,
      end_date_of_auth: shiftDays(start, 180),
    };
    const days = faker.number.int({ min: 10, max: 150 });
    rows.push(
      file(`Initial Assessment - ${who}.pdf`, assessments!, 'pdf', days + 20, owned),
      file(`VB-MAPP scores.xlsx`, assessments!, 'xlsx', days + 10, owned),
      file(`Treatment Plan - ${who}.pdf`, plans!, 'pdf', days, owned),
      file('Consent for Treatment (signed).pdf', consents!, 'pdf', days + 25, owned),
      file('Insurance card.png', studentFolder.id, 'png', days + 30, { ...owned, start_date_of_auth: null, end_date_of_auth: null }),
    );
  }
  return rows;
}

/**
 * The office administrator shares Policies and the handbook with the demo therapist (an older share has lapsed), and
 * Billing and the fee schedule with the Super Admin.
 */
export function seedShares(folders: readonly FolderRow[], files: readonly FileRow[]): NewRow<ShareRow>[] {
  const policies = folders.find((row) => row.id === top.policies);
  const billing = folders.find((row) => row.id === top.billing);
  const handbook = files.find((row) => row.name === 'Parent Handbook 2026.pdf');
  const training = files.find((row) => row.name === 'Training hours.xlsx');
  const fees = files.find((row) => row.name === 'Fee schedule 2026.xlsx');
  const rows: NewRow<ShareRow>[] = [];
  if (billing) rows.push({ item_type: 'folder', item_id: billing.id, staff_id: superAdminId, shared_by: officeAdminId, expires_on: null });
  if (fees) rows.push({ item_type: 'file', item_id: fees.id, staff_id: superAdminId, shared_by: officeAdminId, expires_on: shiftDays(today(), 60) });
  if (policies) rows.push({ item_type: 'folder', item_id: policies.id, staff_id: therapistId, shared_by: officeAdminId, expires_on: null });
  if (handbook)
    rows.push({ item_type: 'file', item_id: handbook.id, staff_id: therapistId, shared_by: officeAdminId, expires_on: shiftDays(today(), 30) });
  if (training)
    rows.push({ item_type: 'file', item_id: training.id, staff_id: therapistId, shared_by: officeAdminId, expires_on: shiftDays(today(), -5) });
  return rows;
}
