// The whole student list state lives in the address (seed 001 section 3): filters, search, sort, page and page
// size. Every change pushes a history entry, so a filtered page can be bookmarked and shared and Back undoes it.
import { useCallback, useEffect, useMemo, useRef } from 'react';
import { useSearchParams } from 'react-router';
import type { SortDirection, StudentFilter, StudentListQueryVariables } from '../../../gql/graphql';

/** Seed 001 section 9: 50 by default; 50, 100, 150, 200, 500. */
export const STUDENT_PAGE_SIZES = [50, 100, 150, 200, 500] as const;
export const DEFAULT_STUDENT_PAGE_SIZE = 50;

/** The filter keys as the address spells them, each mapped to the schema's `StudentFilter` field. */
export const FILTER_KEYS = {
  agency: 'agency',
  student: 'student',
  funder: 'funder',
  staff: 'staff',
  authStart: 'authorizationStartDate',
  authEnd: 'authorizationEndDate',
  dobMonth: 'dobMonth',
  dobYear: 'dobYear',
  status: 'status',
  serviceLine: 'serviceLine',
  service: 'service',
  billingCode: 'billingCode',
} as const satisfies Record<string, keyof StudentFilter>;

export type FilterKey = keyof typeof FILTER_KEYS;
export type FilterValues = Partial<Record<FilterKey, string>>;

export interface StudentListState {
  page: number;
  perPage: number;
  search: string;
  sortField: string | null;
  sortBy: SortDirection;
  filters: FilterValues;
}

const DATE = /^\d{4}-\d{2}-\d{2}$/;
const US_DATE = /^(\d{1,2})\/(\d{1,2})\/(\d{4})$/;

/** A real calendar date as YYYY-MM-DD from either YYYY-MM-DD or MM/DD/YYYY (seed 001 section 5); otherwise null. */
export function normaliseDate(raw: string): string | null {
  const text = raw.trim();
  let year: number, month: number, day: number;
  const us = US_DATE.exec(text);
  if (us) [month, day, year] = [Number(us[1]), Number(us[2]), Number(us[3])];
  else if (DATE.test(text)) [year, month, day] = text.split('-').map(Number) as [number, number, number];
  else return null;
  const date = new Date(Date.UTC(year, month - 1, day));
  if (date.getUTCFullYear() !== year || date.getUTCMonth() !== month - 1 || date.getUTCDate() !== day) return null;
  return `${String(year).padStart(4, '0')}-${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')}`;
}

function positiveInt(raw: string | null, fallback: number): number {
  const value = Number(raw);
  return Number.isInteger(value) && value > 0 ? value : fallback;
}

export function readState(params: URLSearchParams): StudentListState {
  const perPage = positiveInt(params.get('perPage'), DEFAULT_STUDENT_PAGE_SIZE);
  const filters: FilterValues = {};
  for (const key of Object.keys(FILTER_KEYS) as FilterKey[]) {
    const value = params.get(key);
    if (value !== null && value !== '') filters[key] = value;
  }
  return {
    page: positiveInt(params.get('page'), 1),
    perPage: (STUDENT_PAGE_SIZES as readonly number[]).includes(perPage) ? perPage : DEFAULT_STUDENT_PAGE_SIZE,
    search: params.get('search') ?? '',
    sortField: params.get('sort'),
    sortBy: params.get('dir') === 'asc' ? 'ASC' : 'DESC',
    filters,
  };
}

export function writeState(state: StudentListState): URLSearchParams {
  const next = new URLSearchParams();
  for (const key of Object.keys(FILTER_KEYS) as FilterKey[]) {
    const value = state.filters[key];
    if (value) next.set(key, value);
  }
  if (state.search) next.set('search', state.search);
  if (state.sortField) next.set('sort', state.sortField);
  if (state.sortField && state.sortBy === 'ASC') next.set('dir', 'asc');
  if (state.page > 1) next.set('page', String(state.page));
  if (state.perPage !== DEFAULT_STUDENT_PAGE_SIZE) next.set('perPage', String(state.perPage));
  return next;
}

