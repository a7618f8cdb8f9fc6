// The generation a queue address follows (`?report=`), polled about once a second while it runs and the page is
// visible.
import { useQuery } from '@apollo/client/react';
import { useVisiblePolling } from '../../kit/list/useVisiblePolling';
import { SessionGenerationQuery } from './operations';

export function useGeneration(reportId: string | null) {
  const query = useQuery(SessionGenerationQuery, {
    variables: { reportId: reportId ?? '' },
    skip: reportId === null,
    fetchPolicy: 'cache-and-network',
  });
  const running = query.data?.generation !== undefined && !query.data.generation.finished;
  useVisiblePolling(running, query);
  return query;
}
