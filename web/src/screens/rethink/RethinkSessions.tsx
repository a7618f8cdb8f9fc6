// Rethink Session Data: the sessions that came in from Rethink, each imported or failed with its reason, filtered as
// the API takes them; above them, the importer that pulls a range of days.
import { Tag } from '../../kit/Tag';
import type { RethinkSessionListQuery } from '../../gql/graphql';
import { col, dateCol, derived, ResourceList } from '../../kit';
import { Importer } from './Importer';
import { sessionFilters } from './SessionFilters';
import { RethinkSessionList } from './operations';
import './rethink.css';
import { readableTimeRange } from '../../dates/timeOfDay';

type Session = RethinkSessionListQuery['page']['nodes'][number];

const columns = [
  { ...dateCol<Session>('date', 'Date'), flex: 0.8 },
  derived<Session>('time', 'Time', (row) => (row.startTime ? readableTimeRange(row.startTime, row.endTime ?? '') : '—'), { flex: 0.8 }),
  col<Session>('studentName', 'Student', { flex: 1.2, sortField: false }),
  col<Session>('staffName', 'Staff', { flex: 1.1, sortField: false }),
  derived<Session>('service', 'Service', (row) => row.service, { flex: 1.5 }),
  col<Session>('units', 'Units', { flex: 0.5, minWidth: 70, sortField: false }),
  {
    ...derived<Session>('status', 'Status', (row) => row.status, { flex: 0.7, minWidth: 100 }),
    render: (row: Session) => (
      <Tag intent={row.status === 'Failed' ? 'danger' : 'success'} round>
        {row.status}
      </Tag>
    ),
  },
  derived<Session>('failureReason', 'Reason', (row) => row.failureReason, { flex: 1.8 }),
  col<Session>('externalId', 'Rethink id', { flex: 1, sortField: false }),
];

export function RethinkSessions() {
  return (
    <div className="kit-page">
      <Importer />
      <ResourceList
        plural="Rethink sessions"
        singular="Rethink session"
        list={RethinkSessionList}
        columns={columns}
        rowName={(row) => `${row.studentName} ${row.date}`}
        filters={sessionFilters}
      />
    </div>
  );
}
