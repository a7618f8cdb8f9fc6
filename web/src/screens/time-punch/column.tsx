// The staff list's time-punch column: each row's standing, asked for with the page (one bulk-status call a page).
import type { GridColumn } from '../../kit';
import { standingLabel, type Standing } from './standing';

/** The row's document selects `timePunchStatus { state lastError }`. */
export function timePunchColumn<TRow extends { timePunchStatus?: Standing | null }>(): GridColumn<TRow> {
  return {
    id: 'timePunchStatus',
    header: 'Time Punch',
    value: (row) => (row.timePunchStatus ? standingLabel(row.timePunchStatus) : '—'),
    sortField: false,
    flex: 0.9,
    minWidth: 130,
  };
}
