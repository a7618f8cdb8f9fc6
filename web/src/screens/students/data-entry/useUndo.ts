// Undo of the last ABC entry action: an entry just made is deleted, an entry just corrected gets its
// former values back, an entry just deleted is made again. Only the last action is kept.
import { useCallback, useState } from 'react';
import type { AbcEntryFieldsFragment, AbcEntryInput } from '../../../gql/graphql';
import { abcValues } from './abcValues';

export type AbcEntry = AbcEntryFieldsFragment;

export type LastAction =
  { kind: 'created'; entry: AbcEntry } | { kind: 'updated'; before: AbcEntry; after: AbcEntry } | { kind: 'deleted'; entry: AbcEntry };

export function inputOf(entry: AbcEntry): AbcEntryInput {
  return { behaviorId: entry.behaviorId, ...abcValues(entry) };
}

export function describeAction(action: LastAction): string {
  switch (action.kind) {
    case 'created':
      return `Saved: ${action.entry.behaviorName ?? 'entry'} at ${action.entry.time}`;
    case 'updated':
      return `Corrected: ${action.after.behaviorName ?? 'entry'} at ${action.after.time}`;
    case 'deleted':
      return `Deleted: ${action.entry.behaviorName ?? 'entry'} at ${action.entry.time}`;
  }
}

export function useLastAction() {
  const [last, setLast] = useState<LastAction | null>(null);
  const remember = useCallback((action: LastAction | null) => setLast(action), []);
  return { last, remember };
}
