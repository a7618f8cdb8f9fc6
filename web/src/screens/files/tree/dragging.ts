// The items being dragged from the contents, for the drop targets to judge while the drag is over them (a browser
// shows a drag's data only on drop). One drag at a time, as a pointer allows.
import type { DraggedItem } from '../model/dropRules';

let dragged: readonly DraggedItem[] = [];

export function startDrag(items: readonly DraggedItem[]): void {
  dragged = items;
}

export function endDrag(): void {
  dragged = [];
}

export function draggedItems(): readonly DraggedItem[] {
  return dragged;
}
