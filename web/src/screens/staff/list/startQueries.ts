// The staff list's first queries, asked for exactly as the list will ask (same documents, same variables), so that
// the list takes the answers its route started.
import type { ApolloClient } from '@apollo/client';
import { prefetchQuery } from '../../../app/prefetch';
import { pageVariables, readListState } from '../../../kit/list/listState';
import { SupervisionMonthQuery, thisMonthRequest } from '../../supervision/operations';
import { BEHIND_FILTER } from '../../supervision/behindFilter';
import { StaffFunderOptionsQuery, StaffServiceLineOptionsQuery, StaffTitleOptionsQuery } from '../operations';
import { staffMemberDocuments } from '../operations.generated';
import { staffFilterKeys, staffFilterVariables } from './staffFilter';

export function startStaffListQueries(client: ApolloClient, url: URL): void {
  // The list's flags and the behind view both read the month.
  void prefetchQuery(client, SupervisionMonthQuery, thisMonthRequest.variables, thisMonthRequest.context);
  const state = readListState(url.searchParams, { filterKeys: staffFilterKeys });
  if (state.filters[BEHIND_FILTER.key] === BEHIND_FILTER.value) return;
  void prefetchQuery(client, staffMemberDocuments.list, { ...staffFilterVariables(state.filters), page: pageVariables(state) });
  void prefetchQuery(client, StaffServiceLineOptionsQuery, {});
  void prefetchQuery(client, StaffFunderOptionsQuery, {});
  void prefetchQuery(client, StaffTitleOptionsQuery, {});
}
