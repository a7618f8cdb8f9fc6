// The kit's one grid: AG Grid over one server page. The server pages and sorts; the grid shows the page, reports
// header clicks as a sort, offers row selection and a column of row actions (Blueprint buttons, reachable with the
// keyboard). The grid draws its rows itself (AG Grid's own DOM, not ag-grid-react's): it builds each row whole
// before putting it on the page, where React would put every cell on the page first and then set its classes one by
// one, restyling the page each time. Links and actions are plain elements (cells.ts); only a column that must draw
// something richer renders through React, into its cells (reactCells.tsx).
import { createGrid, type ColDef, type GridApi, type GridOptions, type SelectionChangedEvent, type SortChangedEvent } from 'ag-grid-community';
import { useEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import { useNavigate } from 'react-router';
import { afterCommit } from '../afterCommit';
import type { RowShape, SortDirection } from '../types';
import { changedOptions } from './changedOptions';
import { DEFAULT_MIN_WIDTH, fittedMinWidths } from './fitColumns';
import { ActionsCell, LinkCell, type ActionsCellParams, type LinkCellParams } from './cells';
import { gridModules } from './modules';
import { PageDraw } from './pageDraw';
import { ReactCell, ReactCellPortals, ReactCellStore, type ReactCellParams } from './reactCells';
import type { RowAction } from './RowActionButtons';
import { blueprintGridTheme, gridHeaderHeight, gridRowHeight } from './theme';
import { keepGridTheme } from './themeKeeper';
import './grid.css';

export type { RowAction } from './RowActionButtons';

export interface GridColumn<TRow> {
  /** Column id; its snake_case is the field the server sorts by unless `sortField` says otherwise. */
  id: string;
  header: string;
  /** The text of a cell (also what assistive technology and copying read). */
  value: (row: TRow) => string;
  /** The address the cell's text opens, or null where this row's does not open (drawn without React). */
  link?: (row: TRow) => string | null;
  /** Draws the cell (a coloured tag, say) in place of its text, through React: for what a link cannot show. */
  render?: (row: TRow) => ReactNode;
  /** The server's sort field; `false` for a column the API cannot sort by. */
  sortField?: string | false;
  /** Relative width (flex); 1 unless told. */
  flex?: number;
  minWidth?: number;
}

export interface GridSort {
  field: string | null;
  direction: SortDirection;
}

export interface DataGridProps<TRow extends RowShape> {
  /** Names the grid for assistive technology, e.g. 'Certifications'. */
  label: string;
  rows: readonly TRow[];
  columns: readonly GridColumn<TRow>[];
  sort?: GridSort;
  onSortChange?: (sort: GridSort) => void;
  actions?: readonly RowAction<TRow>[];
  /** Multi-row selection with checkboxes; the ids selected are reported. */
  onSelectionChange?: (ids: string[]) => void;
  /** Rows to select (the list clears its selection after a bulk write). */
  selectedIds?: readonly string[];
  /**
   * The first page is on its way: the grid shows its loading overlay, and sizes itself for `expectedRows` (the page
   * size). A screen that mounts the grid before its rows lets AG Grid set itself up while the query is in flight,
   * instead of after the answer has arrived.
   */
  loading?: boolean;
  expectedRows?: number;
}

const ACTIONS_COLUMN = '__actions';

/** The row actions' column: room for each button's label, and never narrower than two short ones. */
function actionsWidth<TRow>(actions: readonly RowAction<TRow>[]): number {
  return Math.max(
    140,
    actions.reduce((width, action) => width + 24 + action.label.length * 8, 0),
  );
}

/** AG Grid's checkbox column of a list whose rows can be chosen. */
const SELECTION_COLUMN_WIDTH = 50;
/** Room a grid that scrolls inside its frame keeps for its vertical scroll bar. */
const SCROLL_BAR_WIDTH = 16;

/**
 * Up to this many rows the grid grows with its rows and the page scrolls. A longer page (the 500-row choice of the
 * pager) scrolls inside a grid of fixed height instead, so that AG Grid draws only the rows in view: all 500 in the
 * DOM at once take seconds to lay out.
 */
const GROWING_GRID_MAX_ROWS = 100;

/** The API sorts by its own column names: snake_case (`issuing_body` for `issuingBody`). */
function sortFieldOf(column: { id: string; sortField?: string | false }): string | null {
  if (column.sortField === false) return null;
  return column.sortField ?? column.id.replace(/[A-Z]/g, (letter) => `_${letter.toLowerCase()}`);
}

/** Selection by checkboxes only: a click on a row opens or follows what is in it. */
const MULTI_ROW_SELECTION = { mode: 'multiRow', checkboxes: true, headerCheckbox: true, enableClickSelection: false } as const;

/** Selects the rows of these ids and no others (nothing to do without ids: the screen does not choose rows itself). */
function selectRows<TRow>(grid: GridApi<TRow>, ids: readonly string[] | undefined): void {
  if (!ids) return;
  const wanted = new Set(ids);
  grid.forEachNode((node) => {
    const selected = node.id !== undefined && wanted.has(node.id);
    if (node.isSelected() !== selected) node.setSelected(selected, false, 'api');
  });
}

/** A call on the grid, which measures itself as it redraws, once React's commit has returned (and if it still stands). */
function gridCall<TRow>(api: GridApi<TRow> | null, call: (grid: GridApi<TRow>) => void): void {
  if (!api) return;
  afterCommit(() => {
    if (!api.isDestroyed()) call(api);
  });
}

export function DataGrid<TRow extends RowShape>({
  label,
  rows,
  columns,
  sort,
  onSortChange,
  actions,
  onSelectionChange,
  selectedIds,
  loading = false,
  expectedRows = 0,
}: DataGridProps<TRow>) {
  // In the render, before the screen's page is on the page: the theme's sheets go in while the page is small.
  keepGridTheme();
  const host = useRef<HTMLDivElement>(null);
  const [api, setApi] = useState<GridApi<TRow> | null>(null);
  // A data router's navigate is the same function from render to render, so the columns are not made again for it.
  const navigate = useNavigate();
  const [reactCells] = useState(() => new ReactCellStore());
  const selectable = onSelectionChange !== undefined;
  const sortField = sort?.field;
  const sortDirection = sort?.direction;

  // What the cells and events call is read from the latest render when it is called: a screen may hand over new
  // functions (and arrays) on every render, and only a change of the columns' shape makes the grid build them again.
  // Every cell reads its column by id, so the columns are looked up in a map, made once per new array.
  const columnsById = useMemo(() => new Map(columns.map((column) => [column.id, column])), [columns]);
  const latest = useRef({ columns, columnsById, actions, onSortChange, onSelectionChange, selectedIds });
  latest.current = { columns, columnsById, actions, onSortChange, onSelectionChange, selectedIds };
  const sortable = onSortChange !== undefined;
  const shape = JSON.stringify([
    columns.map((column) => [column.id, column.header, column.flex, column.minWidth, sortFieldOf(column), !!column.link, !!column.render]),
    actions?.map((action) => [action.label, action.intent]),
  ]);

  // The columns' least widths, squeezed when they would run under the pinned actions (fitColumns.ts).
  const awaiting = loading && rows.length === 0;
  const drawnRows = awaiting ? expectedRows : rows.length;
  const growing = drawnRows <= GROWING_GRID_MAX_ROWS;
  const [frameWidth, setFrameWidth] = useState(0);
  // The first column that opens the record names it: it keeps its width.
  const namingColumn = columns.findIndex((column) => column.link !== undefined);
  /** The columns' least widths in a frame this wide (0: not measured yet), as a key. */
  const fittedIn = (width: number): string => {
    const beside = (actions && actions.length > 0 ? actionsWidth(actions) : 0) + (selectable ? SELECTION_COLUMN_WIDTH : 0);
    const room = width === 0 ? 0 : width - 2 - beside - (growing ? 0 : SCROLL_BAR_WIDTH);
    return fittedMinWidths(
      columns.map((column) => column.minWidth ?? DEFAULT_MIN_WIDTH),
      room,
      columns.map((_, index) => index === namingColumn),
    ).join(',');
  };

  // The same array for the same widths, whichever render or the grid's making asks: AG Grid rebuilds its columns for
  // any new array it is handed.
  const columnDefsFor = useMemo(() => {
    let made: { fitted: string; defs: ColDef<TRow>[] } | null = null;
    return (fitted: string) => {
      if (made?.fitted !== fitted) made = { fitted, defs: buildColumnDefs(fitted) };
      return made.defs;
    };
    // The shape stands for the columns and actions: the functions in them are read through `latest`.
  }, [shape, sortable, sortField, sortDirection, navigate, reactCells]);
  const columnDefs = columnDefsFor(fittedIn(frameWidth));
  /** The columns for a frame this wide, as the latest render would make them: for the grid's making. */
  const columnDefsIn = useRef<(width: number) => ColDef<TRow>[]>(null!);
  columnDefsIn.current = (width) => columnDefsFor(fittedIn(width));

  function buildColumnDefs(fitted: string): ColDef<TRow>[] {
    const columnOf = (id: string) => latest.current.columnsById.get(id);
    const minWidths = fitted.split(',').map(Number);
    const defs: ColDef<TRow>[] = latest.current.columns.map((column, index) => {
      const { id, header, link, render, flex } = column;
      const field = sortFieldOf(column);
      const text = (row: TRow) => columnOf(id)?.value(row) ?? '';
      return {
        colId: id,
        headerName: header,
        valueGetter: (params) => (params.data ? text(params.data) : ''),
        ...(link
          ? {
              cellRenderer: LinkCell,
              cellRendererParams: {
                link: (row) => columnOf(id)?.link?.(row) ?? null,
                text,
                navigate: (to: string) => void navigate(to),
              } satisfies LinkCellParams<TRow>,
            }
          : render && { cellRenderer: ReactCell, cellRendererParams: { columnId: id, store: reactCells } satisfies ReactCellParams }),
        sortable: sortable && field !== null,
        // The server sorted the page: keep its order.
        comparator: () => 0,
        sortingOrder: ['desc', 'asc', null],
        sort: field !== null && sortField === field ? (sortDirection === 'ASC' ? 'asc' : 'desc') : null,
        flex: flex ?? 1,
        minWidth: minWidths[index] ?? DEFAULT_MIN_WIDTH,
        suppressMovable: true,
      };
    });
    const rowActions = latest.current.actions;
    if (rowActions && rowActions.length > 0) {
      defs.push({
        colId: ACTIONS_COLUMN,
        headerName: 'Actions',
        sortable: false,
        cellRenderer: ActionsCell,
        cellRendererParams: { actions: () => latest.current.actions ?? [] } satisfies ActionsCellParams<TRow>,
        // A row's actions stay in view at the right edge however wide its columns run: on a laptop a wide list
        // scrolls sideways under them, not away with them.
        pinned: 'right',
        lockPinned: true,
        width: actionsWidth(rowActions),
        suppressMovable: true,
        // Tab, Enter and Space belong to the buttons in the cell, not to the grid's cell navigation.
        suppressKeyboardEvent: ({ event }) => event.key === 'Tab' || event.key === 'Enter' || event.key === ' ',
      });
    }
    return defs;
  }

  const rowData = useMemo(() => [...rows], [rows]);
  const options: GridOptions<TRow> = {
    rowData,
    loading: awaiting,
    columnDefs,
    domLayout: growing ? 'autoHeight' : 'normal',
    rowSelection: selectable ? MULTI_ROW_SELECTION : undefined,
  };
  const latestOptions = useRef(options);
  latestOptions.current = options;
  const made = useRef<GridApi<TRow> | null>(null);
  const [pages] = useState(
    () =>
      new PageDraw<TRow>(
        () => made.current,
        (grid) => selectRows(grid, latest.current.selectedIds),
      ),
  );
  /** The options to hand the grid now: a page coming into an empty grid may be drawn in two tasks. */
  const drawing = (grid: GridApi<TRow> | null, given: GridOptions<TRow>): GridOptions<TRow> => ({
    ...given,
    rowData: pages.rowsNow(given.rowData ?? [], grid === null || grid.getDisplayedRowCount() === 0),
  });

  // The grid is made once, with the options of the latest render, in a task of its own after the page's first draw:
  // the page around it paints first, and neither waits in one long task for the other. Later options are passed on
  // below.
  useEffect(() => {
    let grid: GridApi<TRow> | null = null;
    const making = setTimeout(() => {
      // The frame's width, read in the task where the grid reads its own sizes (no layout of its own): the grid is
      // made with columns that fit it, not fitted once made, which would move and draw every cell again.
      const width = Math.floor(host.current!.getBoundingClientRect().width);
      grid = createGrid<TRow>(
        host.current!,
        {
          ...drawing(null, latestOptions.current),
          columnDefs: columnDefsIn.current(width),
          theme: blueprintGridTheme,
          // Setup lists have few columns; every one is rendered so nothing depends on measured widths.
          suppressColumnVirtualisation: true,
          animateRows: false,
          // A screen says itself that it has no rows, in its own words ("No deleted staff"); AG Grid's "No Rows To
          // Show" inside the grid would say it a second time.
          suppressNoRowsOverlay: true,
          getRowId: (params) => params.data.id,
          onSortChanged: (event: SortChangedEvent<TRow>) => {
            // Only a header click is the user's; the grid also reports the sort the page was given.
            if (event.source !== 'uiColumnSorted') return;
            const sorted = event.api.getColumnState().find((state) => state.sort);
            const column = sorted ? latest.current.columnsById.get(sorted.colId) : undefined;
            latest.current.onSortChange?.({ field: column ? sortFieldOf(column) : null, direction: sorted?.sort === 'asc' ? 'ASC' : 'DESC' });
          },
          onSelectionChanged: (event: SelectionChangedEvent<TRow>) => {
            if (event.source === 'api') return;
            latest.current.onSelectionChange?.(event.api.getSelectedRows().map((row) => row.id));
          },
        },
        { modules: gridModules },
      );
      made.current = grid;
      setApi(grid);
      setFrameWidth(width);
    });
    return () => {
      clearTimeout(making);
      made.current = null;
      setApi(null);
      grid?.destroy();
    };
  }, []);

  // The frame's width whenever the window or the menu beside it changes it (its first, as the grid is made).
  const frame = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const element = frame.current;
    if (!element || typeof ResizeObserver === 'undefined') return;
    const observer = new ResizeObserver(([entry]) => {
      if (entry) setFrameWidth(Math.floor(entry.contentRect.width));
    });
    observer.observe(element);
    return () => observer.disconnect();
  }, []);

  // Only what this render changed: AG Grid redraws for any object it is handed, even the one it holds.
  useEffect(() => {
    gridCall(api, (grid) => {
      const changed = changedOptions(grid, drawing(grid, options));
      if (changed) grid.updateGridOptions(changed);
    });
  });

  // Columns of the same shape with new functions: the cells whose text changed are drawn again, the others kept; new
  // actions redraw the buttons, which of them a row shows being the actions' to say.
  const drawn = useRef({ columns, actions });
  useEffect(() => {
    const previous = drawn.current;
    drawn.current = { columns, actions };
    if (previous.columns !== columns) gridCall(api, (grid) => grid.refreshCells());
    if (previous.actions !== actions && actions && actions.length > 0) {
      gridCall(api, (grid) => grid.refreshCells({ columns: [ACTIONS_COLUMN], force: true }));
    }
  }, [api, columns, actions]);

  useEffect(() => {
    gridCall(api, (grid) => grid.setGridAriaProperty('label', label));
  }, [api, label]);

  // A bulk write clears the selection the grid still shows; a screen may also start with rows chosen.
  useEffect(() => {
    gridCall(api, (grid) => selectRows(grid, selectedIds));
  }, [api, selectedIds, rowData]);

  // A growing grid keeps the room of its rows (with its header and two borders): of those it expects while its first
  // page is on its way, and of those it has once they are in, since AG Grid draws them a frame after they arrive. What
  // is under it stays where it is in both moments, instead of rising to the header and falling back.
  const reserved = growing && drawnRows > 0 ? { minHeight: gridHeaderHeight + 2 + drawnRows * gridRowHeight } : undefined;

  return (
    <div
      ref={frame}
      className={['kit-grid', !growing && 'kit-grid-scrolling', !awaiting && rows.length === 0 && 'kit-grid-empty'].filter(Boolean).join(' ')}
      style={reserved}
    >
      <div ref={host} className="kit-grid-host" />
      <ReactCellPortals store={reactCells} draw={(columnId, row) => columnsById.get(columnId)?.render?.(row as TRow)} />
    </div>
  );
}
