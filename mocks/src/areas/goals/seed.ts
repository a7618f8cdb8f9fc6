// Goals as a practice's treatment plans word them: for each of 20 seeded students one parent goal with three
// sub-goals (80 goals), each sub-goal with its targets in playlist order and values for the first goal attributes.
// Skill area ids are read from the skill areas table's live rows (the skill areas area registers first), students
// from the students with seeded records.
import type { Faker } from '@faker-js/faker';
import type { Db } from '../../db/index.js';
import { mostlyActive } from '../../db/seed-values.js';
import type { NewRow } from '../../db/table.js';
import { shiftDays, timestamp, dayOf } from '../../kit/dates.js';
import { skillAreaResource, type SkillArea } from '../skill-areas/index.js';
import { detailedStudents } from '../students/table.js';
import type { GoalAttribute } from '../goal-attributes/goal-attribute.js';
import { progressStatuses, recordingTypes, targetStatuses, type Goal, type GoalTarget } from './goal.js';

/** A parent goal and its three sub-goals: each [skill area, skill, targets]. */
interface Plan {
  parent: [string, string];
  subs: readonly [string, string, readonly string[]][];
}

const plans: readonly Plan[] = [
  {
    parent: ['Manding', 'communicate wants and needs functionally'],
    subs: [
      ['Manding', 'request preferred items using two-word phrases', ['Want juice', 'Want ball', 'Open door', 'More bubbles']],
      ['Tacting', 'label 50 common objects', ['Cup', 'Shoe', 'Dog', 'Car', 'Spoon']],
      ['Intraverbal', 'answer five personal information questions', ['Name', 'Age', 'Favourite colour']],
    ],
  },
  {
    parent: ['Social Play', 'play and interact with peers'],
    subs: [
      ['Social Play', 'take turns in a board game with a peer', ['Wait for turn', 'Pass the dice', 'Say "your turn"']],
      ['Joint Attention', 'respond to their name within three seconds', ['From 1 metre', 'From 3 metres', 'Across the room']],
      ['Social Skills', 'greet peers on arrival', ['Wave', 'Say hello', 'Say name of peer']],
    ],
  },
  {
    parent: ['Personal Hygiene', 'complete daily living routines independently'],
    subs: [
      ['Personal Hygiene', 'wash hands following a visual schedule', ['Turn on water', 'Use soap', 'Rinse', 'Dry hands']],
      ['Dressing', 'dress independently for outdoor play', ['Put on coat', 'Zip coat', 'Put on shoes']],
      ['Classroom Routines', 'transition between activities with a timer', ['Timer 2 minutes', 'Timer 1 minute', 'Visual cue only']],
    ],
  },
  {
    parent: ['Emotional Regulation', 'manage frustration safely'],
    subs: [
      ['Emotional Regulation', 'use a break card when frustrated', ['Hand break card', 'Request break verbally']],
      [
        'Tolerance and Flexibility',
        'tolerate a change in routine without problem behavior',
        ['Change of activity', 'Change of room', 'Change of staff'],
      ],
      ['Emotional Regulation', 'identify five emotions in pictures', ['Happy', 'Sad', 'Angry', 'Scared', 'Tired']],
    ],
  },
  {
    parent: ['Math', 'build early academic skills'],
    subs: [
      ['Math', 'count objects up to 20', ['Count to 5', 'Count to 10', 'Count to 20']],
      ['Writing', 'write their first name', ['Trace name', 'Copy name', 'Write name from memory']],
      ['Visual Perceptual Skills', 'match identical pictures from a field of six', ['Field of 2', 'Field of 4', 'Field of 6']],
    ],
  },
];

export const seededParentGoalCount = 20;
export const seededGoalCount = seededParentGoalCount * 4;

export function seedGoals(faker: Faker, db: Db): NewRow<Goal>[] {
  const areas = db.table<SkillArea>(skillAreaResource.spec.table).active();
  const skillAreaId = (name: string) => areas.find((area) => area.name === name)?.id ?? null;
  const attributes = db.table<GoalAttribute>('goal_attributes').active();
  const students = detailedStudents(db)
    .filter((student) => student.deleted_at === null)
    .slice(0, seededParentGoalCount);
  const rows: NewRow<Goal>[] = [];
  let targetId = 0;
  students.forEach((student, index) => {
    const plan = plans[index % plans.length]!;
    const created = faker.date.past({ years: 1 });
    const start = dayOf(created);
    const base = {
      student_id: student.id,
      description: 'Measured across 3 consecutive sessions at 80% accuracy or better.',
      mastery_criteria: '80% across 3 consecutive sessions',
      start_date: start,
      target_date: shiftDays(start, 180),
      // The last student's goals came in with the seeded import.
      import_id: index === students.length - 1 ? 1 : null,
      created_at: timestamp(created),
      updated_at: timestamp(created),
      deleted_at: null,
    };
    const parentId = rows.length + 1;
    rows.push({
      ...base,
      id: parentId,
      name: `${student.first_name} will ${plan.parent[1]}`,
      skill_area_id: skillAreaId(plan.parent[0]),
      status: 1,
      parent_id: null,
      progress_status: 'In Progress',
      recording_type: 'Percentage',
      targets: [],
      attribute_values: attributeValues(faker, attributes),
    });
    for (const [area, skill, targets] of plan.subs) {
      const playlist: GoalTarget[] = targets.map((name) => ({
        id: (targetId += 1),
        name,
        status: faker.helpers.arrayElement(targetStatuses),
        mastery_criteria: null,
      }));
      rows.push({
        ...base,
        id: rows.length + 1,
        name: `${student.first_name} will ${skill}`,
        skill_area_id: skillAreaId(area),
        status: mostlyActive(faker, 9),
        parent_id: parentId,
        progress_status: faker.helpers.arrayElement(progressStatuses.slice(0, 4)),
        recording_type: faker.helpers.arrayElement(recordingTypes),
        targets: playlist,
        attribute_values: attributeValues(faker, attributes),
      });
    }
  });
  return rows;
}

/** A value for each of the first three attributes (a Select's from its options). */
function attributeValues(faker: Faker, attributes: readonly GoalAttribute[]) {
  return attributes.slice(0, 3).map((attribute) => ({
    attribute_id: attribute.id,
    value:
      attribute.field_type === 'Select'
        ? faker.helpers.arrayElement(attribute.options)
        : attribute.field_type === 'Date'
          ? shiftDays('2026-12-01', faker.number.int({ min: 0, max: 90 }))
          : `G-${faker.string.numeric(4)}`,
  }));
}
