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
  return targets.map((target) => ({ key: target.id, id: target.id, name: target.name, status: target.status, masteryCriteria: target.masteryCriteria ?? null }));
}

export function playlistInput(targets: readonly PlaylistTarget[]): GoalTargetInput[] {
  return targets.map((target) => ({ ...(target.id ? { id: target.id } : {}), name: target.name.trim(), status: target.status, masteryCriteria: target.masteryCriteria }));
}

/** The list with the item at `from` moved to `to` (both 0-based, `to` clamped to the list). */
export function moved<T>(items: readonly T[], from: number, to: number): T[] {
  const target = Math.max(0, Math.min(items.length - 1, to));
  if (from === target || from < 0 || from >= items.length) return [...items];
  const next = [...items];
  const [item] = next.splice(from, 1);
  next.splice(target, 0, item!);
  return next;
}
