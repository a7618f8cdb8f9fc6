// The grid is handed only the options a render changed: AG Grid rebuilds its columns for any column definitions
// handed to it, the same ones included.
import { createGrid, type ColDef, type GridApi } from 'ag-grid-community';
import { afterEach, describe, expect, it } from 'vitest';
import { changedOptions } from './changedOptions';
import { gridModules } from './modules';

interface Row {
  id: string;
  name: string;
}

const columnDefs: ColDef<Row>[] = [{ field: 'name' }];
const rowData: Row[] = [{ id: '1', name: 'Ada' }];
let grid: GridApi<Row> | null = null;

function made(): GridApi<Row> {
  grid = createGrid<Row>(
    document.createElement('div'),
    { columnDefs, rowData, loading: false, getRowId: ({ data }) => data.id },
    { modules: gridModules },
  );
  return grid;
}

/** How many times the grid reads its column definitions (as it builds its columns) while `call` runs. */
function columnBuilds(call: () => void): number {
  let reads = 0;
  const field = columnDefs[0]!.field;
  Object.defineProperty(columnDefs[0]!, 'field', { configurable: true, enumerable: true, get: () => ((reads += 1), field) });
  call();
  Object.defineProperty(columnDefs[0]!, 'field', { configurable: true, enumerable: true, writable: true, value: field });
  return reads;
}

afterEach(() => {
  grid?.destroy();
  grid = null;
});

describe('the options a render hands the grid', () => {
  it('are none when every option is the one the grid holds', () => {
    expect(changedOptions(made(), { columnDefs, rowData, loading: false, rowSelection: undefined })).toBeNull();
  });

  it('are only those that changed', () => {
    const next = [...rowData];
    expect(changedOptions(made(), { columnDefs, rowData: next, loading: true })).toEqual({ rowData: next, loading: true });
  });

  it('leave the columns unbuilt where AG Grid, handed them all, would build them again', () => {
    const api = made();
    const render = { columnDefs, rowData: [...rowData] };
    expect(columnBuilds(() => api.updateGridOptions(render))).toBeGreaterThan(0);
    expect(columnBuilds(() => api.updateGridOptions(changedOptions(api, { ...render, rowData: [...rowData] }) ?? {}))).toBe(0);
  });
});
