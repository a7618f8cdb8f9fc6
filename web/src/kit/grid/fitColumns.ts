// A list fits its frame: when its columns' least widths add up to more than the room beside the pinned actions, the
// widest give up room first (a long text loses its end to an ellipsis, where a phone number or a status would become
// unreadable), down to a floor. A column run under the pinned actions would be hidden from a person who does not think
// of scrolling the grid sideways: on a laptop 1366 px wide, the staff list lost two of its columns that way.

/** The narrowest a column is squeezed to: a short word and the ellipsis. */
export const SQUEEZED_MIN_WIDTH = 72;

/** AG Grid's least width of a column that names none. */
export const DEFAULT_MIN_WIDTH = 120;

/**
 * The columns' least widths within `room` px, or as given when they fit or the room is not known yet (0). A column
 * marked `kept` (the one that names and opens the record) keeps its width while the others can give up enough.
 */
export function fittedMinWidths(minWidths: readonly number[], room: number, kept: readonly boolean[] = []): number[] {
  const total = minWidths.reduce((sum, width) => sum + width, 0);
  if (room <= 0 || total <= room) return [...minWidths];
  const keptWidth = minWidths.reduce((sum, width, index) => (kept[index] ? sum + width : sum), 0);
  const others = minWidths.filter((_, index) => !kept[index]);
  if (keptWidth > 0 && others.length > 0 && room - keptWidth >= others.length * SQUEEZED_MIN_WIDTH) {
    const fitted = fittedMinWidths(others, room - keptWidth);
    let next = 0;
    return minWidths.map((width, index) => (kept[index] ? width : (fitted[next++] ?? width)));
  }
  // Every column is held to one width, the largest at which they all fit: the narrow ones keep theirs.
  const ascending = [...minWidths].sort((a, b) => a - b);
  let rest = room;
  let cap = 0;
  for (const [index, width] of ascending.entries()) {
    const even = Math.floor(rest / (ascending.length - index));
    if (width > even) {
      cap = even;
      break;
    }
    rest -= width;
  }
  return minWidths.map((width) => Math.max(SQUEEZED_MIN_WIDTH, Math.min(width, cap)));
}
