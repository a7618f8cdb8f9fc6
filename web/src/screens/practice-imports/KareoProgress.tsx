// One import's progress, polled about once a second while it runs and the page is visible: a bar of rows written
// out of the valid rows, what was imported, skipped as already there and left out, and the left-out rows by line.
import { useQuery } from '@apollo/client/react';
import { useEffect, useRef } from 'react';
import { Button, Callout, H4, ProgressBar } from '@blueprintjs/core';
import { RecordTable } from '../../kit';
import { Loaded } from '../../kit/Loaded';
import { useVisiblePolling } from '../../kit/list/useVisiblePolling';
import type { KareoImportFieldsFragment } from '../../gql/graphql';
import { KareoImportStatus } from './operations';

const isRunning = (job: KareoImportFieldsFragment) => job.status === 'queued' || job.status === 'running';
const rows = (count: number) => `${count} ${count === 1 ? 'row' : 'rows'}`;

function outcome(job: KareoImportFieldsFragment): string {
  if (isRunning(job)) return `${job.processed} of ${job.total} rows written…`;
  if (job.status === 'failed') return `No row could be imported: ${rows(job.rejected)} left out.`;
  return `Finished: ${rows(job.imported)} imported, ${rows(job.skipped)} already imported, ${rows(job.rejected)} left out.`;
}

export function KareoProgress({ id, onClose, onFinished }: { id: string; onClose: () => void; onFinished: () => void }) {
  const query = useQuery(KareoImportStatus, { variables: { importId: id }, fetchPolicy: 'cache-and-network' });
  const job = query.data?.job;
  const running = job !== undefined && isRunning(job);
  useVisiblePolling(running, query);
  // The lists are brought up to date once, when the followed job is first seen finished (it may finish before the
  // first poll).
  const reported = useRef(false);
  useEffect(() => {
    if (job && !running && !reported.current) {
      reported.current = true;
      onFinished();
    }
  }, [running, job, onFinished]);
  return (
    <section className="kit-panel kit-section practice-import-progress" aria-labelledby="kareo-progress-title">
      <div className="practice-import-heading">
        <H4 id="kareo-progress-title">{job ? `Import of ${job.fileName}` : 'Import'}</H4>
        <Button minimal icon="cross" text="Close" onClick={onClose} />
      </div>
      <Loaded what="the import" loading={query.loading} error={query.error} ready={job !== undefined} retry={() => void query.refetch()}>
        {job && (
          <>
            <ProgressBar
              intent={running ? 'primary' : job.status === 'failed' ? 'danger' : job.rejected > 0 ? 'warning' : 'success'}
              value={job.total === 0 ? 1 : job.processed / job.total}
              animate={running}
              stripes={running}
              aria-label="Import progress"
            />
            <p role="status" className="practice-import-outcome">
              {outcome(job)}
            </p>
            {job.errors.length > 0 && (
              <>
                <Callout intent="warning" title={`${rows(job.rejected)} left out`}>
                  Fix these rows in the file and import it again: rows already imported are skipped.
                </Callout>
                <RecordTable
                  caption="Rows left out"
                  rows={job.errors.map((error) => ({ ...error, id: String(error.row) }))}
                  columns={[
                    { header: 'Row', cell: (error) => error.row, align: 'end' },
                    { header: 'Problem', cell: (error) => error.message },
                  ]}
                />
              </>
            )}
          </>
        )}
      </Loaded>
    </section>
  );
}
