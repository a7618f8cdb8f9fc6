// The phases targets move through, as practices name them; a couple soft-deleted.
import type { Faker } from '@faker-js/faker';
import type { NewRow } from '../../db/table.js';
import type { TargetPromoCode } from './target-promo-code.js';
import { timestamp } from '../../kit/dates.js';

const phases: readonly [string, string, string][] = [
  ['BL', 'Baseline', 'Probing the target before teaching starts.'],
  ['ACQ', 'Acquisition', 'The target is being taught.'],
  ['IT', 'In Treatment', 'Teaching with the current prompt hierarchy.'],
  ['MNT', 'Maintenance', 'Probed periodically after mastery.'],
  ['MST', 'Mastered', 'Met its mastery criterion.'],
  ['GEN', 'Generalization', 'Tested with new people, materials and settings.'],
  ['PRB', 'Probe', 'A cold probe at the start of the session.'],
  ['HLD', 'On Hold', 'Paused by the supervising BCBA.'],
  ['DC', 'Discontinued', 'Removed from the program.'],
  ['RTR', 'Retraining', 'Back in teaching after a failed maintenance probe.'],
  ['FLU', 'Fluency', 'Building rate of correct responding.'],
  ['NT', 'Not Yet Introduced', 'Queued in the playlist.'],
  ['PM', 'Parent Mastered', 'Mastered in caregiver-run sessions.'],
  ['SM', 'School Mastered', 'Mastered in the classroom.'],
  ['CM', 'Community Mastered', 'Mastered in community outings.'],
  ['TP', 'Teaching Probe', 'Probed mid-teaching to check progress.'],
  ['ER', 'Errorless', 'Taught with errorless prompting.'],
  ['MT', 'Mass Trial', 'Taught in massed trials.'],
  ['RR', 'Random Rotation', 'Mixed with mastered targets.'],
  ['EXP', 'Expansion', 'Extended with new exemplars.'],
  ['PRE', 'Prerequisite', 'A skill another target depends on.'],
  ['REV', 'Under Review', 'Awaiting the BCBA’s review of recent data.'],
  ['ART', 'Archived', 'Kept for history only.'],
  ['INT', 'Intensive Teaching', 'Taught at a higher session frequency.'],
  ['NET', 'Natural Environment', 'Taught in natural-environment arrangements.'],
  ['DTT', 'Discrete Trial', 'Taught in discrete trials.'],
  ['CAR', 'Caregiver Training', 'Caregivers are being trained to run it.'],
  ['TRN', 'Transfer', 'Moving control from prompts to natural cues.'],
  ['CHK', 'Check-in', 'Monthly maintenance check.'],
  ['DEL', 'Delayed Probe', 'Probed after a planned gap.'],
];

export const seededDeletedTargetPromoCodeCount = 2;

export function seedTargetPromoCodes(faker: Faker): NewRow<TargetPromoCode>[] {
  return phases.map(([code, name, description], index) => {
    const created = faker.date.past({ years: 2 });
    return {
      code,
      name,
      color: faker.color.rgb({ format: 'hex', casing: 'upper' }),
      description,
      status: index % 9 === 8 ? 0 : 1,
      created_at: timestamp(created),
      updated_at: timestamp(created),
      deleted_at: index >= phases.length - seededDeletedTargetPromoCodeCount ? timestamp(faker.date.recent({ days: 30 })) : null,
    };
  });
}
