// The program library, its category tree and the target types: names a practice running VB-MAPP and ABLLS-R style
// curricula uses. A few rows inactive and a few already soft-deleted in each table.
import type { Faker } from '@faker-js/faker';
import { mostlyActive, seedStamps } from '../../db/seed-values.js';
import type { NewRow } from '../../db/table.js';
import type { ProgramCategory } from './program-category.js';
import type { ProgramTargetType } from './program-target-type.js';
import type { Program } from './program.js';

const library: Record<string, string[]> = {
  Communication: [
    'Manding for Items',
    'Manding for Actions',
    'Manding for Information',
    'Tacting Objects',
    'Tacting Actions',
    'Tacting Features',
    'Intraverbal Fill-ins',
    'Intraverbal WH Questions',
    'Echoic Sounds',
    'Echoic Words',
    'Receptive Identification of Objects',
    'Following One-Step Instructions',
    'Listener Responding by Feature, Function and Class',
    'Conversation Skills',
  ],
  Social: [
    'Joint Attention',
    'Turn Taking',
    'Greeting Peers',
    'Sharing Materials',
    'Parallel Play',
    'Cooperative Play',
    'Social Initiations',
    'Perspective Taking',
    'Identifying Emotions',
    'Waiting in a Group',
  ],
  'Daily Living': [
    'Handwashing',
    'Toothbrushing',
    'Toilet Training',
    'Dressing',
    'Eating with Utensils',
    'Making a Snack',
    'Community Safety',
    'Pedestrian Safety',
    'Making the Bed',
    'Tying Shoes',
  ],
  Academic: [
    'Matching Identical Objects',
    'Matching Picture to Object',
    'Sorting by Category',
    'Letter Identification',
    'Number Identification',
    'Counting Objects',
    'Writing First Name',
    'Reading Sight Words',
    'Sequencing Pictures',
    'Telling Time',
  ],
  Motor: ['Gross Motor Imitation', 'Fine Motor Imitation', 'Cutting with Scissors', 'Pencil Grasp', 'Completing Puzzles'],
  'Behavior Reduction': [
    'Functional Communication Training',
    'Tolerating Denied Access',
    'Tolerating Transitions',
    'Accepting No',
    'Following a Visual Schedule',
    'Self-Management',
    'Coping Skills',
    'Waiting for Reinforcement',
  ],
};

const masteryCriteria = [
  '80% across 3 consecutive sessions',
  '90% across 2 consecutive sessions',
  '100% across 3 consecutive probes',
  'Independent across 2 staff and 2 settings',
  '80% across 5 sessions with 2 therapists',
];

export const seededProgramCount = Object.values(library).flat().length;
export const seededDeletedProgramCount = 3;

export function seedPrograms(faker: Faker): NewRow<Program>[] {
  const entries = Object.entries(library).flatMap(([domain, names]) => names.map((name) => ({ domain, name })));
  return entries.map(({ domain, name }, index) => ({
    name,
    domain,
    description: `${name}: taught with ${faker.helpers.arrayElement(['discrete trials', 'natural environment teaching', 'incidental teaching', 'chaining'])}; ${faker.helpers.arrayElement(['most-to-least', 'least-to-most', 'errorless', 'time-delay'])} prompting.`,
    mastery_criteria: faker.helpers.arrayElement(masteryCriteria),
    status: mostlyActive(faker, 7),
    ...seedStamps(faker, index >= entries.length - seededDeletedProgramCount),
  }));
}

const levels = ['Early Learner', 'Intermediate', 'Advanced'];
const categoryDomains = [
  'Communication',
  'Social',
  'Daily Living',
  'Academic',
  'Motor',
  'Behavior Reduction',
  'Play and Leisure',
  'Safety',
  'Executive Function',
  'Vocational',
];

export const seededProgramCategoryCount = levels.length * categoryDomains.length;
export const seededDeletedProgramCategoryCount = 2;

export function seedProgramCategories(faker: Faker): NewRow<ProgramCategory>[] {
  const names = levels.flatMap((level) => categoryDomains.map((domain) => ({ level, domain })));
  return names.map(({ level, domain }, index) => ({
    name: `${level}: ${domain}`,
    description: `${domain} programs for ${level.toLowerCase()} learners.`,
    sort_order: (index % categoryDomains.length) + 1,
    status: mostlyActive(faker, 7),
    ...seedStamps(faker, index >= names.length - seededDeletedProgramCategoryCount),
  }));
}

const targetTypes: [name: string, recordingMethod: string][] = [
  ['Discrete Trial - Percent Correct', 'Percent correct'],
  ['Discrete Trial - Prompt Level', 'Prompt level'],
  ['Discrete Trial - Trials to Criterion', 'Trials to criterion'],
  ['Cold Probe', 'Yes/No'],
  ['Daily Probe', 'Yes/No'],
  ['Task Analysis - Forward Chaining', 'Task analysis'],
  ['Task Analysis - Backward Chaining', 'Task analysis'],
  ['Task Analysis - Total Task', 'Task analysis'],
  ['Natural Environment Teaching', 'Frequency'],
  ['Incidental Teaching', 'Frequency'],
  ['Frequency Count', 'Frequency'],
  ['Rate per Minute', 'Rate'],
  ['Total Duration', 'Duration'],
  ['Duration per Occurrence', 'Duration'],
  ['Latency to Respond', 'Latency'],
  ['Partial Interval', 'Interval'],
  ['Whole Interval', 'Interval'],
  ['Momentary Time Sampling', 'Interval'],
  ['Fluency Timing', 'Rate'],
  ['Permanent Product', 'Percent correct'],
  ['Rating Scale', 'Rating'],
  ['ABC Narrative', 'ABC'],
  ['Opportunity-Based Percent', 'Percent correct'],
  ['Errorless Teaching - Percent Independent', 'Percent correct'],
  ['Mand Count', 'Frequency'],
  ['Peer Interaction Count', 'Frequency'],
  ['Independence Level', 'Prompt level'],
  ['Rubric Score', 'Rating'],
  ['Checklist - Steps Completed', 'Task analysis'],
  ['Generalization Probe', 'Yes/No'],
  ['Maintenance Probe', 'Yes/No'],
];

export const seededProgramTargetTypeCount = targetTypes.length;
export const seededDeletedProgramTargetTypeCount = 2;

export function seedProgramTargetTypes(faker: Faker): NewRow<ProgramTargetType>[] {
  return targetTypes.map(([name, recordingMethod], index) => ({
    name,
    recording_method: recordingMethod,
    description: `Targets run as ${name.toLowerCase()}, recorded as ${recordingMethod.toLowerCase()}.`,
    status: mostlyActive(faker, 7),
    ...seedStamps(faker, index >= targetTypes.length - seededDeletedProgramTargetTypeCount),
  }));
}
