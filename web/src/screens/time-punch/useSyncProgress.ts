// A sync's progress, polled about once a second while the page is visible and the sync has not finished; coming
// back to the page asks at once (the kit's visible polling). The first answer may come from the cache (a start writes
// its answer there), so opening the page makes no request the poll is about to make anyway.
import { useQuery } from '@apollo/client/react';
import { useVisiblePolling } from '../../kit/list/useVisiblePolling';
import { TimePunchSyncProgressQuery } from './operations';

export function useSyncProgress(sessionId: string | null) {
  const query = useQuery(TimePunchSyncProgressQuery, {
    variables: { sessionId: sessionId ?? '' },
    skip: sessionId === null,
    fetchPolicy: 'cache-first',
  });
  const running = query.data?.sync !== undefined && !query.data.sync.finished;
  useVisiblePolling(running, query);
  return query;
}
