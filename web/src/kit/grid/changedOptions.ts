// AG Grid takes every object handed to `updateGridOptions` as new, even the one it holds: handed the same column
// definitions again, it builds its columns again and measures the page. A render hands over only what changed.
import type { GridApi, GridOptions } from 'ag-grid-community';

/** The options of `next` that are not what the grid holds now (by reference), or null when none are. */
export function changedOptions<TRow>(grid: Pick<GridApi<TRow>, 'getGridOption'>, next: GridOptions<TRow>): GridOptions<TRow> | null {
  const changed = Object.entries(next).filter(([key, value]) => grid.getGridOption(key as keyof GridOptions<TRow>) !== value);
  return changed.length > 0 ? (Object.fromEntries(changed) as GridOptions<TRow>) : null;
}
