// Web Monitoring: the practice's web pages and applications as the uptime monitor last saw them (state, answer time,
// 30-day uptime), then the API's scheduled jobs with their restart.
import { useQuery } from '@apollo/client/react';
import { Tag } from '../../kit/Tag';
import { RecordTable } from '../../kit';
import { Loaded } from '../../kit/Loaded';
import { formatMonthFirst } from '../../dates/timestamps';
import type { MonitoredApplicationListQuery } from '../../gql/graphql';
import { CronJobs } from './CronJobs';
import { MonitoredApplicationList } from './operations';
import './monitoring.css';

type Application = MonitoredApplicationListQuery['applications'][number];

const stateIntent = (state: string) => (state === 'Down' ? 'danger' : state === 'Slow' ? 'warning' : 'success');

function Applications() {
  const { data, loading, error, refetch } = useQuery(MonitoredApplicationList, { fetchPolicy: 'cache-and-network' });
  const applications = data?.applications ?? [];
  const down = applications.filter((app) => app.state === 'Down').length;
  return (
    <section className="kit-section monitoring-section" aria-labelledby="applications-title">
      <h3 id="applications-title" className="monitoring-title">
        Web pages and applications
      </h3>
      <Loaded what="the web pages and applications" loading={loading} error={error} ready={data !== undefined} retry={() => void refetch()}>
        <p role="status" className="monitoring-note">
          {down === 0 ? `All ${applications.length} up.` : `${down} of ${applications.length} down.`}
        </p>
        <RecordTable
          caption="Web pages and applications"
          rows={applications}
          empty="Nothing is monitored yet."
          columns={[
            {
              header: 'Name',
              cell: (app: Application) => (
                <>
                  <strong>{app.name}</strong>
                  <div className="monitoring-note">{app.url}</div>
                </>
              ),
            },
            { header: 'Kind', cell: (app) => app.kind },
            {
              header: 'State',
              cell: (app) => (
                <Tag intent={stateIntent(app.state)} round>
                  {app.state}
                </Tag>
              ),
            },
            {
              header: 'Answer time',
              cell: (app) => (app.responseMs === null || app.responseMs === undefined ? '—' : `${app.responseMs} ms`),
              align: 'end',
            },
            { header: 'Uptime (30 days)', cell: (app) => `${app.uptime.toFixed(2)}%`, align: 'end' },
            { header: 'Last checked', cell: (app) => formatMonthFirst(app.lastCheckedAt) ?? '—' },
          ]}
        />
      </Loaded>
    </section>
  );
}

export function WebMonitoring() {
  return (
    <div className="kit-page">
      <Applications />
      <CronJobs />
    </div>
  );
}
