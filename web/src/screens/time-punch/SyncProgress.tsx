// One sync's progress: a bar of done out of total, the count of failures, and each failure by name with the reason.
// A finished sync with failures offers to retry only those people.
import { Button, Callout, H4, ProgressBar } from '@blueprintjs/core';
import { Link } from 'react-router';
import { RecordTable } from '../../kit';
import type { TimePunchSyncFieldsFragment } from '../../gql/graphql';

function outcome(sync: TimePunchSyncFieldsFragment): string {
  const synced = sync.done - sync.failed;
  if (!sync.finished) return `${sync.done} of ${sync.total} done${sync.failed > 0 ? `, ${sync.failed} failed` : ''}`;
  if (sync.failed === 0) return `Finished: all ${sync.total} staff members synced.`;
  return `Finished: ${synced} of ${sync.total} synced, ${sync.failed} failed.`;
}

export function SyncProgress({ sync, onRetry, retrying }: { sync: TimePunchSyncFieldsFragment; onRetry: () => void; retrying: boolean }) {
  const share = sync.total === 0 ? 1 : sync.done / sync.total;
  const intent = !sync.finished ? 'primary' : sync.failed > 0 ? 'warning' : 'success';
  return (
    <section className="kit-panel kit-section time-punch-progress" aria-labelledby="time-punch-progress-title">
      <H4 id="time-punch-progress-title">{sync.finished ? 'Sync finished' : 'Sync running'}</H4>
      <ProgressBar
        intent={intent}
        value={share}
        animate={!sync.finished}
        stripes={!sync.finished}
        aria-label="Sync progress"
        aria-valuenow={sync.done}
        aria-valuemin={0}
        aria-valuemax={sync.total}
      />
      <p role="status" className="time-punch-outcome">
        {outcome(sync)}
      </p>
      {sync.finished && sync.failed > 0 && (
        <Callout intent="warning" title="Some staff members were not synced" className="time-punch-retry">
          <p>Fix what the reason names, then retry: only the people listed below are sent again.</p>
          <Button intent="primary" icon="refresh" text="Retry failed" loading={retrying} onClick={onRetry} />
        </Callout>
      )}
      {sync.failures.length > 0 && (
        <RecordTable
          caption="Failures"
          rows={sync.failures.map((failure) => ({ ...failure, id: failure.userId }))}
          columns={[
            { header: 'Staff member', cell: (failure) => <Link to={`/staff-punch-history/${failure.userId}`}>{failure.name}</Link> },
            { header: 'Reason', cell: (failure) => failure.reason },
          ]}
        />
      )}
    </section>
  );
}
