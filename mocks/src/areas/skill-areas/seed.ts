// The skill areas an ABA curriculum is organised by; the last few are soft-deleted, a few inactive.
import type { Faker } from '@faker-js/faker';
import { mostlyActive } from '../../db/seed-values.js';
import type { NewRow } from '../../db/table.js';
import type { SkillArea } from './skill-area.js';
import { timestamp } from '../../kit/dates.js';

const areas: readonly [string, string, string][] = [
  ['Manding', 'MND', 'Requesting items, actions and information.'],
  ['Tacting', 'TCT', 'Labelling objects, actions and features in the environment.'],
  ['Listener Responding', 'LR', 'Following instructions and selecting items by name.'],
  ['Echoic', 'ECH', 'Repeating sounds, words and phrases.'],
  ['Intraverbal', 'INV', 'Answering questions and conversational exchanges.'],
  ['Motor Imitation', 'IMI', 'Copying gross and fine motor movements.'],
  ['Visual Perceptual Skills', 'VPS', 'Matching, sorting and completing puzzles.'],
  ['Independent Play', 'PLY', 'Engaging with toys and leisure items without prompts.'],
  ['Social Play', 'SPL', 'Sharing, turn-taking and cooperative play with peers.'],
  ['Joint Attention', 'JA', 'Following and initiating shared attention.'],
  ['Social Skills', 'SOC', 'Greetings, conversation and perspective-taking.'],
  ['Emotional Regulation', 'EMO', 'Identifying feelings and using coping strategies.'],
  ['Toileting', 'TOI', 'Toilet training and related hygiene.'],
  ['Dressing', 'DRS', 'Putting on and taking off clothing and shoes.'],
  ['Feeding', 'FED', 'Mealtime behaviour, utensil use and food variety.'],
  ['Personal Hygiene', 'HYG', 'Hand washing, tooth brushing and grooming.'],
  ['Daily Living Skills', 'DLS', 'Household routines and chores.'],
  ['Safety Skills', 'SAF', 'Stranger safety, road safety and responding to name.'],
  ['Community Skills', 'COM', 'Shopping, waiting and behaviour in public places.'],
  ['Fine Motor', 'FM', 'Grasping, cutting, drawing and manipulating small items.'],
  ['Gross Motor', 'GM', 'Balance, coordination, running and jumping.'],
  ['Pre-Academic Skills', 'PAC', 'Colours, shapes, numbers and letters.'],
  ['Reading', 'RDG', 'Letter sounds, sight words and comprehension.'],
  ['Writing', 'WRT', 'Tracing, copying and independent writing.'],
  ['Math', 'MTH', 'Counting, number recognition and simple operations.'],
  ['Classroom Routines', 'CLR', 'Group instruction, transitions and following schedules.'],
  ['Executive Functioning', 'EXF', 'Planning, organisation and task initiation.'],
  ['Leisure Skills', 'LEI', 'Choosing and sustaining age-appropriate leisure activities.'],
  ['Vocational Skills', 'VOC', 'Job-related tasks and workplace behaviour.'],
  ['Sleep', 'SLP', 'Bedtime routines and sleeping independently.'],
  ['Tolerance and Flexibility', 'TOL', 'Accepting changes, denials and waiting.'],
  ['Linguistic Structure', 'LNG', 'Grammar, syntax and sentence length.'],
  ['Augmentative Communication', 'AAC', 'Using a device or picture exchange to communicate.'],
  ['Self-Advocacy', 'ADV', 'Asking for help and stating preferences.'],
  ['Health and Medical Routines', 'MED', 'Tolerating medical and dental procedures.'],
  ['Problem Solving', 'PRB', 'Identifying problems and generating solutions.'],
];

export const seededSkillAreaCount = areas.length;
export const seededDeletedSkillAreaCount = 3;

export function seedSkillAreas(faker: Faker): NewRow<SkillArea>[] {
  return areas.map(([name, code, description], index) => {
    const created = faker.date.past({ years: 3 });
    return {
      name,
      code,
      description,
      status: mostlyActive(faker, 8),
      created_at: timestamp(created),
      updated_at: timestamp(created),
      deleted_at: index >= areas.length - seededDeletedSkillAreaCount ? timestamp(faker.date.recent({ days: 60 })) : null,
    };
  });
}
