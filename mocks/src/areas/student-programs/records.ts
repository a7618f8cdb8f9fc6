// A student's programs (what is taught, grouped in categories), their targets (the steps taught and measured) and
// the student's goals (each belongs to a program of the same student). Seeded together so they agree.
import type { Faker } from '@faker-js/faker';
import type { Db } from '../../db/index.js';
import type { NewRow, Row, Table } from '../../db/table.js';
import { staffRecords } from '../students/related.js';
import { detailedStudents } from '../students/table.js';
import { dayOf, instantOf, shiftDays } from '../../kit/dates.js';

export interface StudentProgram extends Row {
  student_id: number;
  category_id: number;
  category_name: string;
  name: string;
  description: string | null;
  /** Discrete Trial, Task Analysis, Frequency, Duration, Natural Environment. */
  target_type: string;
  /** Baseline, In Progress, Mastered, On Hold, Discontinued. */
  status: string;
  mastery_criteria: string | null;
  /** Staff who run the program with the student. */
  staff_ids: number[];
  start_date: string | null;
  mastered_on: string | null;
  /** The program's playlist: target ids in the order a session runs them. */
  playlist: number[];
}

export interface StudentTarget extends Row {
  student_id: number;
  program_id: number;
  name: string;
  description: string | null;
  /** Baseline, In Training, Mastered, On Hold. */
  status: string;
  mastery_criteria: string | null;
  introduced_on: string | null;
  mastered_on: string | null;
}

export interface StudentGoal extends Row {
  student_id: number;
  program_id: number;
  title: string;
  description: string | null;
  baseline: string | null;
  target_criteria: string | null;
  /** Not Started, In Progress, Mastered, On Hold. */
  status: string;
  start_date: string | null;
  target_date: string | null;
  mastered_on: string | null;
}

export const programCategories: readonly { id: number; name: string; programs: readonly string[]; targets: readonly string[] }[] = [
  {
    id: 1,
    name: 'Communication',
    programs: ['Manding for Items', 'Tacting Common Objects', 'Answering WH Questions'],
    targets: ['Ball', 'Cup', 'Juice', 'Car', 'Book', 'Shoe', 'Dog'],
  },
  {
    id: 2,
    name: 'Social Skills',
    programs: ['Greetings', 'Turn Taking', 'Joint Attention'],
    targets: ['Wave hello', 'Say bye', 'Wait for turn', 'Point to show', 'Respond to name'],
  },
  {
    id: 3,
    name: 'Daily Living',
    programs: ['Hand Washing', 'Toothbrushing', 'Dressing'],
    targets: ['Turn on water', 'Apply soap', 'Rinse hands', 'Dry hands', 'Put on shirt'],
  },
  {
    id: 4,
    name: 'Academic',
    programs: ['Color Identification', 'Counting to 10', 'Letter Sounds'],
    targets: ['Red', 'Blue', 'Yellow', 'Green', 'Count 1-5', 'Count 6-10', 'Letter A'],
  },
  {
    id: 5,
    name: 'Behavior Reduction',
    programs: ['Functional Communication Training', 'Tolerating Transitions'],
    targets: ['Ask for break', 'Ask for help', 'Transition with timer', 'Transition with visual'],
  },
  {
    id: 6,
    name: 'Play and Leisure',
    programs: ['Independent Play', 'Pretend Play'],
    targets: ['Puzzle', 'Blocks', 'Feed the doll', 'Drive the car'],
  },
  {
    id: 7,
    name: 'Motor Skills',
    programs: ['Fine Motor Imitation', 'Gross Motor Imitation'],
    targets: ['Clap hands', 'Stomp feet', 'Touch nose', 'Stack blocks'],
  },
];

export const programStatuses = ['Baseline', 'In Progress', 'Mastered', 'On Hold', 'Discontinued'] as const;
export const targetStatuses = ['Baseline', 'In Training', 'Mastered', 'On Hold'] as const;
export const goalStatuses = ['Not Started', 'In Progress', 'Mastered', 'On Hold'] as const;
export const targetTypes = ['Discrete Trial', 'Task Analysis', 'Frequency', 'Duration', 'Natural Environment'] as const;

const criteria = ['80% across 3 consecutive sessions', '90% across 2 sessions', '100% independent across 3 days'];

