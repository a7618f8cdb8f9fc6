// A goal import as it runs: its progress polled until it is done, then what it wrote, skipped and left out, with the
// way to the import list.
import { useQuery } from '@apollo/client/react';
import { Button, Callout, ProgressBar, Spinner } from '@blueprintjs/core';
import { useEffect } from 'react';
import { LinkButton } from '../../kit/LinkButton';
import { isAnnounced } from '../../app/links';
import { goalPaths } from './names';
import { GoalImportStatus } from './operations';
import './goals.css';

const POLL_MS = 500;
const rows = (count: number) => `${count} row${count === 1 ? '' : 's'}`;

export function GoalImportProgress({ importId, onAnother }: { importId: string; onAnother: () => void }) {
  const { data, error, refetch, stopPolling } = useQuery(GoalImportStatus, {
    variables: { importId },
    pollInterval: POLL_MS,
    fetchPolicy: 'network-only',
  });
  const job = data?.job;
  const done = job?.status === 'done' || job?.status === 'failed';
  // Stops asking once the job is over.
  useEffect(() => {
    if (done) stopPolling();
  }, [done, stopPolling]);
  if (error && !job) {
    return isAnnounced(error) ? null : (
      <Callout intent="danger" title="The import's progress could not be loaded">
        <p>{error.message}</p>
        <Button text="Try again" onClick={() => void refetch()} />
      </Callout>
    );
  }
  if (!job) return <Spinner aria-label="Loading the import" />;
  const fraction = job.total > 0 ? job.processed / job.total : 1;
  return (
    <section className="kit-panel kit-section goal-beside-form" aria-label="Goal import">
      <div role="status" aria-live="polite">
        {done ? (
          <Callout intent={job.status === 'failed' ? 'danger' : job.rejected > 0 ? 'warning' : 'success'} title="Import finished">
            <p>
              {job.fileName}: {rows(job.imported)} imported, {rows(job.skipped)} skipped (already imported), {rows(job.rejected)} left out for their
              problems.
            </p>
          </Callout>
        ) : (
          <>
            <p>
              Importing {job.fileName}: {job.processed} of {rows(job.total)}…
            </p>
            <ProgressBar intent="primary" value={fraction} aria-label="Import progress" />
          </>
        )}
      </div>
      {done && (
        <div className="kit-form-actions">
          <LinkButton to={goalPaths.importList}>See the import list</LinkButton>
          <Button text="Import another file" onClick={onAnother} />
        </div>
      )}
    </section>
  );
}
