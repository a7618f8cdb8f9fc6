// A student's target behaviours (student-behavior, student-behavior-list, student-behavior/{id}): the
// behaviours staff measure and aim to reduce, each with its operational definition and how it is measured.
import type { Faker } from '@faker-js/faker';
import type { Db } from '../../db/index.js';
import type { NewRow } from '../../db/table.js';
import type { Area } from '../../server/area.js';
import { defineStudentRecords, type StudentOwned } from '../students/student-records.js';
import { detailedStudents } from '../students/table.js';

export interface StudentBehavior extends StudentOwned {
  name: string;
  category: string;
  definition: string | null;
  /** Frequency, Duration, Interval, Rate, ABC. */
  measurement: string;
  /** Attention, Escape, Tangible, Automatic, Unknown. */
  function: string;
  baseline: string | null;
  goal: string | null;
  /** Low, Moderate, High. */
  severity: string;
  /** Active, Reduced, Inactive. */
  status: string;
}

export const behaviorMeasurements = ['Frequency', 'Duration', 'Interval', 'Rate', 'ABC'] as const;
export const behaviorFunctions = ['Attention', 'Escape', 'Tangible', 'Automatic', 'Unknown'] as const;
export const behaviorSeverities = ['Low', 'Moderate', 'High'] as const;
export const behaviorStatuses = ['Active', 'Reduced', 'Inactive'] as const;

const catalogue: [string, string, string][] = [
  ['Hitting', 'Aggression', 'Any instance of striking another person with an open or closed hand.'],
  ['Head banging', 'Self-Injury', 'Forceful contact of the head with a surface or object.'],
  ['Elopement', 'Elopement', 'Leaving the designated area without permission by more than 3 feet.'],
  ['Tantrum', 'Tantrum', 'Crying, screaming or dropping to the floor lasting 5 seconds or more.'],
  ['Throwing objects', 'Property Destruction', 'Propelling an object more than 1 foot not as part of play.'],
  ['Non-compliance', 'Non-compliance', 'Not starting an instruction within 10 seconds.'],
  ['Vocal stereotypy', 'Stereotypy', 'Non-contextual vocalisations not directed at anyone.'],
];

function seedBehaviors(faker: Faker, db: Db): NewRow<StudentBehavior>[] {
  return detailedStudents(db).flatMap((student) =>
    faker.helpers.arrayElements(catalogue, { min: 1, max: 3 }).map(([name, category, definition]) => ({
      student_id: student.id,
      name,
      category,
      definition,
      measurement: faker.helpers.arrayElement(['Frequency', 'Frequency', 'Duration', 'ABC']),
      function: faker.helpers.arrayElement(behaviorFunctions),
      baseline: `${faker.number.int({ min: 3, max: 25 })} per day`,
      goal: `Fewer than ${faker.number.int({ min: 1, max: 3 })} per day across 4 weeks`,
      severity: faker.helpers.arrayElement(behaviorSeverities),
      status: faker.helpers.weightedArrayElement([
        { weight: 6, value: 'Active' },
        { weight: 2, value: 'Reduced' },
        { weight: 1, value: 'Inactive' },
      ]),
    })),
  );
}

export const behaviorRecords = defineStudentRecords<StudentBehavior>({
  title: 'Behavior',
  type: 'StudentBehavior',
  table: 'student_behaviors',
  seed: seedBehaviors,
  defaults: { function: 'Unknown', severity: 'Moderate', status: 'Active', definition: null, baseline: null, goal: null },
  validate: (record, errors, db, existing) => {
    errors.oneOf('measurement', record.measurement, behaviorMeasurements);
    errors.oneOf('function', record.function, behaviorFunctions);
    errors.oneOf('severity', record.severity, behaviorSeverities);
    errors.oneOf('status', record.status, behaviorStatuses);
    const clash = behaviorRecords
      .table(db)
      .active()
      .some((row) => row.student_id === record.student_id && row.id !== existing?.id && row.name.toLowerCase() === String(record.name).toLowerCase());
    if (!errors.has('name') && clash) errors.taken('name');
  },
  filters: { status: (row, value) => row.status === value, measurement: (row, value) => row.measurement === value },
  searchable: ['name', 'category'],
  order: (a, b) => a.id - b.id,
  activity: 'Behavior',
  describe: (row) => `behaviour ${row.name}`,
});

export const studentBehaviorsArea: Area = {
  name: 'student-behaviors',
  after: ['students'],
  register: (router, context) => behaviorRecords.register(router, context),
};
