// Starts "Sync all" and opens its progress. The API answers the running sync when one runs, so starting while one
// runs joins it; the answer goes into the cache as the sync's first progress, so the page shows it at once.
import { useApolloClient } from '@apollo/client/react';
import { useCallback } from 'react';
import { useNavigate } from 'react-router';
import { useNotices } from '../../app/notices';
import { useWrite } from '../../kit';
import type { TimePunchSyncFieldsFragment } from '../../gql/graphql';
import { StartTimePunchSyncMutation, TimePunchSyncProgressQuery } from './operations';
import { syncAddress } from './syncAddress';

export function useStartSync() {
  const client = useApolloClient();
  const navigate = useNavigate();
  const notices = useNotices();
  const starting = useWrite(StartTimePunchSyncMutation);

  const remember = useCallback(
    (sync: TimePunchSyncFieldsFragment) => {
      client.writeQuery({ query: TimePunchSyncProgressQuery, variables: { sessionId: sync.sessionId }, data: { sync } });
    },
    [client],
  );

  const start = useCallback(async () => {
    const outcome = await starting.run({});
    if (!outcome.ok) return;
    const { sync } = outcome.data;
    remember(sync);
    // Work already done means the answer is a sync someone else started: this page now follows it.
    if (sync.done > 0 && !sync.finished) notices.toast('A sync was already running; this is its progress.', 'primary');
    void navigate(syncAddress(sync.sessionId));
  }, [starting, remember, navigate, notices]);

  return { start, pending: starting.pending, remember };
}
