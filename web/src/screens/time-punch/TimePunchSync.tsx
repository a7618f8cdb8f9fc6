// The time-punch sync page: "Sync all" sends every staff member to the time-punch service and follows the sync's
// progress; the session id in the address (`?session=`) brings a person back to the same sync.
import { Button, Callout, NonIdealState, Spinner } from '@blueprintjs/core';
import { useNavigate, useSearchParams } from 'react-router';
import { errorCode, isAnnounced } from '../../app/links';
import { useWrite } from '../../kit';
import { RetryTimePunchSyncMutation } from './operations';
import { syncAddress } from './syncAddress';
import { SyncProgress } from './SyncProgress';
import { useStartSync } from './useStartSync';
import { useSyncProgress } from './useSyncProgress';
import './time-punch.css';

function sessionOf(params: URLSearchParams): string | null {
  const session = params.get('session')?.trim();
  return session ? session : null;
}

export function TimePunchSync() {
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const sessionId = sessionOf(params);
  const { start, pending, remember } = useStartSync();
  const retrying = useWrite(RetryTimePunchSyncMutation);
  const { data, loading, error, refetch } = useSyncProgress(sessionId);
  const sync = data?.sync;
  const running = sync !== undefined && !sync.finished;

  const retry = async () => {
    if (!sessionId) return;
    const outcome = await retrying.run({ sessionId });
    if (!outcome.ok) return;
    remember(outcome.data.sync);
    // While another sync runs, the API answers that one instead: follow it.
    if (outcome.data.sync.sessionId !== sessionId) void navigate(syncAddress(outcome.data.sync.sessionId));
  };

  let body;
  if (sessionId === null) {
    body = <NonIdealState icon="time" title="No sync started yet" description="Sync all to send every staff member to the time-punch service." />;
  } else if (sync) {
    body = <SyncProgress sync={sync} onRetry={() => void retry()} retrying={retrying.pending} />;
  } else if (error && errorCode(error) === 'NOT_FOUND') {
    body = (
      <NonIdealState
        icon="search"
        title="No sync with that session id"
        description="It may have been started on another system. Sync all to start one."
      />
    );
  } else if (error) {
    body = (
      <Callout intent="danger" title="The sync's progress could not be loaded">
        {!isAnnounced(error) && <p>{error.message}</p>}
        <Button text="Try again" onClick={() => void refetch()} />
      </Callout>
    );
  } else if (loading) {
    body = <Spinner aria-label="Loading the sync's progress" />;
  }

  return (
    <div className="kit-page time-punch-sync">
      <div className="kit-panel kit-toolbar">
        <p className="time-punch-intro">
          Sends every staff member to the time-punch service, one after another. You can leave this page and come back: its address keeps the sync.
        </p>
        <span className="kit-toolbar-spacer" />
        <Button intent="primary" icon="refresh" text="Sync all" loading={pending} disabled={running} onClick={() => void start()} />
      </div>
      {body}
    </div>
  );
}
