// What other parts of the practice record about a student: activity history, workflows, sessions and the billing
// calendar (the month's sessions by day, as billed).
import { useQuery } from '@apollo/client/react';
import { Button, FormGroup, HTMLSelect, InputGroup, Spinner } from '@blueprintjs/core';
import { Tag } from '../../../kit/Tag';
import { useMemo, useState } from 'react';
import { addMonthsTo, currentMonth, monthGrid, monthLabel } from '../../../dates/months';
import { Pager } from '../../../kit/list/Pager';
import { RecordTable } from '../../../kit/list/RecordTable';
import { text, usDate } from '../shared/format';
import { usDateTime } from '../shared/formatDateTime';
import { StudentFrame } from '../shared/StudentFrame';
import { useStudentId } from '../shared/useStudentId';
import type { StudentSessionsQuery as StudentSessionsQueryResult } from '../../../gql/graphql';
import { NoteStateLink } from '../../session-notes/NoteStateLink';
import { StudentActivityQuery, StudentSessionsQuery, StudentWorkflowsQuery } from './operations';
import { Loaded } from '../../../kit/Loaded';
import { AssignmentCard } from '../../workflows/AssignmentCard';
import { readableTime, readableTimeRange } from '../../../dates/timeOfDay';

const MODULES = ['Student', 'Contact', 'Authorization', 'Intake form', 'Program', 'Funder', 'Staff', 'File', 'Data entry'];

export function ActivityHistory() {
  const studentId = useStudentId();
  const [module, setModule] = useState('');
  const [dateFrom, setDateFrom] = useState('');
  const [dateTo, setDateTo] = useState('');
  const [page, setPage] = useState(1);
  const [perPage, setPerPage] = useState(50);
  const { data, previousData, loading } = useQuery(StudentActivityQuery, {
    variables: { studentId, filter: { module: module || null, dateFrom: dateFrom || null, dateTo: dateTo || null }, page: { page, perPage } },
    fetchPolicy: 'cache-and-network',
  });
  const current = (data ?? previousData)?.page;
  return (
    <StudentFrame title="Activity history">
      <div className="kit-toolbar">
        <FormGroup label="Module" labelFor="activity-module" inline>
          <HTMLSelect
            id="activity-module"
            value={module}
            onChange={(event) => {
              setModule(event.currentTarget.value);
              setPage(1);
            }}
            options={[{ value: '', label: 'Every module' }, ...MODULES]}
          />
        </FormGroup>
        <FormGroup label="From" labelFor="activity-from" inline>
          <InputGroup
            id="activity-from"
            type="date"
            value={dateFrom}
            onValueChange={(value) => {
              setDateFrom(value);
              setPage(1);
            }}
          />
        </FormGroup>
        <FormGroup label="To" labelFor="activity-to" inline>
          <InputGroup
            id="activity-to"
            type="date"
            value={dateTo}
            onValueChange={(value) => {
              setDateTo(value);
              setPage(1);
            }}
          />
        </FormGroup>
      </div>
      {loading && !current ? (
        <Spinner aria-label="Loading activity" />
      ) : (
        <RecordTable
          caption="Activity"
          rows={current?.nodes ?? []}
          empty="No activity recorded"
          columns={[
            { header: 'When', cell: (row) => usDateTime(row.createdAt) },
            { header: 'Who', cell: (row) => row.userName },
            { header: 'Module', cell: (row) => <Tag minimal>{row.module}</Tag> },
            { header: 'Action', cell: (row) => row.action },
            { header: 'What', cell: (row) => row.description },
          ]}
        />
      )}
      <Pager
        pageInfo={current?.pageInfo}
        perPage={perPage}
        pageSizes={[50, 100, 150, 200, 500]}
        onPage={setPage}
        onPerPage={(next) => {
          setPerPage(next);
          setPage(1);
        }}
        disabled={loading}
      />
    </StudentFrame>
  );
}

export function Workflows() {
  const studentId = useStudentId();
  const { data, loading, error, refetch } = useQuery(StudentWorkflowsQuery, { variables: { studentId }, fetchPolicy: 'cache-and-network' });
  return (
    <StudentFrame title="Workflows">
      <Loaded what="the workflows" loading={loading} error={error} ready={data !== undefined} retry={() => void refetch()}>
        {(data?.rows ?? []).length === 0 ? (
          <p className="kit-muted">No workflows assigned to this student.</p>
        ) : (
          <div className="workflow-assignments">
            {(data?.rows ?? []).map((workflow) => (
              <AssignmentCard key={workflow.id} assignment={workflow} title={workflow.workflowName} />
            ))}
          </div>
        )}
      </Loaded>
    </StudentFrame>
  );
}

