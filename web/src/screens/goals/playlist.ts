// A goal's playlist as the form edits it: targets in the order a session runs them. A new target has no id until
// saved; `key` tells rows apart meanwhile.
import type { GoalTargetInput } from '../../gql/graphql';

export const targetStatuses = ['Baseline', 'In Training', 'Mastered', 'On Hold'] as const;

export interface PlaylistTarget {
  key: string;
  id: string | null;
  name: string;
  status: string;
  masteryCriteria: string | null;
}

let nextKey = 0;
export const newTargetKey = () => `new-${(nextKey += 1)}`;

export function playlistOf(targets: readonly { id: string; name: string; status: string; masteryCriteria?: string | null }[]): PlaylistTarget[] {
  return targets.map((target) => ({
    key: target.id,
    id: target.id,
    name: target.name,
    status: target.status,
    masteryCriteria: target.masteryCriteria ?? null,
  }));
}

export function playlistInput(targets: readonly PlaylistTarget[]): GoalTargetInput[] {
  return targets.map((target) => ({
    ...(target.id ? { id: target.id } : {}),
    name: target.name.trim(),
    status: target.status,
    masteryCriteria: target.masteryCriteria,
  }));
}

export { moved } from '../../kit/list/useReorder';
