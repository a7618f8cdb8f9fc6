// The student list's route starts the list's first page and its filter options from the address alone, while the
// list's chunk (AG Grid with it) is still loading.
import { prefetchQuery } from '../../../app/prefetch';
import type { ScreenPrefetch } from '../../../routes/types';
import { StudentFilterOptionsQuery, StudentListQuery } from './listQueries';
import { listVariables, readState } from './studentFilter';

export const prefetchStudentList: ScreenPrefetch = (client, url) => {
  void prefetchQuery(client, StudentListQuery, listVariables(readState(url.searchParams)));
  void prefetchQuery(client, StudentFilterOptionsQuery, {});
};
