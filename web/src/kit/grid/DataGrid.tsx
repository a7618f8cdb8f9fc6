// The kit's one grid: AG Grid (ag-grid-react) over one server page. The server pages and sorts; the grid shows the
// page, reports header clicks as a sort, offers row selection and a column of row actions (Blueprint buttons,
// reachable with the keyboard). Links and actions are drawn as plain elements (cells.ts); only a column that must
// draw something richer renders through React.
import type { ColDef, GridApi, GridReadyEvent, ICellRendererParams, SelectionChangedEvent, SortChangedEvent } from 'ag-grid-community';
import { AgGridReact } from 'ag-grid-react';
import { useCallback, useEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import { useNavigate } from 'react-router';
import type { RowShape, SortDirection } from '../types';
import { ActionsCell, LinkCell, type ActionsCellParams, type LinkCellParams } from './cells';
import { gridModules } from './modules';
import type { RowAction } from './RowActionButtons';
import { blueprintGridTheme, gridHeaderHeight, gridRowHeight } from './theme';
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

/**
 * Up to this many rows the grid grows with its rows and the page scrolls. A longer page (the 500-row choice of the
 * pager) scrolls inside a grid of fixed height instead, so that AG Grid draws only the rows in view: all 500 in the
 * DOM at once take seconds to lay out.
 */
const GROWING_GRID_MAX_ROWS = 100;

/** The API sorts by its own column names: snake_case (`issuing_body` for `issuingBody`). */
function sortFieldOf<TRow>(column: GridColumn<TRow>): string | null {
  if (column.sortField === false) return null;
  return column.sortField ?? column.id.replace(/[A-Z]/g, (letter) => `_${letter.toLowerCase()}`);
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
  const api = useRef<GridApi<TRow> | null>(null);
  // A data router's navigate is the same function from render to render, so the columns are not made again for it.
  const navigate = useNavigate();
  // The selection is drawn once the grid is ready too, for a screen that starts with rows chosen.
  const [ready, setReady] = useState(false);
  const selectable = onSelectionChange !== undefined;

  const columnDefs = useMemo<ColDef<TRow>[]>(() => {
    const defs: ColDef<TRow>[] = columns.map((column) => {
      const field = sortFieldOf(column);
      return {
        colId: column.id,
        headerName: column.header,
        valueGetter: (params) => (params.data ? column.value(params.data) : ''),
        ...(column.link
          ? {
              cellRenderer: LinkCell,
              cellRendererParams: {
                link: column.link,
                text: column.value,
                navigate: (to: string) => void navigate(to),
              } satisfies LinkCellParams<TRow>,
            }
          : column.render && { cellRenderer: (params: ICellRendererParams<TRow>) => (params.data ? column.render!(params.data) : null) }),
        sortable: onSortChange !== undefined && field !== null,
        // The server sorted the page: keep its order.
        comparator: () => 0,
        sortingOrder: ['desc', 'asc', null],
        sort: field !== null && sort?.field === field ? (sort.direction === 'ASC' ? 'asc' : 'desc') : null,
        flex: column.flex ?? 1,
        minWidth: column.minWidth ?? 120,
        suppressMovable: true,
      };
    });
    if (actions && actions.length > 0) {
      defs.push({
        colId: ACTIONS_COLUMN,
        headerName: 'Actions',
        sortable: false,
        cellRenderer: ActionsCell,
        cellRendererParams: { actions } satisfies ActionsCellParams<TRow>,
        // A row's actions stay in view at the right edge however wide its columns run: on a laptop a wide list
        // scrolls sideways under them, not away with them.
        pinned: 'right',
        lockPinned: true,
        width: Math.max(
          140,
          actions.reduce((width, action) => width + 24 + action.label.length * 8, 0),
        ),
        suppressMovable: true,
        // Tab, Enter and Space belong to the buttons in the cell, not to the grid's cell navigation.
        suppressKeyboardEvent: ({ event }) => event.key === 'Tab' || event.key === 'Enter' || event.key === ' ',
      });
    }
    return defs;
  }, [columns, actions, sort?.field, sort?.direction, onSortChange, navigate]);

  const onGridReady = useCallback(
    (event: GridReadyEvent<TRow>) => {
      api.current = event.api;
      event.api.setGridAriaProperty('label', label);
      setReady(true);
    },
    [label],
  );

  const onSortChanged = useCallback(
    (event: SortChangedEvent<TRow>) => {
      // Only a header click is the user's; the grid also reports the sort the page was given.
      if (event.source !== 'uiColumnSorted') return;
      const sorted = event.api.getColumnState().find((state) => state.sort);
      const column = columns.find((candidate) => candidate.id === sorted?.colId);
      onSortChange?.({ field: column ? sortFieldOf(column) : null, direction: sorted?.sort === 'asc' ? 'ASC' : 'DESC' });
    },
    [columns, onSortChange],
  );

  const onSelectionChanged = useCallback(
    (event: SelectionChangedEvent<TRow>) => {
      if (event.source === 'api') return;
      onSelectionChange?.(event.api.getSelectedRows().map((row) => row.id));
    },
    [onSelectionChange],
  );

  // A bulk write clears the selection the grid still shows.
  useEffect(() => {
    const grid = api.current;
    if (!grid || !selectedIds) return;
    const wanted = new Set(selectedIds);
    grid.forEachNode((node) => {
      const selected = node.id !== undefined && wanted.has(node.id);
      if (node.isSelected() !== selected) node.setSelected(selected, false, 'api');
    });
  }, [selectedIds, rows, ready]);

  const rowData = useMemo(() => [...rows], [rows]);
  const awaiting = loading && rows.length === 0;
  const drawnRows = awaiting ? expectedRows : rows.length;
  const growing = drawnRows <= GROWING_GRID_MAX_ROWS;

  // A growing grid keeps the room of its rows (with its header and two borders): of those it expects while its first
  // page is on its way, and of those it has once they are in, since AG Grid draws them a frame after they arrive. What
  // is under it stays where it is in both moments, instead of rising to the header and falling back.
  const reserved = growing && drawnRows > 0 ? { minHeight: gridHeaderHeight + 2 + drawnRows * gridRowHeight } : undefined;

  return (
    <div className={growing ? 'kit-grid' : 'kit-grid kit-grid-scrolling'} style={reserved}>
      <AgGridReact<TRow>
        theme={blueprintGridTheme}
        modules={gridModules}
        rowData={rowData}
        loading={awaiting}
        columnDefs={columnDefs}
        domLayout={growing ? 'autoHeight' : 'normal'}
        // Setup lists have few columns; every one is rendered so nothing depends on measured widths.
        suppressColumnVirtualisation
        animateRows={false}
        getRowId={(params) => params.data.id}
        rowSelection={selectable ? { mode: 'multiRow', checkboxes: true, headerCheckbox: true, enableClickSelection: false } : undefined}
        onGridReady={onGridReady}
        onSortChanged={onSortChanged}
        onSelectionChanged={onSelectionChanged}
      />
    </div>
  );
}
