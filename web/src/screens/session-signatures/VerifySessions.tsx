// A parent's own page for their child's sessions: the sessions held in the last 90 days, newest first, each either
// verified by them (when) or with the button that verifies it. Verifying is the parent's signature that the session
// took place; the practice sees it on the appointment, the list view and the exports.
import { useQuery } from '@apollo/client/react';
import { Button, NonIdealState, Switch } from '@blueprintjs/core';
import { useState } from 'react';
import { addCalendarDays, today, toUsDate } from '../../dates/calendar';
import { readableTimeRange } from '../../dates/timeOfDay';
import { formatMonthFirst } from '../../dates/timestamps';
import { LinkButton } from '../../kit/LinkButton';
import { Loaded } from '../../kit/Loaded';
import { RecordTable } from '../../kit/list/RecordTable';
import { useWrite } from '../../kit/writes/useWrite';
import { useSession } from '../../session';
import { ParentSessionsQuery, VerifySessionMutation } from './operations';

/** How far back the page reaches: a session is verified soon after it is held. */
const daysBack = 90;

export function VerifySessions() {
  const session = useSession();
  if (session.userType !== 'Parent')
    return (
      <NonIdealState
        icon="people"
        title="This page is for parents"
        description="Parents verify their child's sessions here. Staff verify sessions from the appointment list."
        action={<LinkButton to="/appointment-list">Open the appointment list</LinkButton>}
      />
    );
  return <ParentSessions />;
}

function ParentSessions() {
  const [toVerifyOnly, setToVerifyOnly] = useState(true);
  const until = today();
  const query = useQuery(ParentSessionsQuery, {
    variables: { filter: { statuses: ['Completed'], from: addCalendarDays(until, -daysBack), to: until }, page: { perPage: 200 } },
    fetchPolicy: 'cache-and-network',
  });
  const verifying = useWrite(VerifySessionMutation);
  const [pendingId, setPendingId] = useState<string | null>(null);
  const sessions = (query.data ?? query.previousData)?.page.nodes ?? [];
  const waiting = sessions.filter((row) => !row.verification?.parent);
  const shown = toVerifyOnly ? waiting : sessions;

  const verify = async (id: string, date: string, student: string) => {
    setPendingId(id);
    const result = await verifying.run({ sessionId: id }, `The session of ${toUsDate(date)} with ${student} is verified.`);
    setPendingId(null);
    if (result.ok) void query.refetch();
  };

  return (
    <div className="kit-page">
      <p>
        The sessions your child attended in the last {daysBack} days, newest first. Verify each session that took place: your verification is your
        signature on it.
      </p>
      <div className="kit-toolbar">
        <Switch
          checked={toVerifyOnly}
          label={`Only sessions to verify (${waiting.length})`}
          onChange={(event) => setToVerifyOnly(event.currentTarget.checked)}
        />
      </div>
      <Loaded
        what="your child's sessions"
        loading={query.loading}
        error={query.error}
        ready={query.data !== undefined || query.previousData !== undefined}
        retry={() => void query.refetch()}
      >
        <RecordTable
          caption="Sessions"
          rows={shown}
          empty={toVerifyOnly ? 'Every session is verified. Thank you.' : `No sessions in the last ${daysBack} days`}
          columns={[
            { header: 'Date', cell: (row) => toUsDate(row.date) },
            { header: 'Time', wrap: 'never', cell: (row) => readableTimeRange(row.startTime, row.endTime) },
            { header: 'Student', cell: (row) => row.student?.name ?? '' },
            { header: 'Therapist', cell: (row) => row.staff?.name ?? '' },
            { header: 'Service', cell: (row) => row.service?.name ?? '' },
            {
              header: 'Your verification',
              cell: (row) => {
                const signed = row.verification?.parent;
                if (signed) return `Verified ${formatMonthFirst(signed.signedAt) ?? ''}`;
                const student = row.student?.name ?? 'your child';
                return (
                  <Button
                    size="small"
                    intent="primary"
                    icon="endorsed"
                    text="Verify attendance"
                    aria-label={`Verify attendance of ${toUsDate(row.date)} ${readableTimeRange(row.startTime, row.endTime)} with ${student}`}
                    loading={pendingId === row.id}
                    disabled={verifying.pending}
                    onClick={() => void verify(row.id, row.date, student)}
                  />
                );
              },
            },
          ]}
        />
      </Loaded>
    </div>
  );
}
