// Group lessons a clinic runs for small groups of learners; a couple soft-deleted.
import type { Faker } from '@faker-js/faker';
import type { NewRow } from '../../db/table.js';
import type { GroupTemplateLesson } from './group-template-lesson.js';
import { timestamp } from '../../kit/dates.js';

const lessons: readonly [string, string][] = [
  ['Morning Circle', 'Greeting peers and following the day’s schedule'],
  ['Turn-Taking Games', 'Waiting for a turn and passing materials'],
  ['Social Greetings', 'Initiating and returning greetings'],
  ['Feelings Check-In', 'Naming feelings and choosing a coping strategy'],
  ['Snack Time Requests', 'Requesting items and saying thank you'],
  ['Simon Says', 'Following one- and two-step instructions in a group'],
  ['Show and Tell', 'Commenting on a peer’s item and asking questions'],
  ['Cooperative Art', 'Sharing materials and building one picture together'],
  ['Music and Movement', 'Imitating actions to songs'],
  ['Board Game Club', 'Playing by rules and handling losing'],
  ['Conversation Skills', 'Staying on topic for three exchanges'],
  ['Calm-Down Corner', 'Using a break card and returning to the group'],
  ['Story Time', 'Attending to a story and answering wh- questions'],
  ['Classroom Readiness', 'Sitting in a group and raising a hand'],
  ['Playground Skills', 'Joining play and inviting a peer'],
  ['Problem-Solving Scenarios', 'Picking a fair solution to a conflict'],
  ['Perspective Taking', 'Saying what a peer might think or feel'],
  ['Community Helpers', 'Naming helpers and what they do'],
  ['Safety Rules', 'Stop, stranger safety and crossing the street'],
  ['Friendship Skills', 'Giving compliments and showing interest'],
  ['Group Cooking', 'Following a visual recipe with peers'],
  ['Building Challenge', 'Planning and building a structure as a team'],
  ['Role-Play: Ordering Food', 'Ordering, paying and waiting in line'],
  ['Yoga for Focus', 'Imitating poses and breathing exercises'],
  ['Emotion Charades', 'Acting out and guessing feelings'],
  ['Joint Attention Games', 'Pointing, showing and following gaze'],
  ['Sharing Circle', 'Offering a toy and asking for a turn'],
  ['Transition Practice', 'Moving between activities with a timer'],
  ['Listening Games', 'Responding to name and sounds'],
  ['Self-Advocacy Practice', 'Asking for help and saying no politely'],
  ['End-of-Day Review', 'Recalling the day’s activities'],
];

export const seededDeletedGroupTemplateLessonCount = 2;

export function seedGroupTemplateLessons(faker: Faker): NewRow<GroupTemplateLesson>[] {
  return lessons.map(([name, objective], index) => {
    const created = faker.date.past({ years: 2 });
    return {
      name,
      objective,
      duration_minutes: faker.helpers.arrayElement([15, 20, 30, 45]),
      description: `${name}: ${objective.toLowerCase()}.`,
      status: index % 8 === 7 ? 0 : 1,
      created_at: timestamp(created),
      updated_at: timestamp(created),
      deleted_at: index >= lessons.length - seededDeletedGroupTemplateLessonCount ? timestamp(faker.date.recent({ days: 30 })) : null,
    };
  });
}
