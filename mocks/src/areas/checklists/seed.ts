// Checklists the office keeps for students and staff, the reusable fields their forms are made of, and one form
// template per checklist. Every reference points at a row that exists and is not deleted.
import type { Faker } from '@faker-js/faker';
import { mostlyActive, seedStamps } from '../../db/seed-values.js';
import type { NewRow } from '../../db/table.js';
import type { ChecklistFormTemplate } from './checklist-form-template.js';
import type { ChecklistMaster } from './checklist-master.js';
import type { DynamicField } from './dynamic-field.js';

const checklists: [name: string, appliesTo: 'Student' | 'Staff'][] = [
  ['Intake Packet', 'Student'],
  ['Insurance Documents', 'Student'],
  ['Initial Assessment Packet', 'Student'],
  ['Treatment Plan Approval', 'Student'],
  ['Authorization Packet', 'Student'],
  ['Consent Forms', 'Student'],
  ['School Observation', 'Student'],
  ['Parent Training Plan', 'Student'],
  ['Crisis Plan', 'Student'],
  ['Transition Plan', 'Student'],
  ['Annual Review', 'Student'],
  ['Telehealth Readiness', 'Student'],
  ['Medical Necessity Letter', 'Student'],
  ['Release of Information', 'Student'],
  ['Discharge Packet', 'Student'],
  ['New Hire Paperwork', 'Staff'],
  ['RBT Onboarding', 'Staff'],
  ['BCBA Onboarding', 'Staff'],
  ['Clinical Supervisor Onboarding', 'Staff'],
  ['Background Clearances', 'Staff'],
  ['Annual Training', 'Staff'],
  ['Credential Renewal', 'Staff'],
  ['Performance Review', 'Staff'],
  ['Fieldwork Supervision', 'Staff'],
  ['Competency Sign-off', 'Staff'],
  ['Equipment Issue', 'Staff'],
  ['Vehicle Safety', 'Staff'],
  ['Office Opening', 'Staff'],
  ['Office Closing', 'Staff'],
  ['Exit Checklist', 'Staff'],
];

type Field = [name: string, type: DynamicField['field_type'], options?: string[]];

const fields: Field[] = [
  ['Document Received', 'checkbox'],
  ['Date Received', 'date'],
  ['Received By', 'text'],
  ['Upload Document', 'file'],
  ['Guardian Signature', 'signature'],
  ['Staff Signature', 'signature'],
  ['Supervisor Signature', 'signature'],
  ['Notes', 'textarea'],
  ['Insurance Member ID', 'text'],
  ['Insurance Group Number', 'text'],
  ['Policy Holder Name', 'text'],
  [
    'Primary Diagnosis',
    'select',
    ['F84.0 Autistic disorder', 'F84.9 Pervasive developmental disorder', 'F88 Other disorders of psychological development'],
  ],
  ['Referral Source', 'select', ['Pediatrician', 'School district', 'Early intervention', 'Self-referral']],
  ['Preferred Contact Method', 'radio', ['Phone', 'Email', 'Text message']],
  ['Consent Given', 'checkbox'],
  ['Hours Requested per Week', 'number'],
  ['Hours Approved per Week', 'number'],
  ['Authorization Start Date', 'date'],
  ['Authorization End Date', 'date'],
  ['Assessment Date', 'date'],
  ['Assessment Tool', 'select', ['VB-MAPP', 'ABLLS-R', 'AFLS', 'Vineland-3']],
  ['Observation Setting', 'radio', ['Home', 'School', 'Clinic', 'Community']],
  ['Crisis Contact Name', 'text'],
  ['Crisis Contact Phone', 'text'],
  ['Emergency Procedures Reviewed', 'checkbox'],
  ['Transition Goal', 'textarea'],
  ['Discharge Reason', 'select', ['Goals met', 'Family request', 'Funding ended', 'Moved away']],
  ['Background Check Cleared', 'checkbox'],
  ['Clearance Date', 'date'],
  ['Credential Number', 'text'],
  ['Credential Expiry Date', 'date'],
  ['Training Completed', 'checkbox'],
  ['Training Hours', 'number'],
  ['Competency Rating', 'radio', ['Meets', 'Partially meets', 'Does not meet']],
  ['Equipment Serial Number', 'text'],
  ['Vehicle Inspection Passed', 'checkbox'],
  ['Keys Returned', 'checkbox'],
  ['Final Paycheck Issued', 'checkbox'],
  ['Reviewer Comments', 'textarea'],
  ['Follow-up Date', 'date'],
];

export const seededChecklistMasterCount = checklists.length;
export const seededDeletedChecklistMasterCount = 2;
/** Checklists that also have a follow-up form. */
const followUpForms = 8;

export const seededDynamicFieldCount = fields.length;
export const seededDeletedDynamicFieldCount = 2;

export function seedChecklistMasters(faker: Faker): NewRow<ChecklistMaster>[] {
  return checklists.map(([name, appliesTo], index) => ({
    name,
    applies_to: appliesTo,
    description: `${name} for each ${appliesTo.toLowerCase()} record.`,
    status: mostlyActive(faker, 8),
    ...seedStamps(faker, index >= checklists.length - seededDeletedChecklistMasterCount),
  }));
}

function fieldKey(name: string): string {
  return name
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '_')
    .replace(/^_|_$/g, '');
}

export function seedDynamicFields(faker: Faker): NewRow<DynamicField>[] {
  return fields.map(([name, type, options], index) => ({
    name,
    field_key: fieldKey(name),
    field_type: type,
    options: options ?? null,
    is_required: faker.datatype.boolean(0.4),
    placeholder: type === 'text' || type === 'textarea' ? `Enter ${name.toLowerCase()}` : null,
    status: mostlyActive(faker, 8),
    ...seedStamps(faker, index >= fields.length - seededDeletedDynamicFieldCount),
  }));
}

export function seedChecklistFormTemplates(faker: Faker): NewRow<ChecklistFormTemplate>[] {
  const liveMasters = seededChecklistMasterCount - seededDeletedChecklistMasterCount;
  const liveFields = seededDynamicFieldCount - seededDeletedDynamicFieldCount;
  const fieldIds = Array.from({ length: liveFields }, (_, index) => index + 1);
  // Every live checklist has its form; the first few also a follow-up form, completed once the first is reviewed.
  const forms = checklists
    .slice(0, liveMasters)
    .flatMap(([name], index) => [
      { name: `${name} Form`, masterId: index + 1, checklist: name },
      ...(index < followUpForms ? [{ name: `${name} Follow-up Form`, masterId: index + 1, checklist: name }] : []),
    ]);
  return forms.map(({ name, masterId, checklist }) => ({
    name,
    checklist_master_id: masterId,
    dynamic_field_ids: faker.helpers.arrayElements(fieldIds, { min: 3, max: 7 }),
    description: `Completed for the ${checklist.toLowerCase()} checklist.`,
    status: mostlyActive(faker, 8),
    ...seedStamps(faker, faker.datatype.boolean(0.05)),
  }));
}