function intOrNull(value: string | undefined): number | null {
  if (value === undefined) return null;
  const number = Number(value);
  return Number.isInteger(number) ? number : null;
}

/** The schema's filter; unusable values (a bad date, a month outside 1–12) are left out, not sent. */
export function toFilter(filters: FilterValues): StudentFilter {
  const month = intOrNull(filters.dobMonth);
  const status = intOrNull(filters.status);
  const filter: StudentFilter = {
    agency: filters.agency ?? null,
    student: filters.student ?? null,
    funder: filters.funder ?? null,
    staff: filters.staff ?? null,
    authorizationStartDate: filters.authStart ? normaliseDate(filters.authStart) : null,
    authorizationEndDate: filters.authEnd ? normaliseDate(filters.authEnd) : null,
    dobMonth: month !== null && month >= 1 && month <= 12 ? month : null,
    dobYear: intOrNull(filters.dobYear),
    status: status === 0 || status === 1 ? status : null,
    serviceLine: filters.serviceLine ?? null,
    service: filters.service ?? null,
    billingCode: filters.billingCode ?? null,
  };
  // Only what is set goes on the wire.
  return Object.fromEntries(Object.entries(filter).filter(([, value]) => value !== null)) as StudentFilter;
}

/** The list query's variables for a state: the screen and its route's loader build them alike, so they match. */
export function listVariables(state: StudentListState, filter: StudentFilter = toFilter(state.filters)): StudentListQueryVariables {
  return {
    page: { page: state.page, perPage: state.perPage, search: state.search || null, sortBy: state.sortBy, sortField: state.sortField },
    filter,
  };
}

export interface StudentListControls extends StudentListState {
  setPage(page: number): void;
  setPerPage(perPage: number): void;
  setSearch(search: string): void;
  setSort(field: string | null, direction: SortDirection): void;
  setFilter(key: FilterKey, value: string | null): void;
  clearFilters(): void;
  filter: StudentFilter;
  /** The list query's variables, the same as the route's loader builds from the address. */
  variables: StudentListQueryVariables;
  activeFilterCount: number;
}

export function useStudentListState(): StudentListControls {
  const [params, setParams] = useSearchParams();
  const state = useMemo(() => readState(params), [params]);
  // React Router hands a functional update the parameters of the last render, so two quick changes (a funder,
  // then a month, before the list re-rendered) would lose the first. Each change builds on the last one written
  // until a render has caught up with it.
  const rendered = useRef(params);
  rendered.current = params;
  const written = useRef<URLSearchParams | null>(null);
  useEffect(() => {
    written.current = null;
  }, [params]);
  const write = useCallback(
    (next: (before: StudentListState) => StudentListState) => {
      const params = writeState(next(readState(written.current ?? rendered.current)));
      written.current = params;
      setParams(params);
    },
    [setParams],
  );
  const change = useCallback((changes: Partial<StudentListState>) => write((before) => ({ ...before, ...changes })), [write]);
  const filter = useMemo(() => toFilter(state.filters), [state.filters]);
  const variables = useMemo(() => listVariables(state, filter), [state, filter]);
  return {
    ...state,
    filter,
    variables,
    activeFilterCount: Object.keys(state.filters).length,
    setPage: (page) => change({ page }),
    setPerPage: (perPage) => change({ perPage, page: 1 }),
    setSearch: (search) => change({ search: search.trim(), page: 1 }),
    setSort: (field, direction) => change({ sortField: field, sortBy: field ? direction : 'DESC', page: 1 }),
    setFilter: (key, value) =>
      write((before) => {
        const filters = { ...before.filters };
        if (value === null || value === '') delete filters[key];
        else filters[key] = value;
        return { ...before, filters, page: 1 };
      }),
    clearFilters: () => change({ filters: {}, page: 1 }),
  };
}
