// Assessment categories and the assessments a practice gives in each: standard skill curricula, preference
// assessments and health history forms. Every assessment points at a category that exists and is not deleted.
import type { Faker } from '@faker-js/faker';
import { mostlyActive, seedStamps } from '../../db/seed-values.js';
import type { NewRow } from '../../db/table.js';
import type { AssessmentCategory, AssessmentKind } from './assessment-category.js';
import type { Assessment } from './assessment.js';

type Entry = [name: string, abbreviation: string | null, reassessMonths: number | null];

const catalogue: { category: string; type: AssessmentKind; assessments: Entry[] }[] = [
  {
    category: 'Language and Learning Curricula',
    type: 'skill',
    assessments: [
      ['Verbal Behavior Milestones Assessment and Placement Program', 'VB-MAPP', 6],
      ['Assessment of Basic Language and Learning Skills - Revised', 'ABLLS-R', 6],
      ['Promoting the Emergence of Advanced Knowledge', 'PEAK', 6],
      ['Early Learning Measure', 'ELM', 6],
    ],
  },
  {
    category: 'Functional Living Skills',
    type: 'skill',
    assessments: [
      ['Assessment of Functional Living Skills - Basic Living', 'AFLS-BLS', 12],
      ['Assessment of Functional Living Skills - Home', 'AFLS-H', 12],
      ['Assessment of Functional Living Skills - Community', 'AFLS-C', 12],
      ['Assessment of Functional Living Skills - School', 'AFLS-S', 12],
      ['Assessment of Functional Living Skills - Vocational', 'AFLS-V', 12],
      ['Assessment of Functional Living Skills - Independent Living', 'AFLS-IL', 12],
    ],
  },
  {
    category: 'Adaptive Behavior Scales',
    type: 'skill',
    assessments: [
      ['Vineland Adaptive Behavior Scales, Third Edition', 'Vineland-3', 12],
      ['Adaptive Behavior Assessment System, Third Edition', 'ABAS-3', 12],
    ],
  },
  {
    category: 'Functional Behavior Assessment',
    type: 'skill',
    assessments: [
      ['Functional Assessment Interview', 'FAI', 6],
      ['Questions About Behavioral Function', 'QABF', 6],
      ['Functional Analysis Screening Tool', 'FAST', 6],
      ['Motivation Assessment Scale', 'MAS', 6],
      ['Direct ABC Observation', null, 6],
    ],
  },
  {
    category: 'Social Skills',
    type: 'skill',
    assessments: [
      ['Socially Savvy Checklist', null, 6],
      ['Social Skills Improvement System Rating Scales', 'SSIS', 12],
    ],
  },
  {
    category: 'Stimulus Preference Assessments',
    type: 'preference',
    assessments: [
      ['Paired Stimulus Preference Assessment', 'PSPA', 3],
      ['Multiple Stimulus Without Replacement', 'MSWO', 3],
      ['Multiple Stimulus With Replacement', 'MSW', 3],
      ['Free Operant Preference Assessment', 'FO', 3],
      ['Single Stimulus Engagement', 'SSE', 3],
    ],
  },
  {
    category: 'Reinforcer Surveys',
    type: 'preference',
    assessments: [
      ['Reinforcer Assessment for Individuals with Severe Disability', 'RAISD', 6],
      ['Caregiver Reinforcer Survey', null, 6],
      ['Student Interest Inventory', null, 6],
    ],
  },
  {
    category: 'Medical History',
    type: 'health',
    assessments: [
      ['Health History Questionnaire', null, 12],
      ['Medication and Allergy Record', null, 6],
      ['Seizure Action Plan', null, 12],
      ['Immunization Record', null, null],
    ],
  },
  {
    category: 'Feeding and Sleep',
    type: 'health',
    assessments: [
      ['Brief Autism Mealtime Behavior Inventory', 'BAMBI', 6],
      ['Pediatric Sleep Questionnaire', 'PSQ', 6],
      ['Food Acceptance Inventory', null, 6],
    ],
  },
  {
    category: 'Sensory Profile',
    type: 'health',
    assessments: [
      ['Sensory Profile, Second Edition', 'SP-2', 12],
      ['Sensory Processing Measure, Second Edition', 'SPM-2', 12],
    ],
  },
];

/** Categories with nothing in them yet, so the category list pages too; the last few are soft-deleted. */
const emptyCategories: [name: string, type: AssessmentKind][] = [
  ['Academic Readiness', 'skill'],
  ['Play Skills', 'skill'],
  ['Vocational Skills', 'skill'],
  ['Executive Function', 'skill'],
  ['Toileting Readiness', 'skill'],
  ['Community Safety', 'skill'],
  ['Edible Preferences', 'preference'],
  ['Activity Preferences', 'preference'],
  ['Sensory Preferences', 'preference'],
  ['Social Preferences', 'preference'],
  ['Dental Care', 'health'],
  ['Vision and Hearing', 'health'],
  ['Nutrition', 'health'],
  ['Mental Health Screening', 'health'],
  ['Physical Activity', 'health'],
  ['Emergency Information', 'health'],
  ['Developmental History', 'health'],
  ['Legacy Intake Forms', 'skill'],
  ['Archived Checklists', 'health'],
  ['Pilot Measures', 'skill'],
];

export const seededAssessmentCategoryCount = catalogue.length + emptyCategories.length;
export const seededDeletedAssessmentCategoryCount = 3;
export const seededAssessmentCount = catalogue.reduce((sum, group) => sum + group.assessments.length, 0);
export const seededDeletedAssessmentCount = 2;

export function seedAssessmentCategories(faker: Faker): NewRow<AssessmentCategory>[] {
  const all = [...catalogue.map((group) => [group.category, group.type] as const), ...emptyCategories];
  return all.map(([name, type], index) => ({
    name,
    type,
    description: `${name} (${type} assessments).`,
    status: index < catalogue.length ? 1 : mostlyActive(faker, 8),
    ...seedStamps(faker, index >= all.length - seededDeletedAssessmentCategoryCount),
  }));
}

export function seedAssessments(faker: Faker): NewRow<Assessment>[] {
  // Category ids are the seeded order: the catalogue's groups come first, so group n is category n + 1.
  const rows = catalogue.flatMap((group, groupIndex) =>
    group.assessments.map(([name, abbreviation, reassessMonths]) => ({
      name,
      abbreviation,
      assessment_category_id: groupIndex + 1,
      reassess_months: reassessMonths,
    })),
  );
  return rows.map((row, index) => ({
    ...row,
    description: `${row.name}${row.abbreviation ? ` (${row.abbreviation})` : ''}, scored by the supervising BCBA.`,
    status: mostlyActive(faker, 8),
    ...seedStamps(faker, index >= rows.length - seededDeletedAssessmentCount),
  }));
}
