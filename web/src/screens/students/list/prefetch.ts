// The student list's route starts the list's first page (and its filter options, when the address opens the filters)
// from the address alone, while the list's chunk (AG Grid with it) is still loading.
import { prefetchQuery } from '../../../app/prefetch';
import type { ScreenPrefetch } from '../../../routes/types';
import { StudentFilterOptionsQuery, StudentListQuery } from './listQueries';
import { filtersOpenAtStart, listVariables, readState } from './studentFilter';

export const prefetchStudentList: ScreenPrefetch = (client, url) => {
  const state = readState(url.searchParams);
  void prefetchQuery(client, StudentListQuery, listVariables(state));
  // The filters' options only when the filters open with the list.
  if (filtersOpenAtStart(state.filters)) void prefetchQuery(client, StudentFilterOptionsQuery, {});
};
