// The staff list's time-punch column: each row's standing as a tag, asked for with the page (one bulk-status call a
// page); the row's document selects `timePunchStatus { state lastError }`.
import type { GridColumn } from '../../kit';
import { standingLabel, type Standing } from './standing';
import { StandingTag } from './StandingTag';

export function timePunchColumn<TRow extends { timePunchStatus?: Standing | null }>(): GridColumn<TRow> {
  return {
    id: 'timePunchStatus',
    header: 'Time Punch',
    value: (row) => (row.timePunchStatus ? standingLabel(row.timePunchStatus) : '—'),
    render: (row) => (row.timePunchStatus ? <StandingTag standing={row.timePunchStatus} compact /> : '—'),
    sortField: false,
    flex: 0.8,
    minWidth: 120,
  };
}
