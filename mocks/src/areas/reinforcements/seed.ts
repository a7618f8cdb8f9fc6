// Reinforcers by category, as preference assessments list them; a couple soft-deleted.
import type { Faker } from '@faker-js/faker';
import { mostlyActive } from '../../db/seed-values.js';
import type { NewRow } from '../../db/table.js';
import type { Reinforcement } from './reinforcement.js';
import { timestamp } from '../../kit/dates.js';

const reinforcers: Record<string, string[]> = {
  Edible: ['Goldfish crackers', 'Fruit snacks', 'Raisins', 'Pretzels', 'Apple slices', 'Juice sip', 'Popcorn'],
  Tangible: ['Bubbles', 'Light-up spinner', 'Toy cars', 'Stickers', 'Play-Doh', 'Magnetic tiles', 'Picture book'],
  Social: ['High five', 'Verbal praise', 'Tickles', 'Thumbs up', 'Silly song', 'Hug'],
  Activity: ['Tablet time', 'Swing', 'Trampoline', 'Drawing', 'Puzzle', 'Chase game', 'Music break'],
  Sensory: ['Weighted blanket', 'Squeeze ball', 'Sensory bin', 'Noise-cancelling headphones', 'Vibrating pillow'],
  Token: ['Small token board', 'Large token board', 'Star chart', 'Point card'],
};

export const seededDeletedReinforcementCount = 2;

export function seedReinforcements(faker: Faker): NewRow<Reinforcement>[] {
  const rows = Object.entries(reinforcers).flatMap(([category, names]) => names.map((name) => ({ category, name })));
  return rows.map((row, index) => {
    const created = faker.date.past({ years: 2 });
    return {
      ...row,
      description: `${row.category} reinforcer: ${row.name.toLowerCase()}.`,
      status: mostlyActive(faker, 8),
      created_at: timestamp(created),
      updated_at: timestamp(created),
      deleted_at: index >= rows.length - seededDeletedReinforcementCount ? timestamp(faker.date.recent({ days: 30 })) : null,
    };
  });
}
