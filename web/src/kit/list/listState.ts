// A list's page, page size, search, sort and filters. They live in the component (so the list's query follows them
// at once) and are mirrored into the address, so a reload, a shared link and the delete call's `redirectTo` all see
// the page the user is on; when the address changes by other means (Back, a link) the state follows it.
import { useCallback, useMemo, useRef, useState } from 'react';
import { useSearchParams } from 'react-router';
import type { PageVariables, SortDirection } from '../types';

/** The page sizes a list offers; 50 unless a resource says otherwise. */
export const DEFAULT_PAGE_SIZES: readonly number[] = [50, 100, 150, 200, 500];

/** Filter values by the keys the address spells them with; a key absent is a filter not set. */
export type FilterValues<TKey extends string = string> = Partial<Record<TKey, string>>;

export interface ListState<TKey extends string = string> {
  page: number;
  perPage: number;
  search: string;
  sortField: string | null;
  /** Descending unless the user turned it. */
  sortBy: SortDirection;
  filters: FilterValues<TKey>;
}

export interface ListOptions<TKey extends string = string> {
  pageSizes?: readonly number[];
  /** The list's filters, kept in the address under these keys. */
  filterKeys?: readonly TKey[];
  /** `push` makes every change a history entry, so Back undoes it (a list people bookmark); `replace` by default. */
  history?: 'push' | 'replace';
}

export interface ListStateControls<TKey extends string = string> extends ListState<TKey> {
  setPage(page: number): void;
  setPerPage(perPage: number): void;
  setSearch(search: string): void;
  setSort(field: string | null, direction: SortDirection): void;
  setFilter(key: TKey, value: string | null): void;
  clearFilters(): void;
  activeFilterCount: number;
  /** The `PageInput` for the list and export calls. */
  variables: PageVariables;
}

const NO_KEYS: readonly never[] = [];
const PAGING_KEYS = ['search', 'sort', 'dir', 'page', 'perPage'] as const;

function positiveInt(raw: string | null, fallback: number): number {
  const value = Number(raw);
  return Number.isInteger(value) && value > 0 ? value : fallback;
}

export function readListState<TKey extends string>(params: URLSearchParams, options: ListOptions<TKey> = {}): ListState<TKey> {
  const pageSizes = options.pageSizes ?? DEFAULT_PAGE_SIZES;
  const defaultSize = pageSizes[0] ?? 50;
  const perPage = positiveInt(params.get('perPage'), defaultSize);
  const filters: FilterValues<TKey> = {};
  for (const key of options.filterKeys ?? NO_KEYS) {
    const value = params.get(key);
    if (value !== null && value !== '') filters[key] = value;
  }
  return {
    page: positiveInt(params.get('page'), 1),
    perPage: pageSizes.includes(perPage) ? perPage : defaultSize,
    search: params.get('search') ?? '',
    sortField: params.get('sort'),
    sortBy: params.get('dir') === 'asc' ? 'ASC' : 'DESC',
    filters,
  };
}

/** The state as the address spells it: filters first, then search, sort, page and page size; other keys are kept. */
export function writeListState<TKey extends string>(
  state: ListState<TKey>,
  options: ListOptions<TKey> = {},
  current: URLSearchParams = new URLSearchParams(),
): URLSearchParams {
  const filterKeys = options.filterKeys ?? NO_KEYS;
  const defaultSize = (options.pageSizes ?? DEFAULT_PAGE_SIZES)[0] ?? 50;
  const next = new URLSearchParams(current);
  for (const key of [...filterKeys, ...PAGING_KEYS]) next.delete(key);
  for (const key of filterKeys) {
    const value = state.filters[key];
    if (value) next.set(key, value);
  }
  if (state.search) next.set('search', state.search);
  if (state.sortField) next.set('sort', state.sortField);
  if (state.sortField && state.sortBy === 'ASC') next.set('dir', 'asc');
  if (state.page > 1) next.set('page', String(state.page));
  if (state.perPage !== defaultSize) next.set('perPage', String(state.perPage));
  return next;
}

/** The `PageInput` of a state: the list and a route's prefetch build it alike, so their requests match. */
export function pageVariables(state: ListState<string>): PageVariables {
  return { page: state.page, perPage: state.perPage, search: state.search || null, sortBy: state.sortBy, sortField: state.sortField };
}

export function useListState<TKey extends string = never>(options: ListOptions<TKey> = {}): ListStateControls<TKey> {
  const [params, setParams] = useSearchParams();
  const [state, setState] = useState(() => readListState(params, options));
  // Setters called from an older closure (the grid's, a timer's) still start from the latest state.
  const latest = useRef(state);
  latest.current = state;
  const latestParams = useRef(params);
  latestParams.current = params;
  const optionsRef = useRef(options);
  optionsRef.current = options;

  // The addresses this list wrote and has not seen yet; any other new address (Back, a link) is read back in.
  const written = useRef(new Set<string>());
  const address = params.toString();
  const [seen, setSeen] = useState(address);
  if (address !== seen) {
    setSeen(address);
    if (written.current.has(address)) written.current.delete(address);
    else {
      written.current.clear();
      const next = readListState(params, options);
      latest.current = next;
      setState(next);
    }
  }

  const push = options.history === 'push';
  const change = useCallback(
    (changes: Partial<ListState<TKey>>) => {
      const next = { ...latest.current, ...changes };
      latest.current = next;
      setState(next);
      const nextParams = writeListState(next, optionsRef.current, latestParams.current);
      latestParams.current = nextParams;
      written.current.add(nextParams.toString());
      setParams(nextParams, { replace: !push });
    },
    [setParams, push],
  );

  const variables = useMemo(() => pageVariables(state), [state]);

  return {
    ...state,
    variables,
    activeFilterCount: Object.keys(state.filters).length,
    setPage: (next) => change({ page: next }),
    setPerPage: (next) => change({ perPage: next, page: 1 }),
    setSearch: (next) => change({ search: next.trim(), page: 1 }),
    setSort: (field, direction) => change({ sortField: field, sortBy: field ? direction : 'DESC', page: 1 }),
    setFilter: (key, value) => {
      const filters: FilterValues<TKey> = { ...latest.current.filters };
      if (value === null || value === '') delete filters[key];
      else filters[key] = value;
      change({ filters, page: 1 });
    },
    clearFilters: () => change({ filters: {}, page: 1 }),
  };
}
