// Mastery criteria as a practice names them: what kind of teaching they apply to, the accuracy a session must reach
// and over how many sessions in a row. The name carries no figures, so that lists sort by it as people read it.
import type { Faker } from '@faker-js/faker';
import type { NewRow } from '../../db/table.js';
import type { TargetAccuracy } from './target-accuracy.js';
import { timestamp } from '../../kit/dates.js';

const criteria: readonly [string, number, number][] = [
  ['Standard discrete trial', 80, 3],
  ['Strict discrete trial', 90, 3],
  ['Errorless teaching', 100, 2],
  ['Natural environment teaching', 80, 2],
  ['Fluency building', 90, 5],
  ['Generalization across people', 80, 2],
  ['Generalization across settings', 80, 3],
  ['Maintenance probe', 100, 1],
  ['Cold probe', 100, 2],
  ['Manding', 80, 3],
  ['Tacting', 90, 2],
  ['Listener responding', 90, 3],
  ['Intraverbal', 80, 3],
  ['Echoic', 80, 2],
  ['Motor imitation', 90, 2],
  ['Matching to sample', 90, 3],
  ['Task analysis (forward chaining)', 100, 3],
  ['Task analysis (backward chaining)', 100, 3],
  ['Task analysis (total task)', 90, 3],
  ['Self-care routine', 100, 5],
  ['Toileting', 90, 5],
  ['Safety skill', 100, 3],
  ['Social initiation', 75, 3],
  ['Peer play', 75, 2],
  ['Joint attention', 80, 3],
  ['Academic worksheet', 85, 3],
  ['Reading comprehension', 85, 2],
  ['Caregiver-run session', 80, 2],
  ['School-based session', 80, 3],
  ['Telehealth session', 80, 3],
  ['Group instruction', 70, 3],
  ['Early learner', 70, 2],
  ['Intensive teaching', 90, 5],
  ['Behavior reduction replacement', 80, 5],
  ['Legacy criterion A', 75, 5],
  ['Legacy criterion B', 95, 2],
];

export const seededDeletedTargetAccuracyCount = 2;

export function seedTargetAccuracies(faker: Faker): NewRow<TargetAccuracy>[] {
  return criteria.map(([name, percentage, sessions], index) => {
    const created = faker.date.past({ years: 2 });
    return {
      name,
      percentage,
      consecutive_sessions: sessions,
      description: `Mastered when ${percentage}% of trials are correct in ${sessions} session${sessions === 1 ? '' : 's'} in a row.`,
      status: index % 7 === 6 ? 0 : 1,
      created_at: timestamp(created),
      updated_at: timestamp(created),
      deleted_at: index >= criteria.length - seededDeletedTargetAccuracyCount ? timestamp(faker.date.recent({ days: 30 })) : null,
    };
  });
}
