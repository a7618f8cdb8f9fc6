// An ordered list a person rearranges: an item is dragged by its handle onto another's place, or moved one place by
// Alt+Up and Alt+Down with its handle focused (the focus stays on that handle once the list is drawn anew); every
// move is announced for a live region.
import { useEffect, useRef, useState, type DragEvent, type KeyboardEvent } from 'react';

/** The list with the item at `from` moved to `to` (both 0-based, `to` clamped to the list). */
export function moved<T>(items: readonly T[], from: number, to: number): T[] {
  const target = Math.max(0, Math.min(items.length - 1, to));
  if (from === target || from < 0 || from >= items.length) return [...items];
  const next = [...items];
  const [item] = next.splice(from, 1);
  next.splice(target, 0, item!);
  return next;
}

export interface ReorderOptions<T> {
  items: readonly T[];
  onChange: (items: T[]) => void;
  keyOf: (item: T) => string;
  /** How an item is named in the announcements. */
  labelOf: (item: T) => string;
  disabled?: boolean | undefined;
}

export function useReorder<T>({ items, onChange, keyOf, labelOf, disabled }: ReorderOptions<T>) {
  const [announcement, setAnnouncement] = useState('');
  const [dragging, setDragging] = useState<number | null>(null);
  const [over, setOver] = useState<number | null>(null);
  const handles = useRef(new Map<string, HTMLButtonElement>());
  const focusAfterMove = useRef<string | null>(null);

  useEffect(() => {
    const key = focusAfterMove.current;
    if (key) handles.current.get(key)?.focus();
    focusAfterMove.current = null;
  }, [items]);

  const move = (from: number, to: number, keepFocus: boolean) => {
    const next = moved(items, from, to);
    const item = items[from];
    if (item === undefined || next.indexOf(item) === from) return;
    if (keepFocus) focusAfterMove.current = keyOf(item);
    onChange(next);
    setAnnouncement(`${labelOf(item)} moved to position ${next.indexOf(item) + 1} of ${next.length}.`);
  };

  /** The item at `index` as a drop target, its `className` marked while dragged (is-dragging) or dragged over (is-over). */
  const itemProps = (index: number, className: string) => ({
    className: `${className}${dragging === index ? ' is-dragging' : ''}${over === index && dragging !== index ? ' is-over' : ''}`,
    onDragOver: (event: DragEvent) => {
      if (dragging === null) return;
      event.preventDefault();
      setOver(index);
    },
    onDrop: (event: DragEvent) => {
      event.preventDefault();
      if (dragging !== null) move(dragging, index, false);
      setDragging(null);
      setOver(null);
    },
  });

  /** What the handle of the item at `index` needs: dragging, the keys, and its element for the focus. */
  const handleProps = (item: T, index: number) => ({
    disabled,
    draggable: !disabled,
    ref: (element: HTMLButtonElement | null) => {
      if (element) handles.current.set(keyOf(item), element);
      else handles.current.delete(keyOf(item));
    },
    onDragStart: (event: DragEvent) => {
      event.dataTransfer.effectAllowed = 'move';
      event.dataTransfer.setData('text/plain', keyOf(item));
      setDragging(index);
    },
    onDragEnd: () => {
      setDragging(null);
      setOver(null);
    },
    onKeyDown: (event: KeyboardEvent) => {
      if (!event.altKey || (event.key !== 'ArrowUp' && event.key !== 'ArrowDown')) return;
      event.preventDefault();
      move(index, index + (event.key === 'ArrowUp' ? -1 : 1), true);
    },
  });

  return { announcement, announce: setAnnouncement, itemProps, handleProps };
}
