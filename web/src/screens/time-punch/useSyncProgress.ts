// A sync's progress, polled about once a second while the page is visible and the sync has not finished; coming
// back to the page asks at once. The first answer may come from the cache (a start writes its answer there), so
// opening the page makes no request the poll is about to make anyway.
import { useQuery } from '@apollo/client/react';
import { useEffect } from 'react';
import { TimePunchSyncProgressQuery } from './operations';

export const syncPollMs = 1000;

function hidden(): boolean {
  return document.visibilityState === 'hidden';
}

export function useSyncProgress(sessionId: string | null) {
  const query = useQuery(TimePunchSyncProgressQuery, {
    variables: { sessionId: sessionId ?? '' },
    skip: sessionId === null,
    fetchPolicy: 'cache-first',
  });
  const running = query.data?.sync !== undefined && !query.data.sync.finished;
  const { startPolling, stopPolling, refetch } = query;

  useEffect(() => {
    if (!running) return undefined;
    const follow = () => {
      if (hidden()) {
        stopPolling();
      } else {
        void refetch();
        startPolling(syncPollMs);
      }
    };
    if (!hidden()) startPolling(syncPollMs);
    document.addEventListener('visibilitychange', follow);
    return () => {
      document.removeEventListener('visibilitychange', follow);
      stopPolling();
    };
  }, [running, startPolling, stopPolling, refetch]);

  return query;
}
