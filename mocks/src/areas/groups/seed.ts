// Thirty groups of three to six students. The students are drawn from the students table's live rows when the table
// is seeded (the students area registers first), so every id names a student that exists.
import type { Faker } from '@faker-js/faker';
import type { NewRow } from '../../db/table.js';
import type { Group } from './group.js';
import { timestamp } from '../../kit/dates.js';

const focuses = ['Social Skills', 'Early Learners', 'Play Skills', 'Communication', 'Emotional Regulation', 'School Readiness'];
const bands = ['Ages 3–5', 'Ages 5–7', 'Ages 8–10', 'Ages 11–13', 'Teens'];

export const seededGroupCount = 30;

/** Up to `size` distinct ids from the pool, ascending. */
export function someIds(faker: Faker, pool: readonly number[], min: number, max: number): number[] {
  if (pool.length === 0) return [];
  return faker.helpers.arrayElements(pool, { min: Math.min(min, pool.length), max: Math.min(max, pool.length) }).sort((a, b) => a - b);
}

export function seedGroups(faker: Faker, liveStudentIds: readonly number[]): NewRow<Group>[] {
  return Array.from({ length: seededGroupCount }, (_, index) => {
    const focus = focuses[index % focuses.length]!;
    const band = bands[Math.floor(index / focuses.length) % bands.length]!;
    const created = faker.date.past({ years: 2 });
    return {
      name: `${focus} Group (${band})`,
      description: `${focus} practice for learners ${band.toLowerCase()}, ${faker.helpers.arrayElement(['Monday and Wednesday', 'Tuesday and Thursday', 'Friday'])} afternoons.`,
      student_ids: someIds(faker, liveStudentIds, 3, 6),
      status: index % 9 === 8 ? 0 : 1,
      created_at: timestamp(created),
      updated_at: timestamp(created),
    };
  });
}
