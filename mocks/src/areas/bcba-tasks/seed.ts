// A BCBA task list by content area, in the style of the certification board's; the last few are soft-deleted.
import type { Faker } from '@faker-js/faker';
import { mostlyActive } from '../../db/seed-values.js';
import type { NewRow } from '../../db/table.js';
import type { BcbaTask } from './bcba-task.js';
import { timestamp } from '../../kit/dates.js';

const sections: Record<string, { letter: string; tasks: string[] }> = {
  Measurement: {
    letter: 'C',
    tasks: [
      'Create operational definitions of behavior',
      'Distinguish among direct, indirect and product measures',
      'Measure occurrence (frequency, rate, percentage)',
      'Measure temporal dimensions of behavior (duration, latency, interresponse time)',
      'Measure form and strength of behavior (topography, magnitude)',
      'Design and implement discontinuous measurement procedures',
      'Evaluate the validity and reliability of measurement procedures',
      'Graph data to communicate relevant quantitative relations',
      'Interpret graphed data',
    ],
  },
  'Behavior Assessment': {
    letter: 'F',
    tasks: [
      'Review records and available data at the outset of the case',
      'Determine the need for behavior-analytic services',
      'Identify and prioritize socially significant behavior-change goals',
      'Conduct assessments of relevant skill strengths and deficits',
      'Conduct preference assessments',
      'Describe the common functions of problem behavior',
      'Conduct a descriptive assessment of problem behavior',
      'Conduct a functional analysis of problem behavior',
      'Interpret functional assessment data',
    ],
  },
  'Behavior-Change Procedures': {
    letter: 'G',
    tasks: [
      'Use positive and negative reinforcement procedures',
      'Use interventions based on motivating operations and discriminative stimuli',
      'Establish and use conditioned reinforcers',
      'Use stimulus and response prompts and prompt fading',
      'Use modeling and imitation training',
      'Use shaping',
      'Use chaining',
      'Use discrete-trial, free-operant and naturalistic teaching arrangements',
      'Use token economies',
      'Use differential reinforcement',
      'Use extinction',
      'Use procedures to promote stimulus and response generalization',
      'Use procedures to promote maintenance',
    ],
  },
  'Selecting and Implementing Interventions': {
    letter: 'H',
    tasks: [
      'State intervention goals in observable and measurable terms',
      'Identify potential interventions based on assessment results and the best available evidence',
      'Recommend intervention goals and strategies based on client preferences and supporting environments',
      'When a behavior is to be decreased, select an acceptable alternative behavior to be established',
      'Plan for possible unwanted effects when using reinforcement, extinction and punishment procedures',
      'Monitor client progress and treatment integrity',
      'Make data-based decisions about the effectiveness of the intervention',
      'Collaborate with others who support or provide services to clients',
    ],
  },
  'Personnel Supervision and Management': {
    letter: 'I',
    tasks: [
      'State the reasons for using behavior-analytic supervision',
      'Establish clear performance expectations for the supervisor and supervisee',
      'Select supervision goals based on an assessment of the supervisee’s skills',
      'Train personnel to competently perform assessment and intervention procedures',
      'Use performance monitoring, feedback and reinforcement systems',
      'Use a functional assessment approach to identify variables affecting personnel performance',
      'Evaluate the effects of supervision',
    ],
  },
};

export const bcbaTaskCategories = Object.keys(sections);
export const seededDeletedBcbaTaskCount = 2;

export function seedBcbaTasks(faker: Faker): NewRow<BcbaTask>[] {
  const tasks = Object.entries(sections).flatMap(([category, { letter, tasks: names }]) =>
    names.map((name, index) => ({ category, code: `${letter}-${index + 1}`, name })),
  );
  return tasks.map((task, index) => {
    const created = faker.date.past({ years: 2 });
    return {
      ...task,
      description: `${task.name}, as the supervisor documents it in the case record.`,
      status: mostlyActive(faker, 9),
      created_at: timestamp(created),
      updated_at: timestamp(created),
      deleted_at: index >= tasks.length - seededDeletedBcbaTaskCount ? timestamp(faker.date.recent({ days: 45 })) : null,
    };
  });
}
