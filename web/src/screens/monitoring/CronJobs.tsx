// The API's scheduled jobs: each with its schedule, state, last and next run (and a failed run's error). Restart runs
// a job now; the table then shows the job's new last and next run.
import { useQuery } from '@apollo/client/react';
import { Tag } from '../../kit/Tag';
import { RecordTable, useWrite } from '../../kit';
import { Loaded } from '../../kit/Loaded';
import { formatMonthFirst } from '../../dates/timestamps';
import type { CronJobFieldsFragment } from '../../gql/graphql';
import { CronJobList, RestartCron } from './operations';

const when = (value: string | null | undefined) => (value ? (formatMonthFirst(value) ?? '—') : '—');
const stateIntent = (state: string) => (state === 'Failed' ? 'danger' : state === 'Running' ? 'primary' : 'success');

export function CronJobs() {
  const { data, loading, error, refetch } = useQuery(CronJobList, { fetchPolicy: 'cache-and-network' });
  const restart = useWrite(RestartCron);
  return (
    <section className="kit-section monitoring-section" aria-labelledby="cron-jobs-title">
      <h3 id="cron-jobs-title" className="monitoring-title">
        Scheduled jobs
      </h3>
      <Loaded what="the scheduled jobs" loading={loading} error={error} ready={data !== undefined} retry={() => void refetch()}>
        <RecordTable
          caption="Scheduled jobs"
          rows={data?.cronJobs ?? []}
          empty="No scheduled jobs."
          columns={[
            {
              header: 'Job',
              cell: (job: CronJobFieldsFragment) => (
                <>
                  <strong>{job.name}</strong>
                  <div className="monitoring-note">{job.description}</div>
                </>
              ),
            },
            { header: 'Schedule', cell: (job) => <code>{job.schedule}</code> },
            {
              header: 'State',
              cell: (job) => (
                <>
                  <Tag intent={stateIntent(job.state)} round>
                    {job.state}
                  </Tag>
                  {job.lastError && <div className="monitoring-error">{job.lastError}</div>}
                </>
              ),
            },
            { header: 'Last run', cell: (job) => when(job.lastRunAt) },
            { header: 'Next run', cell: (job) => when(job.nextRunAt) },
          ]}
          actions={[
            {
              label: 'Restart',
              ariaLabel: (job) => `Restart ${job.name}`,
              onClick: (job) => void restart.run({ id: job.id }, (answer) => `${answer.job.name} restarted.`),
            },
          ]}
        />
      </Loaded>
    </section>
  );
}
