// Goals as a practice's goal bank words them, each in the skill area it belongs to: the id is read from the skill
// areas table's live rows when the table is seeded (the skill areas area registers first).
import type { Faker } from '@faker-js/faker';
import { mostlyActive } from '../../db/seed-values.js';
import type { NewRow } from '../../db/table.js';
import type { Goal } from './goal.js';
import { timestamp } from '../../kit/dates.js';

const stems = [
  'will independently',
  'will with no more than one gestural prompt',
  'will across two settings',
  'will with two different instructors',
];

/** Each skill with the skill area it belongs to (by the skill area's seeded name). */
const skills: readonly [string, string][] = [
  ['Manding', 'request preferred items using two-word phrases'],
  ['Tacting', 'label 50 common objects'],
  ['Listener Responding', 'follow two-step instructions'],
  ['Motor Imitation', 'imitate ten gross motor actions'],
  ['Visual Perceptual Skills', 'match identical pictures from a field of six'],
  ['Social Play', 'take turns in a board game with a peer'],
  ['Joint Attention', 'respond to their name within three seconds'],
  ['Intraverbal', 'answer five personal information questions'],
  ['Personal Hygiene', 'wash hands following a visual schedule'],
  ['Tolerance and Flexibility', 'tolerate a change in routine without problem behavior'],
  ['Emotional Regulation', 'use a break card when frustrated'],
  ['Social Skills', 'greet peers on arrival'],
  ['Independent Play', 'complete a 10-piece puzzle'],
  ['Writing', 'write their first name'],
  ['Math', 'count objects up to 20'],
  ['Tolerance and Flexibility', 'wait for up to two minutes for a preferred item'],
  ['Dressing', 'dress independently for outdoor play'],
  ['Classroom Routines', 'transition between activities with a timer'],
  ['Social Play', 'comment on a peer’s play'],
  ['Emotional Regulation', 'identify five emotions in pictures'],
];

export const seededGoalCount = 80;

/** `skillAreaId` answers the id of the live skill area of that name. */
export function seedGoals(faker: Faker, skillAreaId: (name: string) => number | undefined): NewRow<Goal>[] {
  return Array.from({ length: seededGoalCount }, (_, index) => {
    const [area, skill] = skills[index % skills.length]!;
    const stem = stems[Math.floor(index / skills.length) % stems.length]!;
    const created = faker.date.past({ years: 2 });
    return {
      name: `Learner ${stem} ${skill}`,
      description: `Measured across 3 consecutive sessions at 80% accuracy or better.`,
      skill_area_id: skillAreaId(area) ?? null,
      status: mostlyActive(faker, 9),
      created_at: timestamp(created),
      updated_at: timestamp(created),
      deleted_at: null,
    };
  });
}
