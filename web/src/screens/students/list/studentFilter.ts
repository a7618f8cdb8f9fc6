// The student list's filters, as the kit's list state keeps them in the address, and the schema's StudentFilter
// made of them. The whole state is in the address and every change is a history entry, so a filtered page can be
// bookmarked and shared and Back undoes it.
import { useMemo } from 'react';
import { parseCalendarDate } from '../../../dates/calendar';
import type { StudentFilter, StudentListQueryVariables } from '../../../gql/graphql';
import {
  DEFAULT_PAGE_SIZES,
  pageVariables,
  readListState,
  useListState,
  writeListState,
  type FilterValues as ListFilterValues,
  type ListOptions,
  type ListState,
  type ListStateControls,
} from '../../../kit/list/listState';

/** 50 rows by default; 50, 100, 150, 200, 500. */
export const STUDENT_PAGE_SIZES = DEFAULT_PAGE_SIZES;

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
export type FilterValues = ListFilterValues<FilterKey>;
export type StudentListState = ListState<FilterKey>;

const OPTIONS: ListOptions<FilterKey> = {
  pageSizes: STUDENT_PAGE_SIZES,
  filterKeys: Object.keys(FILTER_KEYS) as FilterKey[],
  history: 'push',
};

export function readState(params: URLSearchParams): StudentListState {
  return readListState(params, OPTIONS);
}

export function writeState(state: StudentListState): URLSearchParams {
  return writeListState(state, OPTIONS);
}

/** A real calendar date as YYYY-MM-DD from either YYYY-MM-DD or MM/DD/YYYY; otherwise null. */
export function normaliseDate(raw: string): string | null {
  return parseCalendarDate(raw) ?? null;
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
  return { page: pageVariables(state), filter };
}

export interface StudentListControls extends Omit<ListStateControls<FilterKey>, 'variables'> {
  filter: StudentFilter;
  /** The list query's variables, the same as the route's loader builds from the address. */
  variables: StudentListQueryVariables;
}

export function useStudentListState(): StudentListControls {
  const list = useListState(OPTIONS);
  const filter = useMemo(() => toFilter(list.filters), [list.filters]);
  const page = list.variables;
  const variables = useMemo(() => ({ page, filter }), [page, filter]);
  return { ...list, filter, variables };
}

/** The filters stand open as the list opens when the address holds one; otherwise the list opens on its rows. */
export function filtersOpenAtStart(filters: FilterValues): boolean {
  return Object.keys(filters).length > 0;
}
