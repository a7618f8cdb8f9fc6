// Which rows a change to an occurrence of a series reaches: this one, this and the following, or all of the series.
// Only sessions still scheduled move or are cancelled; held and cancelled ones stay as they were.
import type { FieldErrors } from '../../server/validation.js';
import type { StudentSession } from '../student-sessions/session.js';
import { bySlot } from './present.js';

export const scopes = ['THIS', 'FOLLOWING', 'ALL'] as const;
export type Scope = (typeof scopes)[number];

export function readScope(value: unknown, errors: FieldErrors): Scope {
  if (value === undefined || value === null || value === '') return 'THIS';
  if (typeof value === 'string' && (scopes as readonly string[]).includes(value)) return value as Scope;
  errors.add('scope', 'The selected scope is invalid.');
  return 'THIS';
}

/** The rows of the scope, in order; the named row first when it is the earliest. */
export function rowsInScope(rows: readonly StudentSession[], row: StudentSession, scope: Scope): StudentSession[] {
  if (!row.series_id || scope === 'THIS') return [row];
  const series = rows.filter((other) => other.series_id === row.series_id && other.status === 'Scheduled').sort(bySlot);
  return scope === 'ALL' ? series : series.filter((other) => bySlot(other, row) >= 0);
}