function seedPrograms(faker: Faker, db: Db): NewRow<StudentProgram>[] {
  const rows: NewRow<StudentProgram>[] = [];
  const staff = staffRecords(db).map((member) => member.id);
  for (const student of detailedStudents(db)) {
    const chosen = faker.helpers.arrayElements(programCategories, { min: 2, max: 4 });
    for (const category of chosen) {
      const status = faker.helpers.weightedArrayElement([
        { weight: 5, value: 'In Progress' },
        { weight: 1, value: 'Baseline' },
        { weight: 2, value: 'Mastered' },
        { weight: 1, value: 'On Hold' },
      ]);
      const start = faker.date.past({ years: 1 });
      rows.push({
        student_id: student.id,
        category_id: category.id,
        category_name: category.name,
        name: faker.helpers.arrayElement(category.programs),
        description: null,
        target_type: faker.helpers.arrayElement(targetTypes),
        status,
        mastery_criteria: faker.helpers.arrayElement(criteria),
        staff_ids:
          student.staff_ids.length > 0
            ? faker.helpers.arrayElements(student.staff_ids, { min: 1, max: student.staff_ids.length })
            : [faker.helpers.arrayElement(staff)],
        start_date: dayOf(start),
        mastered_on: status === 'Mastered' ? dayOf(faker.date.between({ from: start, to: '2026-01-01' })) : null,
        playlist: [],
      });
    }
  }
  return rows;
}

function seedTargets(faker: Faker, programs: readonly StudentProgram[]): NewRow<StudentTarget>[] {
  const rows: NewRow<StudentTarget>[] = [];
  for (const program of programs) {
    const category = programCategories.find((entry) => entry.id === program.category_id)!;
    for (const name of faker.helpers.arrayElements(category.targets, { min: 2, max: 5 })) {
      const status = program.status === 'Mastered' ? 'Mastered' : faker.helpers.arrayElement(targetStatuses);
      rows.push({
        student_id: program.student_id,
        program_id: program.id,
        name,
        description: null,
        status,
        mastery_criteria: program.mastery_criteria,
        introduced_on: program.start_date,
        mastered_on: status === 'Mastered' ? (program.mastered_on ?? program.start_date) : null,
      });
    }
  }
  return rows;
}

function seedGoals(faker: Faker, programs: readonly StudentProgram[]): NewRow<StudentGoal>[] {
  return programs
    .filter(() => faker.datatype.boolean(0.7))
    .map((program) => ({
      student_id: program.student_id,
      program_id: program.id,
      title: `${program.name}: ${faker.helpers.arrayElement(['independently', 'with a gestural prompt', 'across two settings', 'with two adults'])}`,
      description: null,
      baseline: `${faker.number.int({ min: 0, max: 40 })}% correct`,
      target_criteria: program.mastery_criteria,
      status:
        program.status === 'Mastered'
          ? 'Mastered'
          : program.status === 'Baseline'
            ? 'Not Started'
            : program.status === 'On Hold'
              ? 'On Hold'
              : 'In Progress',
      start_date: program.start_date,
      target_date: program.start_date ? shiftDays(program.start_date, 180) : null,
      mastered_on: program.mastered_on,
    }));
}

export interface ProgramTables {
  programs: Table<StudentProgram>;
  targets: Table<StudentTarget>;
  goals: Table<StudentGoal>;
}

/** The three tables, seeded in order: targets and goals from the programs; playlists from the targets. */
export function programTables(db: Db): ProgramTables {
  const programs = db.defineTable<StudentProgram>('student_programs', (faker) => seedPrograms(faker, db));
  const targets = db.defineTable<StudentTarget>('student_program_targets', (faker) => {
    const rows = seedTargets(faker, programs.all());
    return rows;
  });
  const goals = db.defineTable<StudentGoal>('student_goals', (faker) => {
    // The playlists follow the targets just seeded: every target not mastered, in order.
    const open = new Map<number, number[]>();
    for (const target of targets.all()) {
      if (target.status === 'Mastered') continue;
      open.set(target.program_id, [...(open.get(target.program_id) ?? []), target.id]);
    }
    for (const program of programs.all()) programs.update(program.id, { playlist: open.get(program.id) ?? [] }, instantOf(program.updated_at));
    return seedGoals(faker, programs.all());
  });
  return { programs, targets, goals };
}
