// The headings of an ABA session note and the sub-headings under each.
import type { Faker } from '@faker-js/faker';
import type { NewRow } from '../../db/table.js';
import type { NoteHelperCategory, NoteHelperSubCategory } from './note-helper-category.js';
import { timestamp } from '../../kit/dates.js';

const headings: readonly [string, string[]][] = [
  ['Session Summary', ['Overall Participation', 'Mood and Affect', 'Attendance Notes']],
  ['Behavior Observations', ['Problem Behavior', 'Antecedents Observed', 'Consequences Delivered', 'Replacement Behavior']],
  ['Skill Acquisition', ['Targets Introduced', 'Targets Mastered', 'Prompt Levels Used', 'Generalization Probes']],
  ['Reinforcement', ['Reinforcers Used', 'Preference Assessment', 'Token Economy']],
  ['Caregiver Involvement', ['Caregiver Present', 'Caregiver Training Topics', 'Caregiver Feedback']],
  ['Environment', ['Session Location', 'Others Present', 'Distractions']],
  ['Health and Safety', ['Illness or Injury', 'Medication Changes', 'Safety Incidents']],
  ['Transitions', ['Arrival', 'Between Activities', 'Departure']],
  ['Communication', ['Manding', 'Conversation', 'AAC Use']],
  ['Social Skills', ['Peer Interaction', 'Turn-Taking', 'Sharing']],
  ['Supervision', ['BCBA Observation', 'Program Modifications', 'Treatment Integrity']],
  ['Plan for Next Session', ['Targets to Probe', 'Materials Needed', 'Follow-Up Items']],
  ['Barriers to Progress', ['Attendance', 'Competing Reinforcers', 'Sleep and Health']],
];

export function seedNoteHelperCategories(faker: Faker): NewRow<NoteHelperCategory>[] {
  return headings.map(([name], index) => ({
    name,
    description: `Sentences for the “${name}” part of the session note.`,
    sort_order: index + 1,
    status: index === headings.length - 1 ? 0 : 1,
    created_at: timestamp(faker.date.past({ years: 2 })),
  }));
}

/** Sub-categories of the categories above, by their seeded ids (1, 2, ...). */
export function seedNoteHelperSubCategories(faker: Faker): NewRow<NoteHelperSubCategory>[] {
  return headings.flatMap(([heading, subs], index) =>
    subs.map((name) => ({
      category_id: index + 1,
      name,
      description: `${heading}: ${name.toLowerCase()}.`,
      status: 1,
      created_at: timestamp(faker.date.past({ years: 2 })),
    })),
  );
}
