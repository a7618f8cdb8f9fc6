// A list's page, page size, search and sort. They live in the component (so the list's query follows them at
// once) and are mirrored into the address, so a reload, a shared link and the delete call's `redirectTo` all see
// the page the user is on.
import { useCallback, useMemo, useRef, useState } from 'react';
import { useSearchParams } from 'react-router';
import type { PageVariables, SortDirection } from '../types';

/** The page sizes of seed 001 section 9; 50 unless a resource says otherwise. */
export const DEFAULT_PAGE_SIZES: readonly number[] = [50, 100, 150, 200, 500];

export interface ListState {
  page: number;
  perPage: number;
  search: string;
  sortField: string | null;
  /** Descending unless the user turned it (seed 001 section 3). */
  sortBy: SortDirection;
}

export interface ListStateControls extends ListState {
  setPage(page: number): void;
  setPerPage(perPage: number): void;
  setSearch(search: string): void;
  setSort(field: string | null, direction: SortDirection): void;
  /** The `PageInput` for the list and export calls. */
  variables: PageVariables;
}

function positiveInt(raw: string | null, fallback: number): number {
  const value = Number(raw);
  return Number.isInteger(value) && value > 0 ? value : fallback;
}

function fromAddress(params: URLSearchParams, pageSizes: readonly number[]): ListState {
  const defaultSize = pageSizes[0] ?? 50;
  const perPage = positiveInt(params.get('perPage'), defaultSize);
  return {
    page: positiveInt(params.get('page'), 1),
    perPage: pageSizes.includes(perPage) ? perPage : defaultSize,
    search: params.get('search') ?? '',
    sortField: params.get('sort'),
    sortBy: params.get('dir') === 'asc' ? 'ASC' : 'DESC',
  };
}

function toAddress(state: ListState, defaultSize: number, current: URLSearchParams): URLSearchParams {
  const next = new URLSearchParams(current);
  const set = (key: string, value: string | null) => (value === null ? next.delete(key) : next.set(key, value));
  set('page', state.page > 1 ? String(state.page) : null);
  set('perPage', state.perPage !== defaultSize ? String(state.perPage) : null);
  set('search', state.search || null);
  set('sort', state.sortField);
  set('dir', state.sortField && state.sortBy === 'ASC' ? 'asc' : null);
  return next;
}

export function useListState(pageSizes: readonly number[] = DEFAULT_PAGE_SIZES): ListStateControls {
  const [params, setParams] = useSearchParams();
  const [state, setState] = useState(() => fromAddress(params, pageSizes));
  const defaultSize = pageSizes[0] ?? 50;
  // Setters called from an older closure (the grid's, a timer's) still start from the latest state.
  const latest = useRef(state);
  latest.current = state;
  const latestParams = useRef(params);
  latestParams.current = params;

  const change = useCallback(
    (changes: Partial<ListState>) => {
      const next = { ...latest.current, ...changes };
      latest.current = next;
      setState(next);
      setParams(toAddress(next, defaultSize, latestParams.current), { replace: true });
    },
    [setParams, defaultSize],
  );

  const { page, perPage, search, sortField, sortBy } = state;
  const variables = useMemo<PageVariables>(
    () => ({ page, perPage, search: search || null, sortField, sortBy }),
    [page, perPage, search, sortField, sortBy],
  );

  return {
    ...state,
    variables,
    setPage: (next) => change({ page: next }),
    setPerPage: (next) => change({ perPage: next, page: 1 }),
    setSearch: (next) => change({ search: next.trim(), page: 1 }),
    setSort: (field, direction) => change({ sortField: field, sortBy: field ? direction : 'DESC', page: 1 }),
  };
}
