// The kit's pure parts and its declaration checks.
import { describe, expect, it } from 'vitest';
import type { Row } from '../db/table.js';
import { defineResource } from './define-resource.js';
import { expressPath, placeholders } from './endpoint.js';
import { readIds } from './ids.js';
import { readInput } from './input.js';
import { applySort } from './list-rows.js';
import { paginate } from './paginate.js';

describe('paginate', () => {
  it('follows Laravel: last_page at least 1, from and to null on an empty page', () => {
    expect(paginate([], 1, 10)).toEqual({ total: 0, current_page: 1, last_page: 1, per_page: 10, from: null, to: null, data: [] });
    expect(paginate([1, 2, 3, 4, 5], 2, 2)).toEqual({ total: 5, current_page: 2, last_page: 3, per_page: 2, from: 3, to: 4, data: [3, 4] });
    expect(paginate([1, 2, 3, 4, 5], 3, 2)).toMatchObject({ from: 5, to: 5, data: [5] });
  });
});

describe('paths and ids', () => {
  it('turns catalogue placeholders into Express parameters', () => {
    expect(expressPath('agency-update/{id}')).toBe('/agency-update/:id');
    expect(placeholders('payer/billingcode/service/details/{a}/{b}/{c}')).toEqual(['a', 'b', 'c']);
  });

  it('reads {id} or {ids}', () => {
    expect(readIds({ id: 3 })).toEqual([3]);
    expect(readIds({ ids: ['4', 5, 4] })).toEqual([4, 5]);
    expect(readIds({ ids: '6,7' })).toEqual([6, 7]);
    expect(readIds({ ids: ['x'] })).toBeUndefined();
    expect(readIds({})).toBeUndefined();
  });
});

describe('input and sort', () => {
  interface Thing extends Row {
    name: string | null;
    status: number;
  }
  const rows: Thing[] = [
    { id: 1, name: 'b', status: 1, created_at: '', updated_at: '', deleted_at: null },
    { id: 2, name: null, status: 0, created_at: '', updated_at: '', deleted_at: null },
    { id: 3, name: 'a10', status: 1, created_at: '', updated_at: '', deleted_at: null },
    { id: 4, name: 'a9', status: 1, created_at: '', updated_at: '', deleted_at: null },
  ];

  it('trims strings, nulls empty ones, keeps fillable fields and casts', () => {
    expect(
      readInput<Thing>({ name: '  x ', status: '1', id: 9, other: 'no' }, { fillable: ['name', 'status'], casts: { status: 'integer' } }),
    ).toEqual({
      name: 'x',
      status: 1,
    });
    expect(readInput<Thing>({ name: '' }, {})).toEqual({ name: null });
  });

  it('sorts naturally, empty values last, unknown fields by id', () => {
    expect(applySort(rows, { sortBy: 'asc', sortField: 'name' }).map((row) => row.id)).toEqual([4, 3, 1, 2]);
    expect(applySort(rows, { sortBy: 'desc', sortField: 'name' }).map((row) => row.id)).toEqual([1, 3, 4, 2]);
    expect(applySort(rows, { sortBy: 'desc', sortField: 'nope' }).map((row) => row.id)).toEqual([4, 3, 2, 1]);
  });
});

describe('defineResource', () => {
  it('refuses a detail path without an id placeholder', () => {
    expect(() => defineResource({ name: 'thing', table: 'things', permission: null, paths: { detail: 'thing' } })).toThrow(
      /needs an \{id\} placeholder/,
    );
  });
});
