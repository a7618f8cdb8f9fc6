// Session types, the master note layouts per funder group, and the forms built on them. Every reference points at
// a row that exists and is not deleted.
import type { Faker } from '@faker-js/faker';
import { mostlyActive, seedStamps } from '../../db/seed-values.js';
import type { NewRow } from '../../db/table.js';
import type { SessionFormTemplate } from './session-form-template.js';
import type { SessionTemplateMaster } from './session-template-master.js';
import type { SessionTemplateType } from './session-template-type.js';

const types = [
  'Direct Therapy',
  'Supervision',
  'Parent Training',
  'Initial Assessment',
  'Reassessment',
  'Group Therapy',
  'Social Skills Group',
  'Telehealth Therapy',
  'Telehealth Supervision',
  'Telehealth Parent Training',
  'School Consultation',
  'Protocol Modification',
  'Behavior Plan Development',
  'Functional Behavior Assessment',
  'Case Conference',
  'Caregiver Coaching',
  'Community Outing',
  'Feeding Therapy',
  'Toilet Training Intensive',
  'Speech Therapy',
  'Occupational Therapy',
  'Counseling',
  'Crisis Intervention',
  'Skills Training',
  'Respite',
  'Observation',
  'Progress Review',
  'Discharge Planning',
  'Intake Interview',
  'Team Meeting',
];

const funderGroups = ['Medicaid', 'Commercial', 'School District'];
/** The session types each funder group has a master layout for (the first of the list). */
const typesWithMasters = 12;
const variants = ['Standard', 'Detailed'];
/** Masters whose forms are seeded. */
const mastersWithForms = 20;

export const seededSessionTemplateTypeCount = types.length;
export const seededDeletedSessionTemplateTypeCount = 2;
export const seededSessionTemplateMasterCount = funderGroups.length * typesWithMasters;
export const seededDeletedSessionTemplateMasterCount = 2;
export const seededSessionFormTemplateCount = mastersWithForms * variants.length;

export function seedSessionTemplateTypes(faker: Faker): NewRow<SessionTemplateType>[] {
  return types.map((name, index) => ({
    name,
    description: `Notes for ${name.toLowerCase()} sessions.`,
    status: mostlyActive(faker, 8),
    ...seedStamps(faker, index >= types.length - seededDeletedSessionTemplateTypeCount),
  }));
}

function masters(): { name: string; typeId: number }[] {
  return funderGroups.flatMap((group) =>
    types.slice(0, typesWithMasters).map((type, index) => ({ name: `${group} ${type} Note`, typeId: index + 1 })),
  );
}

export function seedSessionTemplateMasters(faker: Faker): NewRow<SessionTemplateMaster>[] {
  const all = masters();
  return all.map(({ name, typeId }, index) => ({
    name,
    session_template_type_id: typeId,
    description: `${name}: the fields the funder requires on every note.`,
    status: mostlyActive(faker, 8),
    ...seedStamps(faker, index >= all.length - seededDeletedSessionTemplateMasterCount),
  }));
}

export function seedSessionFormTemplates(faker: Faker): NewRow<SessionFormTemplate>[] {
  return masters()
    .slice(0, mastersWithForms)
    .flatMap(({ name }, index) =>
      variants.map((variant) => ({
        name: `${name.replace(/ Note$/, '')} - ${variant}`,
        session_template_master_id: index + 1,
        description: `${variant} ${name.toLowerCase()} form.`,
        requires_signature: faker.datatype.boolean(0.6),
        status: mostlyActive(faker, 8),
        ...seedStamps(faker, faker.datatype.boolean(0.05)),
      })),
    );
}
