// An ABC entry's own values: what a correction or an undo sends back to the API, and what an entry waiting in the
// outbox shows until the API answers. Optional values are null, never missing, so a sent entry and a shown one agree.
import type { AbcEntryInput } from '../../../gql/graphql';

export type AbcValues = Required<{ [K in Exclude<keyof AbcEntryInput, 'behaviorId'>]: Exclude<AbcEntryInput[K], undefined> }>;

export function abcValues(source: Omit<AbcEntryInput, 'behaviorId'>): AbcValues {
  return {
    date: source.date,
    time: source.time,
    setting: source.setting ?? null,
    antecedent: source.antecedent,
    behavior: source.behavior,
    consequence: source.consequence,
    intensity: source.intensity ?? null,
    durationSeconds: source.durationSeconds ?? null,
    notes: source.notes ?? null,
  };
}
