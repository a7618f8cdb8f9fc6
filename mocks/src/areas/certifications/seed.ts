// The credentials an ABA practice tracks: the BACB's, crisis and safety trainings, and state behaviour-analyst
// licences; a few inactive and a few already soft-deleted.
import type { Faker } from '@faker-js/faker';
import { mostlyActive } from '../../db/seed-values.js';
import type { NewRow } from '../../db/table.js';
import type { Certification } from './certification.js';
import { timestamp } from '../../kit/dates.js';

type Credential = [name: string, abbreviation: string, issuingBody: string, validityMonths: number | null];

const credentials: Credential[] = [
  ['Board Certified Behavior Analyst', 'BCBA', 'Behavior Analyst Certification Board', 24],
  ['Board Certified Behavior Analyst - Doctoral', 'BCBA-D', 'Behavior Analyst Certification Board', 24],
  ['Board Certified Assistant Behavior Analyst', 'BCaBA', 'Behavior Analyst Certification Board', 24],
  ['Registered Behavior Technician', 'RBT', 'Behavior Analyst Certification Board', 12],
  ['Qualified Behavior Analyst', 'QBA', 'Qualified Applied Behavior Analysis Credentialing Board', 24],
  ['Qualified Autism Services Practitioner - Supervisor', 'QASP-S', 'Qualified Applied Behavior Analysis Credentialing Board', 24],
  ['Applied Behavior Analysis Technician', 'ABAT', 'Qualified Applied Behavior Analysis Credentialing Board', 12],
  ['CPR and First Aid', 'CPR', 'American Red Cross', 24],
  ['Basic Life Support', 'BLS', 'American Heart Association', 24],
  ['Mandated Reporter Training', 'MRT', 'State Office of Children and Family Services', 24],
  ['HIPAA Privacy and Security Training', 'HIPAA', 'Practice Compliance Office', 12],
  ['Safety-Care Behavioral Safety Training', 'SCBST', 'QBS Inc.', 12],
  ['Nonviolent Crisis Intervention', 'CPI', 'Crisis Prevention Institute', 24],
  ['Professional Crisis Management Practitioner', 'PCMP', 'Professional Crisis Management Association', 12],
  ['Medication Administration Certificate', 'MAC', 'State Department of Health', 36],
  ['Fingerprint Clearance Card', 'FCC', 'State Department of Public Safety', 72],
  ['Speech-Language Pathologist Certificate of Clinical Competence', 'CCC-SLP', 'American Speech-Language-Hearing Association', 36],
  ['Teaching Students with Disabilities Certificate', 'TSSWD', 'State Education Department', 60],
];

const licensingStates: [state: string, abbreviation: string][] = [
  ['New York', 'NY'],
  ['New Jersey', 'NJ'],
  ['Connecticut', 'CT'],
  ['Massachusetts', 'MA'],
  ['Pennsylvania', 'PA'],
  ['Virginia', 'VA'],
  ['Ohio', 'OH'],
  ['Michigan', 'MI'],
  ['Texas', 'TX'],
  ['Arizona', 'AZ'],
  ['Nevada', 'NV'],
  ['Washington', 'WA'],
  ['Oregon', 'OR'],
  ['Tennessee', 'TN'],
  ['Kentucky', 'KY'],
  ['Louisiana', 'LA'],
  ['Wisconsin', 'WI'],
  ['Missouri', 'MO'],
];

export const seededCertificationCount = credentials.length + licensingStates.length;
export const seededDeletedCertificationCount = 3;

export function seedCertifications(faker: Faker): NewRow<Certification>[] {
  const all: Credential[] = [
    ...credentials,
    ...licensingStates.map(([state, code]): Credential => [
      `Licensed Behavior Analyst - ${state}`,
      `LBA-${code}`,
      `${state} Board of Behavior Analysts`,
      24,
    ]),
  ];
  return all.map(([name, abbreviation, issuingBody, validityMonths], index) => {
    const created = faker.date.past({ years: 3 });
    const deleted = index >= all.length - seededDeletedCertificationCount;
    return {
      name,
      abbreviation,
      issuing_body: issuingBody,
      validity_months: validityMonths,
      description: validityMonths ? `Renew every ${validityMonths} months; upload the current certificate to the staff file.` : 'Does not lapse.',
      status: mostlyActive(faker, 6),
      created_at: timestamp(created),
      updated_at: timestamp(created),
      deleted_at: deleted ? timestamp(faker.date.recent({ days: 60 })) : null,
    };
  });
}
