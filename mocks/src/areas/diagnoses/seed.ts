// ICD-10-CM codes an ABA practice bills and documents against: autism spectrum and other developmental disorders,
// ADHD, and the conditions that come with them. Real codes and descriptions.
import type { Faker } from '@faker-js/faker';
import { mostlyActive } from '../../db/seed-values.js';
import type { NewRow } from '../../db/table.js';
import type { Diagnosis } from './diagnosis.js';
import { timestamp } from '../../kit/dates.js';

const codes: [code: string, description: string, category: string][] = [
  ['F84.0', 'Autistic disorder', 'Pervasive developmental disorders'],
  ['F84.2', 'Rett syndrome', 'Pervasive developmental disorders'],
  ['F84.3', 'Other childhood disintegrative disorder', 'Pervasive developmental disorders'],
  ['F84.5', "Asperger's syndrome", 'Pervasive developmental disorders'],
  ['F84.8', 'Other pervasive developmental disorders', 'Pervasive developmental disorders'],
  ['F84.9', 'Pervasive developmental disorder, unspecified', 'Pervasive developmental disorders'],
  ['F88', 'Other disorders of psychological development', 'Pervasive developmental disorders'],
  ['F89', 'Unspecified disorder of psychological development', 'Pervasive developmental disorders'],
  ['F90.0', 'Attention-deficit hyperactivity disorder, predominantly inattentive type', 'Behavioral and emotional disorders'],
  ['F90.1', 'Attention-deficit hyperactivity disorder, predominantly hyperactive type', 'Behavioral and emotional disorders'],
  ['F90.2', 'Attention-deficit hyperactivity disorder, combined type', 'Behavioral and emotional disorders'],
  ['F90.8', 'Attention-deficit hyperactivity disorder, other type', 'Behavioral and emotional disorders'],
  ['F90.9', 'Attention-deficit hyperactivity disorder, unspecified type', 'Behavioral and emotional disorders'],
  ['F91.3', 'Oppositional defiant disorder', 'Behavioral and emotional disorders'],
  ['F91.9', 'Conduct disorder, unspecified', 'Behavioral and emotional disorders'],
  ['F93.0', 'Separation anxiety disorder of childhood', 'Behavioral and emotional disorders'],
  ['F94.0', 'Selective mutism', 'Behavioral and emotional disorders'],
  ['F95.2', "Tourette's disorder", 'Behavioral and emotional disorders'],
  ['F98.0', 'Enuresis not due to a substance or known physiological condition', 'Behavioral and emotional disorders'],
  ['F98.1', 'Encopresis not due to a substance or known physiological condition', 'Behavioral and emotional disorders'],
  ['F98.3', 'Pica of infancy and childhood', 'Behavioral and emotional disorders'],
  ['F98.4', 'Stereotyped movement disorders', 'Behavioral and emotional disorders'],
  ['F80.0', 'Phonological disorder', 'Developmental disorders of speech and language'],
  ['F80.1', 'Expressive language disorder', 'Developmental disorders of speech and language'],
  ['F80.2', 'Mixed receptive-expressive language disorder', 'Developmental disorders of speech and language'],
  ['F80.4', 'Speech and language development delay due to hearing loss', 'Developmental disorders of speech and language'],
  ['F80.9', 'Developmental disorder of speech and language, unspecified', 'Developmental disorders of speech and language'],
  ['F81.0', 'Specific reading disorder', 'Developmental disorders of scholastic skills'],
  ['F81.2', 'Mathematics disorder', 'Developmental disorders of scholastic skills'],
  ['F82', 'Specific developmental disorder of motor function', 'Developmental disorders of scholastic skills'],
  ['F70', 'Mild intellectual disabilities', 'Intellectual disabilities'],
  ['F71', 'Moderate intellectual disabilities', 'Intellectual disabilities'],
  ['F72', 'Severe intellectual disabilities', 'Intellectual disabilities'],
  ['F73', 'Profound intellectual disabilities', 'Intellectual disabilities'],
  ['F78', 'Other intellectual disabilities', 'Intellectual disabilities'],
  ['F79', 'Unspecified intellectual disabilities', 'Intellectual disabilities'],
  ['Q90.9', 'Down syndrome, unspecified', 'Chromosomal abnormalities'],
  ['Q99.2', 'Fragile X chromosome', 'Chromosomal abnormalities'],
  ['G40.909', 'Epilepsy, unspecified, not intractable, without status epilepticus', 'Diseases of the nervous system'],
  ['G80.9', 'Cerebral palsy, unspecified', 'Diseases of the nervous system'],
  ['R62.0', 'Delayed milestone in childhood', 'Symptoms and signs'],
  ['R63.3', 'Feeding difficulties', 'Symptoms and signs'],
  ['R48.8', 'Other symbolic dysfunctions', 'Symptoms and signs'],
  ['Z13.41', 'Encounter for autism screening', 'Factors influencing health status'],
];

export const seededDiagnosisCount = codes.length;
export const seededDeletedDiagnosisCount = 2;

export function seedDiagnoses(faker: Faker): NewRow<Diagnosis>[] {
  return codes.map(([code, description, category], index) => {
    const created = faker.date.past({ years: 3 });
    const deleted = index >= codes.length - seededDeletedDiagnosisCount;
    return {
      code,
      description,
      category,
      status: mostlyActive(faker, 8),
      created_at: timestamp(created),
      updated_at: timestamp(created),
      deleted_at: deleted ? timestamp(faker.date.recent({ days: 60 })) : null,
    };
  });
}
