// The list state as the address spells it: the same reader and writer serve the setup lists (paging only) and the
// student list (with its filters).
import { describe, expect, it } from 'vitest';
import { pageVariables, readListState, writeListState } from '../list/listState';

const withFilters = { filterKeys: ['funder', 'status'] as const, pageSizes: [25, 50] };

describe('the list state in the address', () => {
  it('reads filters only under the keys the list declares, and falls back for values it does not know', () => {
    const state = readListState(new URLSearchParams('status=0&other=1&perPage=75&page=0&dir=up'), withFilters);
    expect(state).toEqual({ page: 1, perPage: 25, search: '', sortField: null, sortBy: 'DESC', filters: { status: '0' } });
  });

  it("writes filters first, then search, sort, page and page size, and keeps keys that are not the list's", () => {
    const state = readListState(new URLSearchParams('page=3&funder=4&sort=name&dir=asc&perPage=50&search=ann'), withFilters);
    const written = writeListState({ ...state, filters: { ...state.filters, status: '1' } }, withFilters, new URLSearchParams('tab=deleted&page=3'));
    expect(written.toString()).toBe('tab=deleted&funder=4&status=1&search=ann&sort=name&dir=asc&page=3&perPage=50');
  });

  it("leaves defaults out of the address, and sends the page as the schema's PageInput", () => {
    const state = readListState(new URLSearchParams(''), withFilters);
    expect(writeListState(state, withFilters).toString()).toBe('');
    expect(pageVariables({ ...state, search: '', sortField: 'name', sortBy: 'ASC' })).toEqual({
      page: 1,
      perPage: 25,
      search: null,
      sortBy: 'ASC',
      sortField: 'name',
    });
  });
});
