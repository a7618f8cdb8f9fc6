// Prompt levels from most to least intrusive, with the variants practices add; a couple soft-deleted.
import type { Faker } from '@faker-js/faker';
import type { NewRow } from '../../db/table.js';
import type { PromptCode } from './prompt-code.js';
import { timestamp } from '../../kit/dates.js';

const prompts: readonly [string, string, string][] = [
  ['FP', 'Full Physical', 'Hand-over-hand guidance through the whole response.'],
  ['PP', 'Partial Physical', 'A light touch at the elbow or wrist to start the response.'],
  ['PPW', 'Partial Physical (Wrist)', 'Guidance at the wrist only.'],
  ['PPE', 'Partial Physical (Elbow)', 'Guidance at the elbow only.'],
  ['SH', 'Shadowing', 'Hands follow without touching, ready to guide.'],
  ['FM', 'Full Model', 'The whole response is demonstrated.'],
  ['PM', 'Partial Model', 'Part of the response is demonstrated.'],
  ['FV', 'Full Verbal', 'The whole answer is said for the learner to repeat.'],
  ['PV', 'Partial Verbal', 'The first sound or word of the answer is given.'],
  ['VI', 'Verbal Instruction', 'A spoken hint that is not the answer itself.'],
  ['G', 'Gestural', 'Pointing or nodding toward the correct response.'],
  ['VS', 'Visual', 'A picture, written word or video cue.'],
  ['TX', 'Textual', 'A written cue the learner reads.'],
  ['POS', 'Positional', 'The correct item is placed closer to the learner.'],
  ['ST', 'Stimulus Prompt', 'The correct item is made more salient.'],
  ['TD', 'Time Delay', 'The prompt is withheld for a set number of seconds.'],
  ['EC', 'Error Correction', 'The trial is re-presented after an error.'],
  ['IND', 'Independent', 'Correct response with no prompt.'],
  ['NR', 'No Response', 'No response within the response window.'],
  ['INC', 'Incorrect', 'An incorrect response without a prompt.'],
];

export const seededDeletedPromptCodeCount = 2;

export function seedPromptCodes(faker: Faker): NewRow<PromptCode>[] {
  return prompts.map(([code, name, description], index) => {
    const created = faker.date.past({ years: 2 });
    return {
      code,
      name,
      level: index + 1,
      description,
      status: index % 6 === 5 ? 0 : 1,
      created_at: timestamp(created),
      updated_at: timestamp(created),
      deleted_at: index >= prompts.length - seededDeletedPromptCodeCount ? timestamp(faker.date.recent({ days: 30 })) : null,
    };
  });
}
