// The PDF editor's placements while they are edited: points from a page's bottom left, kept on the page, rounded
// to a tenth of a point.
export interface Draft {
  key: number;
  field: string;
  page: number;
  x: number;
  y: number;
  fontSize: number;
}

export interface PageBox {
  number: number;
  width: number;
  height: number;
}

const round = (value: number) => Math.round(value * 10) / 10;

/** A point kept inside its page. */
export function onPage(page: PageBox, x: number, y: number): { x: number; y: number } {
  return { x: round(Math.min(Math.max(x, 0), page.width)), y: round(Math.min(Math.max(y, 0), page.height)) };
}

/** Where a pointer is on a page box drawn at `scale` pixels a point. */
export function pointerPoint(page: PageBox, rect: { left: number; bottom: number }, clientX: number, clientY: number, scale: number) {
  return onPage(page, (clientX - rect.left) / scale, (rect.bottom - clientY) / scale);
}

/** A draft's step by keyboard: arrows move one point, ten with Shift. */
export function nudged(draft: Draft, page: PageBox, key: string, shift: boolean): Draft | null {
  const step = shift ? 10 : 1;
  const moves: Record<string, [number, number]> = { ArrowLeft: [-step, 0], ArrowRight: [step, 0], ArrowUp: [0, step], ArrowDown: [0, -step] };
  const move = moves[key];
  if (!move) return null;
  return { ...draft, ...onPage(page, draft.x + move[0], draft.y + move[1]) };
}
