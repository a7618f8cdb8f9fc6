// A page that comes into an empty grid is drawn in two tasks when it has more rows than a screen shows: those first,
// the rest in the next task. The rows in view paint sooner, and neither task holds the page as long as the whole page
// would (each of AG Grid's own frames allows 60 ms of script, plus the style and layout of what it adds).
import type { GridApi } from 'ag-grid-community';

/** Rows drawn in the first task: more than a laptop's or a tablet's screen shows under a list's header and filters. */
export const FIRST_DRAWN_ROWS = 20;

export class PageDraw<TRow> {
  /** The page whose rows past the first are still to be drawn, and those first rows (the same array each render). */
  private completing: TRow[] | null = null;
  private firstRows: TRow[] = [];

  /**
   * @param grid the grid once made (a page may be handed over before, for the grid's first options).
   * @param completed called once the whole page is in the grid, for what depends on every row (the selection).
   */
  constructor(
    private readonly grid: () => GridApi<TRow> | null,
    private readonly completed: (grid: GridApi<TRow>) => void,
  ) {}

  /** The rows to hand the grid now, of the page it is to show; `intoEmptyGrid` when it shows none yet. */
  rowsNow(page: TRow[], intoEmptyGrid: boolean): TRow[] {
    if (this.completing === page) return this.firstRows;
    this.completing = null;
    if (!intoEmptyGrid || page.length <= FIRST_DRAWN_ROWS) return page;
    this.completing = page;
    this.firstRows = page.slice(0, FIRST_DRAWN_ROWS);
    setTimeout(() => {
      const grid = this.grid();
      // A later page, or the grid's end, cancels the rest of this one.
      if (this.completing !== page || !grid || grid.isDestroyed()) return;
      this.completing = null;
      grid.updateGridOptions({ rowData: page });
      this.completed(grid);
    });
    return this.firstRows;
  }
}
