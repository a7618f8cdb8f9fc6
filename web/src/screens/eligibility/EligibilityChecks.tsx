// The eligibility checks page: the checks list, or, with `?job=` in the address, a batch check (`new` to upload a
// sheet, a batch's id to follow it) beside the recent batches.
import { useQuery } from '@apollo/client/react';
import { H4 } from '@blueprintjs/core';
import { Link, useSearchParams } from 'react-router';
import { RecordTable } from '../../kit';
import { LinkButton } from '../../kit/LinkButton';
import { Loaded } from '../../kit/Loaded';
import { formatMonthFirst } from '../../dates/timestamps';
import { batchAddress, checksPath } from './addresses';
import { BatchProgress } from './BatchProgress';
import { BatchUpload } from './BatchUpload';
import { CheckList } from './CheckList';
import { RecentEligibilityBatches } from './operations';
import './eligibility.css';

/** How many of the newest batches the page lists. */
const recentCount = 5;

function RecentBatches() {
  const query = useQuery(RecentEligibilityBatches, { fetchPolicy: 'cache-and-network' });
  return (
    <section className="kit-panel kit-section" aria-labelledby="eligibility-recent-title">
      <H4 id="eligibility-recent-title">Recent batches</H4>
      <Loaded
        what="the recent batches"
        loading={query.loading}
        error={query.error}
        ready={query.data !== undefined}
        retry={() => void query.refetch()}
      >
        <RecordTable
          caption="Recent batches"
          empty="No batch uploaded yet"
          rows={(query.data?.batches.nodes ?? []).slice(0, recentCount)}
          columns={[
            { header: 'File', cell: (batch) => <Link to={batchAddress(batch.id)}>{batch.fileName}</Link> },
            { header: 'Uploaded', cell: (batch) => formatMonthFirst(batch.createdAt) ?? '—' },
            { header: 'Checked', cell: (batch) => `${batch.done} of ${batch.total}`, align: 'end' },
            { header: 'Failed', cell: (batch) => batch.failed, align: 'end' },
            { header: 'Rejected rows', cell: (batch) => batch.rejected, align: 'end' },
            { header: 'State', cell: (batch) => (batch.finished ? 'Finished' : 'Running') },
          ]}
        />
      </Loaded>
    </section>
  );
}

function BatchCheck({ job }: { job: string }) {
  return (
    <div className="kit-page">
      <div className="kit-toolbar" role="toolbar" aria-label="Batch actions">
        <LinkButton to={checksPath}>Back to the checks</LinkButton>
        <span className="kit-toolbar-spacer" />
        {job !== 'new' && <LinkButton to={batchAddress('new')}>Upload another sheet</LinkButton>}
      </div>
      {job === 'new' ? <BatchUpload /> : <BatchProgress id={job} />}
      {/* Asked again for each batch, so the one just uploaded is listed. */}
      <RecentBatches key={job} />
    </div>
  );
}

export function EligibilityChecks() {
  const [params] = useSearchParams();
  const job = params.get('job')?.trim();
  if (job && (job === 'new' || /^\d+$/.test(job))) return <BatchCheck job={job} />;
  return <CheckList />;
}
