// A page coming into an empty grid is drawn in two tasks, the rows in view first; a page coming into a grid that shows
// rows is drawn whole, and a later page cancels the rest of an earlier one.
import type { GridApi } from 'ag-grid-community';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { FIRST_DRAWN_ROWS, PageDraw } from './pageDraw';

interface Row {
  id: string;
}

const page = (count: number, from = 1): Row[] => Array.from({ length: count }, (_, index) => ({ id: String(from + index) }));

/** The two calls the drawing makes on a grid, recorded. */
function fakeGrid() {
  const given: Row[][] = [];
  let destroyed = false;
  const grid = {
    updateGridOptions: ({ rowData }: { rowData: Row[] }) => given.push(rowData),
    isDestroyed: () => destroyed,
  } as unknown as GridApi<Row>;
  return { grid, given, destroy: () => (destroyed = true) };
}

describe('drawing a page', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('draws the first rows of a long page into an empty grid, and the whole page in the next task', () => {
    const { grid, given } = fakeGrid();
    const completed = vi.fn();
    const draw = new PageDraw<Row>(() => grid, completed);
    const rows = page(50);
    const first = draw.rowsNow(rows, true);
    expect(first).toEqual(rows.slice(0, FIRST_DRAWN_ROWS));
    // A render before the next task hands over the same page: still its first rows, the same array (the grid takes
    // a new array for a new page).
    expect(draw.rowsNow(rows, false)).toBe(first);
    expect(given).toEqual([]);
    vi.runAllTimers();
    expect(given).toEqual([rows]);
    expect(completed).toHaveBeenCalledWith(grid);
    // Once complete, the page is the grid's as it is.
    expect(draw.rowsNow(rows, false)).toBe(rows);
  });

  it('draws a short page, or a page into a grid that shows rows, whole', () => {
    const { grid, given } = fakeGrid();
    const draw = new PageDraw<Row>(() => grid, vi.fn());
    const short = page(FIRST_DRAWN_ROWS);
    const next = page(50, 51);
    expect(draw.rowsNow(short, true)).toBe(short);
    expect(draw.rowsNow(next, false)).toBe(next);
    vi.runAllTimers();
    expect(given).toEqual([]);
  });

  it('leaves the rest of a page undrawn when another page comes first, or the grid ends', () => {
    const { grid, given, destroy } = fakeGrid();
    const completed = vi.fn();
    const draw = new PageDraw<Row>(() => grid, completed);
    draw.rowsNow(page(50), true);
    const next = page(50, 51);
    expect(draw.rowsNow(next, false)).toBe(next);
    vi.runAllTimers();
    expect(given).toEqual([]);

    draw.rowsNow(page(30), true);
    destroy();
    vi.runAllTimers();
    expect(given).toEqual([]);
    expect(completed).not.toHaveBeenCalled();
  });
});
