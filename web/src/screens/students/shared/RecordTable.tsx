// A plain, accessible table of a student's records (the per-student lists are short), with row buttons.
import { Button, HTMLTable, NonIdealState } from '@blueprintjs/core';
import type { ReactNode } from 'react';

export interface TableColumn<TRow> {
  header: string;
  cell: (row: TRow) => ReactNode;
}

export interface TableAction<TRow> {
  label: string;
  ariaLabel: (row: TRow) => string;
  intent?: 'primary' | 'danger' | 'success' | 'warning';
  onClick: (row: TRow) => void;
  shown?: (row: TRow) => boolean;
}

export interface RecordTableProps<TRow extends { id: string }> {
  /** The table's caption, read by assistive technology. */
  caption: string;
  rows: readonly TRow[];
  columns: readonly TableColumn<TRow>[];
  actions?: readonly TableAction<TRow>[];
  empty?: string;
  rowClass?: (row: TRow) => string | undefined;
}

export function RecordTable<TRow extends { id: string }>({ caption, rows, columns, actions = [], empty, rowClass }: RecordTableProps<TRow>) {
  if (rows.length === 0) return <NonIdealState icon="inbox" title={empty ?? `No ${caption.toLowerCase()} yet`} />;
  return (
    <div className="student-table-wrap">
      <HTMLTable striped compact className="student-table">
        <caption className="student-visually-hidden">{caption}</caption>
        <thead>
          <tr>
            {columns.map((column) => (
              <th key={column.header} scope="col">
                {column.header}
              </th>
            ))}
            {actions.length > 0 && <th scope="col">Actions</th>}
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr key={row.id} className={rowClass?.(row)}>
              {columns.map((column) => (
                <td key={column.header}>{column.cell(row)}</td>
              ))}
              {actions.length > 0 && (
                <td className="student-row-actions">
                  {actions
                    .filter((action) => !action.shown || action.shown(row))
                    .map((action) => (
                      <Button
                        key={action.label}
                        size="small"
                        variant="minimal"
                        intent={action.intent}
                        text={action.label}
                        aria-label={action.ariaLabel(row)}
                        onClick={() => action.onClick(row)}
                      />
                    ))}
                </td>
              )}
            </tr>
          ))}
        </tbody>
      </HTMLTable>
    </div>
  );
}
