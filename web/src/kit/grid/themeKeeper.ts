// AG Grid adds its theme's style sheets to the page when a grid is made, and takes them away when the last grid goes.
// A page given new sheets is styled again whole, and the grid reads a computed style and its sizes at once: on a list
// (about 1,600 elements) that is the largest part of making the grid, in the task that makes it, every time a list
// opens. A grid that is never shown, made once as the first list renders (before its page is on the page), adds the
// sheets while the page is small and holds them for the page's life; every list's grid then finds them in place.
import { createGrid, type GridApi } from 'ag-grid-community';
import { gridModules } from './modules';
import { blueprintGridTheme } from './theme';

let keeper: GridApi<Record<string, never>> | null = null;

/** Puts the grid's theme in the page, once; later calls do nothing. */
export function keepGridTheme(): void {
  if (keeper || typeof document === 'undefined') return;
  // Never attached: it lays nothing out and nobody reaches it.
  keeper = createGrid<Record<string, never>>(
    document.createElement('div'),
    { theme: blueprintGridTheme, columnDefs: [], rowData: [] },
    { modules: gridModules },
  );
}
