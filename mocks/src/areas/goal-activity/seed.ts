// Activities an ABA clinic runs through its day, each practising a target of a skill area; a few deleted.
import type { Faker } from '@faker-js/faker';
import type { NewRow } from '../../db/table.js';
import { timestamp } from '../../kit/dates.js';
import type { GoalActivity } from './goal-activity.js';

/** The activity sessions of a clinic day, offered by the sessions list before any activity names them. */
export const activitySessions = [
  'Morning Circle',
  'Table Work',
  'Natural Environment Teaching',
  'Snack Time',
  'Free Play',
  'Group Instruction',
  'Outdoor Play',
  'Transition',
] as const;

const activities: readonly [string, string, string, string][] = [
  ['Morning Circle', 'Greets each peer by name during the hello song.', 'Social Skills', 'Greeting peers'],
  ['Table Work', 'Matches identical pictures from a field of six.', 'Visual Perceptual Skills', 'Picture matching'],
  ['Natural Environment Teaching', 'Requests preferred toys with two-word phrases.', 'Manding', 'Two-word mands'],
  ['Snack Time', 'Requests snack items and utensils.', 'Manding', 'Requesting snack'],
  ['Free Play', 'Completes a 10-piece puzzle without help.', 'Independent Play', 'Puzzle completion'],
  ['Group Instruction', 'Follows two-step instructions given to the group.', 'Listener Responding', 'Two-step instructions'],
  ['Outdoor Play', 'Takes turns on the slide with a peer.', 'Social Play', 'Turn taking'],
  ['Transition', 'Moves to the next activity when the timer sounds.', 'Classroom Routines', 'Timer transitions'],
  ['Table Work', 'Labels common objects in pictures.', 'Tacting', 'Object labels'],
  ['Morning Circle', 'Answers personal information questions.', 'Intraverbal', 'Personal information'],
  ['Snack Time', 'Washes hands before eating following the visual schedule.', 'Personal Hygiene', 'Hand washing'],
  ['Free Play', 'Uses a break card when frustrated.', 'Emotional Regulation', 'Break card'],
];

export const seededDeletedGoalActivityCount = 2;

export function seedGoalActivities(faker: Faker, skillAreaId: (name: string) => number | undefined): NewRow<GoalActivity>[] {
  return activities.map(([session, description, area, target], index) => {
    const created = faker.date.past({ years: 1 });
    return {
      session_name: session,
      description,
      skill_area_id: skillAreaId(area) ?? null,
      target_name: target,
      status: 1,
      created_at: timestamp(created),
      updated_at: timestamp(created),
      deleted_at: index >= activities.length - seededDeletedGoalActivityCount ? timestamp(faker.date.recent({ days: 30 })) : null,
    };
  });
}
