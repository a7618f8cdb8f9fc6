// Thirty-two classes, each led by a staff member and holding students, both drawn from the live rows of the users
// and students tables when the table is seeded (those areas register first).
import type { Faker } from '@faker-js/faker';
import type { NewRow } from '../../db/table.js';
import { someIds } from '../groups/seed.js';
import type { SchoolClass } from './school-class.js';
import { timestamp } from '../../kit/dates.js';

const grades = ['Pre-K', 'Kindergarten', 'Grade 1', 'Grade 2', 'Grade 3', 'Grade 4', 'Grade 5', 'Grade 6', 'Grade 7', 'Grade 8'];
const kinds = ['Integrated Co-Teaching', 'Self-Contained 8:1:1', 'Self-Contained 12:1:1', 'General Education', 'Resource Room'];

export const seededClassCount = 32;

export function seedClasses(faker: Faker, staffIds: readonly number[], liveStudentIds: readonly number[]): NewRow<SchoolClass>[] {
  return Array.from({ length: seededClassCount }, (_, index) => {
    const grade = grades[index % grades.length]!;
    const kind = kinds[Math.floor(index / grades.length) % kinds.length]!;
    const created = faker.date.past({ years: 2 });
    return {
      name: `${grade} ${kind}`,
      grade,
      room: `Room ${faker.number.int({ min: 1, max: 3 })}${String(faker.number.int({ min: 1, max: 30 })).padStart(2, '0')}`,
      staff_id: staffIds.length > 0 ? faker.helpers.arrayElement(staffIds) : null,
      student_ids: someIds(faker, liveStudentIds, 4, 10),
      status: index % 11 === 10 ? 0 : 1,
      created_at: timestamp(created),
      updated_at: timestamp(created),
    };
  });
}
