// Where dragged items may be dropped (or moved by the folder picker): into a folder, never into a folder being
// moved or any folder inside one, and not back into the folder they are already in. The server refuses the same
// moves; the rule here keeps the drop target from lighting up for them.
export interface DraggedItem {
  kind: 'folder' | 'file';
  id: string;
  /** The folder it sits in; null at the top. */
  parentId: string | null;
}

/** The path of a folder from the top down, its own id last (a tree node's ancestors and itself). */
export type FolderPath = readonly string[];

export type DropVerdict = { ok: true } | { ok: false; reason: string };

export const dropReasons = {
  nothing: 'Nothing is selected.',
  itself: 'A folder cannot be moved into itself.',
  child: 'A folder cannot be moved into one of its own folders.',
  same: 'They are already in this folder.',
} as const;

/**
 * Whether `items` may go into the folder whose path is `target` (an empty path is the top). `copy` allows the
 * folder they are in already (a copy beside the original); a move there changes nothing and is refused.
 */
export function dropVerdict(items: readonly DraggedItem[], target: FolderPath, copy = false): DropVerdict {
  if (items.length === 0) return { ok: false, reason: dropReasons.nothing };
  const targetId = target.length > 0 ? (target[target.length - 1] ?? null) : null;
  for (const item of items) {
    if (item.kind !== 'folder') continue;
    if (item.id === targetId) return { ok: false, reason: dropReasons.itself };
    if (target.includes(item.id)) return { ok: false, reason: dropReasons.child };
  }
  if (!copy && items.every((item) => item.parentId === targetId)) return { ok: false, reason: dropReasons.same };
  return { ok: true };
}

/** The drag's payload type: items of this file manager, not files from the desktop. */
export const DRAG_TYPE = 'application/x-practice-files';

export function encodeDrag(items: readonly DraggedItem[]): string {
  return JSON.stringify(items);
}

function isDragged(value: unknown): value is DraggedItem {
  if (typeof value !== 'object' || value === null) return false;
  const item = value as Record<string, unknown>;
  return (
    (item.kind === 'folder' || item.kind === 'file') && typeof item.id === 'string' && (item.parentId === null || typeof item.parentId === 'string')
  );
}

/** The items of a drag, or none when the payload is not one of ours. */
export function decodeDrag(text: string): DraggedItem[] {
  try {
    const parsed: unknown = JSON.parse(text);
    return Array.isArray(parsed) && parsed.every(isDragged) ? parsed : [];
  } catch {
    return [];
  }
}