export function Sessions() {
  const studentId = useStudentId();
  const [monthYear, setMonthYear] = useState('');
  const [hcode, setHcode] = useState('');
  const [page, setPage] = useState(1);
  const [perPage, setPerPage] = useState(50);
  const { data, previousData, loading } = useQuery(StudentSessionsQuery, {
    variables: { studentId, filter: { monthYear: monthYear || null, hcode: hcode || null }, page: { page, perPage } },
    fetchPolicy: 'cache-and-network',
  });
  const current = (data ?? previousData)?.page;
  return (
    <StudentFrame title="Sessions">
      <div className="kit-toolbar">
        <FormGroup label="Month" labelFor="sessions-month" inline>
          <InputGroup
            id="sessions-month"
            type="month"
            value={monthYear}
            onValueChange={(value) => {
              setMonthYear(value);
              setPage(1);
            }}
          />
        </FormGroup>
        <FormGroup label="Billing code" labelFor="sessions-hcode" inline>
          <InputGroup
            id="sessions-hcode"
            value={hcode}
            placeholder="97153"
            onValueChange={(value) => {
              setHcode(value);
              setPage(1);
            }}
          />
        </FormGroup>
      </div>
      {loading && !current ? <Spinner aria-label="Loading sessions" /> : <SessionTable rows={current?.nodes ?? []} />}
      <Pager
        pageInfo={current?.pageInfo}
        perPage={perPage}
        pageSizes={[50, 100, 150, 200, 500]}
        onPage={setPage}
        onPerPage={(next) => {
          setPerPage(next);
          setPage(1);
        }}
        disabled={loading}
      />
    </StudentFrame>
  );
}

type SessionRow = StudentSessionsQueryResult['page']['nodes'][number];

function SessionTable({ rows }: { rows: readonly SessionRow[] }) {
  return (
    <RecordTable
      caption="Sessions"
      rows={rows}
      empty="No sessions"
      columns={[
        { header: 'Date', cell: (row) => usDate(row.date) },
        { header: 'Time', cell: (row) => readableTimeRange(row.startTime, row.endTime) },
        { header: 'Staff', cell: (row) => text(row.staff?.name) },
        { header: 'Service', cell: (row) => text(row.service?.name) },
        { header: 'Code', cell: (row) => row.hcode },
        { header: 'Units', cell: (row) => row.units },
        {
          header: 'Status',
          cell: (row) => (
            <Tag minimal intent={row.status === 'Completed' ? 'success' : row.status === 'Cancelled' || row.status === 'No Show' ? 'danger' : 'none'}>
              {row.status}
            </Tag>
          ),
        },
        {
          header: 'Note',
          cell: (row) => <NoteStateLink sessionId={row.id} noteStatus={row.noteStatus} status={row.status} staffId={row.staff?.id ?? null} />,
        },
      ]}
    />
  );
}

export function BillingCalendar() {
  const studentId = useStudentId();
  // Opens on the month of the latest session (the current month when there is none).
  const latest = useQuery(StudentSessionsQuery, { variables: { studentId, page: { page: 1, perPage: 50 } } });
  const [chosen, setMonth] = useState<string | null>(null);
  const latestDate = latest.data?.page.nodes[0]?.date;
  const month = chosen ?? (latestDate ? latestDate.slice(0, 7) : currentMonth());
  const { data, loading } = useQuery(StudentSessionsQuery, {
    variables: { studentId, filter: { monthYear: month }, page: { page: 1, perPage: 500, sortBy: 'ASC', sortField: 'date' } },
    fetchPolicy: 'cache-and-network',
  });
  const days = useMemo(() => monthGrid(month).map(({ date, dayOfMonth, inMonth }) => ({ iso: date, day: dayOfMonth, inMonth })), [month]);
  const byDay = new Map<string, SessionRow[]>();
  for (const session of data?.page.nodes ?? []) byDay.set(session.date, [...(byDay.get(session.date) ?? []), session]);
  const shift = (by: number) => setMonth(addMonthsTo(month, by));
  const units = (data?.page.nodes ?? []).filter((session) => session.status === 'Completed').reduce((sum, session) => sum + session.units, 0);
  const label = monthLabel(month);
  return (
    <StudentFrame title="Billing calendar">
      <div className="kit-toolbar">
        <Button icon="chevron-left" aria-label="Previous month" onClick={() => shift(-1)} />
        <strong aria-live="polite">{label}</strong>
        <Button icon="chevron-right" aria-label="Next month" onClick={() => shift(1)} />
        {loading && <Spinner size={16} aria-label="Loading" />}
        <span className="kit-toolbar-spacer" />
        <span>
          {(data?.page.nodes ?? []).length} {(data?.page.nodes ?? []).length === 1 ? 'session' : 'sessions'}, {units} units completed
        </span>
      </div>
      <div className="student-calendar" role="grid" aria-label={`Sessions in ${label}`}>
        <div role="row" style={{ display: 'contents' }}>
          {['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'].map((day) => (
            <div key={day} role="columnheader" className="student-calendar-head">
              {day}
            </div>
          ))}
        </div>
        {Array.from({ length: 6 }, (_, week) => (
          <div key={week} role="row" style={{ display: 'contents' }}>
            {days.slice(week * 7, week * 7 + 7).map((day) => (
              <div key={day.iso} role="gridcell" className={`student-calendar-day${day.inMonth ? '' : ' outside'}`} aria-label={usDate(day.iso)}>
                <div>{day.day}</div>
                {(byDay.get(day.iso) ?? []).map((session) => (
                  <div key={session.id}>
                    <Tag minimal intent={session.status === 'Completed' ? 'success' : session.status === 'Scheduled' ? 'primary' : 'danger'}>
                      {readableTime(session.startTime)} {session.hcode} · {session.units}u
                    </Tag>
                  </div>
                ))}
              </div>
            ))}
          </div>
        ))}
      </div>
    </StudentFrame>
  );
}
