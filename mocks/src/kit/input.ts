// Turns a create or update body into record values the way Laravel's middleware and model do: strings trimmed,
// empty strings become null, only fillable fields are taken, and casts applied.
import type { Row } from '../db/table.js';

export type Cast = 'integer' | 'number' | 'boolean' | 'string';

const rowKeys = new Set<string>(['id', 'created_at', 'updated_at', 'deleted_at']);

function normalise(value: unknown): unknown {
  if (typeof value === 'string') {
    const trimmed = value.trim();
    return trimmed === '' ? null : trimmed;
  }
  return value;
}

function cast(value: unknown, to: Cast): unknown {
  if (value === null || value === undefined) return value;
  switch (to) {
    case 'integer': {
      const number = Number(value);
      return Number.isFinite(number) ? Math.trunc(number) : value;
    }
    case 'number': {
      const number = Number(value);
      return Number.isFinite(number) ? number : value;
    }
    case 'boolean':
      return value === true || value === 1 || value === '1' || value === 'true';
    case 'string':
      return String(value);
  }
}

export interface InputRules<T extends Row> {
  fillable?: readonly (keyof T & string)[] | undefined;
  casts?: Partial<Record<keyof T & string, Cast>> | undefined;
}

/** The values a body supplies for a record; fields it does not mention are absent. */
export function readInput<T extends Row>(body: unknown, rules: InputRules<T>): Partial<T> {
  const source = typeof body === 'object' && body !== null && !Array.isArray(body) ? (body as Record<string, unknown>) : {};
  const fillable = rules.fillable ? new Set<string>(rules.fillable) : undefined;
  const values: Record<string, unknown> = {};
  for (const [key, raw] of Object.entries(source)) {
    if (rowKeys.has(key) || (fillable && !fillable.has(key))) continue;
    const to = rules.casts?.[key as keyof T & string];
    values[key] = to ? cast(normalise(raw), to) : normalise(raw);
  }
  return values as Partial<T>;
}
