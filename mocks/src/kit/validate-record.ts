// The kit's server-side rules: required fields and unique values (case-insensitive, among rows not deleted, the
// record itself excepted), with Laravel's wording.
import type { Row, Table } from '../db/table.js';
import { FieldErrors, isBlank } from '../server/validation.js';

export interface RecordRules<T extends Row> {
  required?: readonly (keyof T & string)[] | undefined;
  unique?: readonly (keyof T & string)[] | undefined;
}

function sameValue(a: unknown, b: unknown): boolean {
  if (typeof a === 'string' && typeof b === 'string') return a.trim().toLowerCase() === b.trim().toLowerCase();
  return a === b;
}

/**
 * Checks the record as it would be saved. On update `input` holds only the fields sent: a required field that is
 * not sent keeps its value, one sent blank fails.
 */
export function validateRecord<T extends Row>(table: Table<T>, rules: RecordRules<T>, input: Partial<T>, existing?: T): FieldErrors {
  const errors = new FieldErrors();
  const merged: Record<string, unknown> = { ...existing, ...input };
  errors.required(merged, rules.required ?? []);
  for (const field of rules.unique ?? []) {
    const value = merged[field];
    if (errors.has(field) || isBlank(value)) continue;
    const clash = table.active().some((row) => row.id !== existing?.id && sameValue(row[field], value));
    if (clash) errors.taken(field);
  }
  return errors;
}
