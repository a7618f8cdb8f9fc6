// Column declarations for the common kinds of cell, so a screen lists its columns in one line each.
import { toUsDate } from '../dates/calendar';
import type { GridColumn } from './grid/DataGrid';

type Options = Partial<Pick<GridColumn<unknown>, 'sortField' | 'flex' | 'minWidth'>>;

function display(value: unknown): string {
  if (value === null || value === undefined || value === '') return '—';
  if (typeof value === 'boolean') return value ? 'Yes' : 'No';
  if (Array.isArray(value)) return value.map(display).join(', ');
  return String(value);
}

/** A field of the row as text; sorted by the server under the same name. */
export function col<TRow>(id: Extract<keyof TRow, string>, header: string, options: Options = {}): GridColumn<TRow> {
  return { id, header, value: (row) => display(row[id]), ...options };
}

/** A value the row leads to (a relation's name); the API cannot sort by it unless `sortField` says how. */
export function derived<TRow>(id: string, header: string, value: (row: TRow) => unknown, options: Options = {}): GridColumn<TRow> {
  return { id, header, value: (row) => display(value(row)), sortField: false, ...options };
}

/** The API's 1 active / 0 inactive. */
export function statusCol<TRow extends { status?: number | null }>(): GridColumn<TRow> {
  return { id: 'status', header: 'Status', value: (row) => (row.status === 0 ? 'Inactive' : 'Active'), flex: 0.6, minWidth: 100 };
}

/** Dollars. */
export function moneyCol<TRow>(id: Extract<keyof TRow, string>, header: string): GridColumn<TRow> {
  return {
    id,
    header,
    value: (row) => {
      const amount = row[id];
      return typeof amount === 'number' ? `$${amount.toFixed(2)}` : '—';
    },
    flex: 0.7,
    minWidth: 100,
  };
}

/** A YYYY-MM-DD date shown as MM/DD/YYYY. */
export function dateCol<TRow>(id: Extract<keyof TRow, string>, header: string): GridColumn<TRow> {
  return {
    id,
    header,
    value: (row) => {
      const raw = row[id];
      return (typeof raw === 'string' ? toUsDate(raw) : undefined) ?? '—';
    },
    flex: 0.8,
  };
}
