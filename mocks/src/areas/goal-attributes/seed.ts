// The fields a practice adds to its goals; one soft-deleted.
import type { Faker } from '@faker-js/faker';
import type { NewRow } from '../../db/table.js';
import { timestamp } from '../../kit/dates.js';
import type { GoalAttribute } from './goal-attribute.js';

type Seeded = Pick<GoalAttribute, 'name' | 'field_type' | 'options' | 'required' | 'description'>;

const attributes: readonly Seeded[] = [
  { name: 'Funder Goal Code', field_type: 'Text', options: [], required: false, description: 'The code the funder knows the goal by.' },
  {
    name: 'Domain',
    field_type: 'Select',
    options: ['Communication', 'Social', 'Adaptive', 'Behavior Reduction', 'Academic'],
    required: true,
    description: 'The treatment plan domain.',
  },
  { name: 'Review Date', field_type: 'Date', options: [], required: false, description: 'When the goal is next reviewed.' },
  { name: 'Baseline Percent', field_type: 'Number', options: [], required: false, description: 'The baseline measure, in percent.' },
  {
    name: 'Setting',
    field_type: 'Select',
    options: ['Home', 'Clinic', 'School', 'Community'],
    required: false,
    description: 'Where the goal is taught.',
  },
  { name: 'Legacy Code', field_type: 'Text', options: [], required: false, description: 'The code of the old goal bank.' },
];

export const seededDeletedGoalAttributeCount = 1;

export function seedGoalAttributes(faker: Faker): NewRow<GoalAttribute>[] {
  return attributes.map((attribute, index) => {
    const created = faker.date.past({ years: 2 });
    return {
      ...attribute,
      options: [...attribute.options],
      status: 1,
      created_at: timestamp(created),
      updated_at: timestamp(created),
      deleted_at: index >= attributes.length - seededDeletedGoalAttributeCount ? timestamp(faker.date.recent({ days: 30 })) : null,
    };
  });
}
