// The sign requests sent, newest first: which session, who it went to, who sent it, and whether it has been signed.
import { useQuery } from '@apollo/client/react';
import { Tag } from '../../../kit/Tag';
import { useState } from 'react';
import { Link } from 'react-router';
import { toUsDate } from '../../../dates/calendar';
import { formatMonthFirst } from '../../../dates/timestamps';
import { Pager } from '../../../kit/list/Pager';
import { RecordTable } from '../../../kit/list/RecordTable';
import { SearchBox } from '../../../kit/list/SearchBox';
import { Loaded } from '../../../kit/Loaded';
import { OptionSelect } from '../../billing-schedule/filterControls';
import { SentSignRequestsQuery } from './operations';
import { readableTime } from '../../../dates/timeOfDay';

const pageSizes = [50, 100, 150, 200, 500] as const;

export function SentRequests() {
  const [status, setStatus] = useState('');
  const [search, setSearch] = useState('');
  const [page, setPage] = useState(1);
  const [perPage, setPerPage] = useState<number>(pageSizes[0]);
  const query = useQuery(SentSignRequestsQuery, {
    variables: { page: { page, perPage, search: search || null }, filter: { status: status || null } },
    fetchPolicy: 'cache-and-network',
  });
  const current = (query.data ?? query.previousData)?.page;
  return (
    <>
      <div className="kit-toolbar" role="group" aria-label="Sign request filters">
        <SearchBox
          value={search}
          onSearch={(value) => {
            setSearch(value);
            setPage(1);
          }}
          label="Search recipient or student"
        />
        <OptionSelect
          label="Status"
          every="Sent and signed"
          options={['Sent', 'Signed']}
          value={status}
          onChange={(value) => {
            setStatus(value);
            setPage(1);
          }}
        />
      </div>
      <Loaded what="the sign requests" loading={query.loading} error={query.error} ready={current !== undefined} retry={() => void query.refetch()}>
        <RecordTable
          caption="Sent sign requests"
          rows={current?.nodes ?? []}
          empty={status || search ? 'No sign requests match these filters' : 'No sign requests sent yet'}
          columns={[
            { header: 'Sent', cell: (row) => formatMonthFirst(row.sentAt) },
            {
              header: 'Session',
              cell: (row) => (
                <Link to={`/edit-appointment/${row.sessionId}`}>
                  {`${toUsDate(row.sessionDate) ?? ''} ${row.startTime ? readableTime(row.startTime) : ''}`.trim() || `#${row.sessionId}`}
                </Link>
              ),
            },
            { header: 'Student', cell: (row) => row.studentName ?? '' },
            {
              header: 'Sent to',
              cell: (row) => `${row.recipientName} (${row.recipientRole === 'PARENT' ? 'parent' : 'staff'}), ${row.recipientEmail}`,
            },
            { header: 'Sent by', cell: (row) => row.sentByName },
            {
              header: 'Status',
              cell: (row) => (
                <Tag minimal intent={row.status === 'Signed' ? 'success' : 'warning'}>
                  {row.status}
                </Tag>
              ),
            },
          ]}
        />
      </Loaded>
      <Pager
        pageInfo={current?.pageInfo}
        perPage={perPage}
        pageSizes={pageSizes}
        onPage={setPage}
        onPerPage={(next) => {
          setPerPage(next);
          setPage(1);
        }}
        disabled={query.loading}
      />
    </>
  );
}
