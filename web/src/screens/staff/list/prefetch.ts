// The staff list's route starts the list's first page, its filter options and this month's supervision figures from
// the address alone, while the list's chunk (AG Grid with it) is still loading. The work itself is a small chunk of
// its own, so the route table carries none of it.
import type { ScreenPrefetch } from '../../../routes/types';

export const prefetchStaffList: ScreenPrefetch = (client, url) =>
  void import('./startQueries').then((queries) => queries.startStaffListQueries(client, url));
