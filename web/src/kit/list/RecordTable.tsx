// A plain, accessible table of an owner's records (a student's contacts, a program's targets: short lists that need
// no paging), with the same row buttons as the grid.
import { HTMLTable, NonIdealState } from '@blueprintjs/core';
import type { ReactNode } from 'react';
import { RowActionButtons, type RowAction } from '../grid/RowActionButtons';
import '../kit.css';

export interface TableColumn<TRow> {
  header: string;
  cell: (row: TRow) => ReactNode;
  /** Numbers and money line up on the right, heading and cells alike. */
  align?: 'end';
  /**
   * How a long value breaks over lines: never (a phone number, read as one piece), or anywhere (an email address,
   * which has no spaces: the table then fits its page and no column is cut). By default, between words.
   */
  wrap?: 'never' | 'anywhere';
}

function cellClass<TRow>(column: TableColumn<TRow>): string | undefined {
  return [column.align === 'end' ? 'kit-align-end' : null, column.wrap ? `kit-wrap-${column.wrap}` : null].filter(Boolean).join(' ') || undefined;
}

export interface RecordTableProps<TRow extends { id: string }> {
  /** The table's caption, read by assistive technology. */
  caption: string;
  rows: readonly TRow[];
  columns: readonly TableColumn<TRow>[];
  actions?: readonly RowAction<TRow>[];
  empty?: string;
  rowClass?: (row: TRow) => string | undefined;
}

export function RecordTable<TRow extends { id: string }>({ caption, rows, columns, actions = [], empty, rowClass }: RecordTableProps<TRow>) {
  if (rows.length === 0) return <NonIdealState icon="inbox" title={empty ?? `No ${caption.toLowerCase()} yet`} />;
  return (
    // A table wider than its box (a tablet's width) scrolls in it: the box takes the focus, so a keyboard scrolls it too.
    <div className="kit-table-wrap" tabIndex={0} role="region" aria-label={caption}>
      <HTMLTable striped compact className="kit-table">
        <caption className="kit-visually-hidden">{caption}</caption>
        <thead>
          <tr>
            {columns.map((column) => (
              <th key={column.header} scope="col" className={cellClass(column)}>
                {column.header}
              </th>
            ))}
            {actions.length > 0 && <th scope="col">Actions</th>}
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            // The row names its record, as the grid's rows do, for tests that open a listed record.
            <tr key={row.id} className={rowClass?.(row)} data-row-id={row.id}>
              {columns.map((column) => (
                <td key={column.header} className={cellClass(column)}>
                  {column.cell(row)}
                </td>
              ))}
              {actions.length > 0 && (
                <td className="kit-row-actions-cell">
                  <RowActionButtons row={row} actions={actions} />
                </td>
              )}
            </tr>
          ))}
        </tbody>
      </HTMLTable>
    </div>
  );
}
