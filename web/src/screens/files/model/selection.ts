// The selection of a folder's contents, as a file manager keeps it: a click picks one item, Ctrl (or Cmd) toggles
// one, Shift extends from the anchor; the arrows move the focus (Shift extending), Space toggles the focused item,
// Ctrl+A picks everything. Pure, so the table only draws what it says.
export interface Selection {
  /** The ids picked, in no particular order. */
  selected: ReadonlySet<string>;
  /** Where a Shift range starts: the last item clicked or toggled. */
  anchor: string | null;
  /** The item the keyboard is on. */
  focus: string | null;
}

export const emptySelection: Selection = { selected: new Set(), anchor: null, focus: null };

export interface Modifiers {
  shift?: boolean;
  /** Ctrl on Windows and Linux, Cmd on a Mac. */
  toggle?: boolean;
}

/** The ids between two items of the list, both included, in list order. */
function range(order: readonly string[], from: string, to: string): string[] {
  const a = order.indexOf(from);
  const b = order.indexOf(to);
  if (a < 0 || b < 0) return [to];
  return order.slice(Math.min(a, b), Math.max(a, b) + 1);
}

/** A pointer click on an item. */
export function clickItem(state: Selection, order: readonly string[], id: string, modifiers: Modifiers = {}): Selection {
  if (modifiers.shift && state.anchor !== null) {
    const extended = range(order, state.anchor, id);
    const selected = modifiers.toggle ? new Set([...state.selected, ...extended]) : new Set(extended);
    return { selected, anchor: state.anchor, focus: id };
  }
  if (modifiers.toggle) return { ...toggleOne(state.selected, id), anchor: id, focus: id };
  return { selected: new Set([id]), anchor: id, focus: id };
}

function toggleOne(selected: ReadonlySet<string>, id: string): Pick<Selection, 'selected'> {
  const next = new Set(selected);
  if (next.has(id)) next.delete(id);
  else next.add(id);
  return { selected: next };
}

export type SelectionKey = 'ArrowUp' | 'ArrowDown' | 'Home' | 'End' | ' ' | 'a';

export function isSelectionKey(key: string): key is SelectionKey {
  return key === 'ArrowUp' || key === 'ArrowDown' || key === 'Home' || key === 'End' || key === ' ' || key === 'a';
}

/** A key pressed in the list; null when the key means nothing to the selection (the caller lets it through). */
export function pressKey(state: Selection, order: readonly string[], key: SelectionKey, modifiers: Modifiers = {}): Selection | null {
  if (order.length === 0) return null;
  if (key === 'a') return modifiers.toggle ? { selected: new Set(order), anchor: order[0] ?? null, focus: state.focus ?? order[0] ?? null } : null;
  const current = state.focus !== null ? order.indexOf(state.focus) : -1;
  if (key === ' ') {
    const id = state.focus ?? order[0];
    if (id === undefined) return null;
    return { ...toggleOne(state.selected, id), anchor: id, focus: id };
  }
  const last = order.length - 1;
  const target =
    key === 'Home' ? 0 : key === 'End' ? last : key === 'ArrowDown' ? Math.min(current + 1, last) : Math.max(current < 0 ? 0 : current - 1, 0);
  const id = order[target];
  if (id === undefined) return null;
  if (modifiers.shift) {
    const anchor = state.anchor ?? state.focus ?? id;
    return { selected: new Set(range(order, anchor, id)), anchor, focus: id };
  }
  // Ctrl with an arrow moves the focus and leaves the selection, so Space can add items far apart.
  if (modifiers.toggle) return { ...state, focus: id };
  return { selected: new Set([id]), anchor: id, focus: id };
}

/** The selection kept to the items still listed (after a move, a delete or a new page). */
export function keepListed(state: Selection, order: readonly string[]): Selection {
  const listed = new Set(order);
  const selected = new Set([...state.selected].filter((id) => listed.has(id)));
  const still = (id: string | null) => (id !== null && listed.has(id) ? id : null);
  if (selected.size === state.selected.size && still(state.anchor) === state.anchor && still(state.focus) === state.focus) return state;
  return { selected, anchor: still(state.anchor), focus: still(state.focus) };
}
