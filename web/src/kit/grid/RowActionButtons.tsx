// A row's action buttons (Blueprint, reachable with the keyboard): the grid's actions column and the plain record
// tables draw the same ones.
import { Button } from '@blueprintjs/core';

export interface RowAction<TRow> {
  label: string;
  /** The accessible name, e.g. 'Delete Speech Therapy'. */
  ariaLabel: (row: TRow) => string;
  intent?: 'primary' | 'danger' | 'success' | 'warning';
  onClick: (row: TRow) => void;
  /** Hidden for rows where it does not apply. */
  shown?: (row: TRow) => boolean;
}

export function RowActionButtons<TRow>({ row, actions }: { row: TRow; actions: readonly RowAction<TRow>[] }) {
  return actions
    .filter((action) => !action.shown || action.shown(row))
    .map((action) => (
      <Button
        key={action.label}
        size="small"
        variant="minimal"
        intent={action.intent}
        text={action.label}
        aria-label={action.ariaLabel(row)}
        onClick={(event) => {
          // In the grid, a click on a button is not also a click on its row.
          event.stopPropagation();
          action.onClick(row);
        }}
      />
    ));
}
