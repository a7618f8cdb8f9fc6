// The page every signed-in person lands on: today's work and what needs attention, composed in one request. Each
// section is asked only where the person may open its screen, and fails on its own: partial data, never a blank page.
import { useQuery } from '@apollo/client/react';
import { Button, Callout, Classes, H2, HTMLTable } from '@blueprintjs/core';
import { Tag } from '../../kit/Tag';
import { useMemo } from 'react';
import { Link } from 'react-router';
import { today as todayOf } from '../../dates/calendar';
import { toUsDate } from '../../dates/calendar';
import { Figures, type Figure } from '../../kit/Figures';
import { useSession } from '../../session';
import { waitingForSignature } from './attention';
import './dashboard.css';
import { sectionErrors } from './errors';
import { DashboardQuery } from './operations';
import { Section } from './Section';
import { dashboardVariables, isAdministrator, mayOpen, NOTES_LOOKBACK_DAYS, sectionLinks, SHOWN_ROWS } from './sections';
import { readableTime } from '../../dates/timeOfDay';
import { SupervisionSection } from '../supervision/SupervisionSection';

function more(total: number) {
  return total > SHOWN_ROWS ? <p className="bp6-text-muted">and {total - SHOWN_ROWS} more</p> : null;
}

export function Dashboard() {
  const session = useSession();
  const today = useMemo(() => todayOf(), []);
  const variables = useMemo(() => dashboardVariables(session, today), [session, today]);
  const { data, loading, error, refetch } = useQuery(DashboardQuery, {
    variables,
    errorPolicy: 'all',
    fetchPolicy: 'cache-and-network',
    context: { errorsInPlace: true },
  });
  const board = data?.dashboard;
  const errors = sectionErrors(error);
  const practice = isAdministrator(session);
  const waiting = !board && loading;

  if (!board && error && !loading) {
    return (
      <Callout intent="danger" title="The dashboard could not be loaded">
        <p>{error.message}</p>
        <Button text="Try again" onClick={() => void refetch()} />
      </Callout>
    );
  }

  const appointments = board?.today ?? [];
  const notes = waitingForSignature(board?.toSign ?? []);
  const authorizationGroups = board?.authorizations
    ? [
        ...board.authorizations.ending.map((group) => ({ key: `ending-${group.days}`, title: `Ending within ${group.days} days`, ...group })),
        { key: 'low', title: 'Under 10% of units left', ...board.authorizations.lowUnits },
      ].filter((group) => group.total > 0)
    : [];
  const credentials = board?.staff?.rows ?? [];
  const pendingDocuments = board?.documentNotification?.pendingFileCount;
  const coverage = board?.coverage?.nodes ?? [];
  const overdueWorkflows = board?.overdueWorkflows ?? [];

  // The figures the answer will fill: while it is on its way their line is drawn as a skeleton of the same size.
  const unread = typeof board?.unreadMessageCount === 'number' ? String(board.unreadMessageCount) : undefined;
  const figureSlots: { label: string; asked: boolean; value: string | undefined }[] = [
    {
      label: 'Active students',
      asked: variables.withStudents,
      value: board?.activeStudents ? String(board.activeStudents.pageInfo.total) : undefined,
    },
    { label: 'Active staff', asked: variables.withStaff, value: board?.staff ? String(board.staff.activeStaff) : undefined },
    { label: 'Appointments today', asked: variables.withAppointments, value: board?.today ? String(appointments.length) : undefined },
    { label: 'Notes to sign', asked: variables.withNotes, value: board?.toSign ? String(notes.length) : undefined },
    { label: 'Pending documents', asked: true, value: pendingDocuments === undefined ? undefined : String(pendingDocuments) },
    { label: 'Unread messages', asked: variables.withMessages, value: unread },
  ];
  const figures: Figure[] = figureSlots
    .filter((slot) => slot.asked && (waiting || slot.value !== undefined))
    .map((slot) => ({ label: slot.label, value: slot.value ?? '0' }));

  return (
    <div className="dashboard">
      <div className="dashboard-greeting">
        <H2>Hello {session.userName}</H2>
        <span className="bp6-text-muted">{toUsDate(today)}</span>
      </div>
      {figures.length > 0 &&
        (waiting ? (
          <div className={Classes.SKELETON} aria-hidden="true">
            <Figures label="Today at a glance" figures={figures} />
          </div>
        ) : (
          <Figures label="Today at a glance" figures={figures} />
        ))}

      {/* The cards are drawn anew once the answer is in, in place of their skeletons: a card that grew as its rows
          arrived would push down every card under it. */}
      <div className="dashboard-grid" key={waiting ? 'waiting' : 'answered'}>
        {variables.withAppointments && (
          <Section
            title="Today's appointments"
            link={{ to: sectionLinks.appointments, text: 'Open the calendar' }}
            loading={waiting}
            error={errors.get('today')}
            empty={appointments.length === 0}
            emptyText={practice ? 'No appointments are scheduled today.' : 'You have no appointments today.'}
          >
            <HTMLTable compact striped className="dashboard-table">
              <caption className="bp6-text-muted">Today's appointments, by start time</caption>
              <thead>
                <tr>
                  <th scope="col">Time</th>
                  <th scope="col">Student</th>
                  {practice && <th scope="col">Staff</th>}
                  <th scope="col">Service</th>
                  <th scope="col">Status</th>
                </tr>
              </thead>
              <tbody>
                {[...appointments]
                  .sort((a, b) => a.startTime.localeCompare(b.startTime))
                  .slice(0, SHOWN_ROWS)
                  .map((row) => (
                    <tr key={row.id}>
                      <td>
                        <span className="dashboard-time">{readableTime(row.startTime)} –</span>{' '}
                        <span className="dashboard-time">{readableTime(row.endTime)}</span>
                      </td>
                      <td>{row.student?.name ?? '—'}</td>
                      {practice && <td>{row.staff?.name ?? '—'}</td>}
                      <td>{row.service?.name ?? '—'}</td>
                      <td>{row.status}</td>
                    </tr>
                  ))}
              </tbody>
            </HTMLTable>
            {more(appointments.length)}
          </Section>
        )}

        {variables.withNotes && (
          <Section
            title="Notes waiting for your signature"
            link={{ to: sectionLinks.notes, text: 'All sessions' }}
            loading={waiting}
            error={errors.get('toSign')}
            empty={notes.length === 0}
            emptyText={`No notes of the last ${NOTES_LOOKBACK_DAYS} days are waiting for your signature.`}
          >
            <ul className="dashboard-list">
              {notes.slice(0, SHOWN_ROWS).map((row) => (
                <li key={row.id}>
                  <Link to={`/session-note/${row.id}`}>
                    {toUsDate(row.date)} {readableTime(row.startTime)}, {row.student?.name ?? 'a student'}
                  </Link>{' '}
                  <Tag minimal intent={row.noteStatus === 'Pending' ? 'warning' : 'danger'}>
                    {row.noteStatus === 'Pending' ? 'Drafted' : 'Not started'}
                  </Tag>
                </li>
              ))}
            </ul>
            {more(notes.length)}
          </Section>
        )}

        {variables.withAuthorizations && (
          <Section
            title="Authorizations needing attention"
            loading={waiting}
            error={errors.get('authorizations')}
            empty={authorizationGroups.length === 0}
            emptyText="No authorization ends within 60 days or has under 10% of its units left."
          >
            {authorizationGroups.map((group) => (
              <div key={group.key} className="dashboard-group">
                <h4>
                  {group.title}{' '}
                  <Tag minimal round>
                    {group.total}
                  </Tag>
                </h4>
                <ul className="dashboard-list">
                  {group.rows.map((row) => (
                    <li key={row.id}>
                      <Link to={`/student-authorization/${row.studentId}`}>{row.student?.name ?? 'A student'}</Link>{' '}
                      <span className="bp6-text-muted">
                        #{row.authorizationNumber}, ends {toUsDate(row.endDate)}, {row.unitsRemaining} of {row.totalUnits} units left
                      </span>
                    </li>
                  ))}
                </ul>
                {more(group.total)}
              </div>
            ))}
          </Section>
        )}

        {variables.withQueue && (
          <Section
            title="Note generation"
            link={{ to: sectionLinks.queue, text: 'Open the queue' }}
            loading={waiting}
            error={errors.get('queued') ?? errors.get('generating') ?? errors.get('failed')}
            empty={false}
            emptyText=""
          >
            <Figures
              label="Note generation queue"
              figures={[
                { label: 'Queued', value: String(board?.queued?.pageInfo.total ?? 0) },
                { label: 'Generating', value: String(board?.generating?.pageInfo.total ?? 0) },
                { label: 'Failed', value: String(board?.failed?.pageInfo.total ?? 0) },
              ]}
            />
          </Section>
        )}

        {variables.withStaff && (
          <Section
            title="Staff credentials expiring"
            link={{ to: sectionLinks.staff, text: 'Open the staff list' }}
            loading={waiting}
            error={errors.get('staff')}
            empty={credentials.length === 0}
            emptyText="No credential has expired or expires within 60 days."
          >
            <ul className="dashboard-list">
              {credentials.map((row) => (
                <li key={row.id}>
                  <Link to={`/staff-credentials/${row.id}`}>{row.name}</Link>{' '}
                  {row.credentialAlert && (
                    <Tag minimal intent={row.credentialAlert.level === 'EXPIRED' ? 'danger' : 'warning'}>
                      {row.credentialAlert.name}: {row.credentialAlert.label}
                    </Tag>
                  )}
                </li>
              ))}
            </ul>
            {more(board?.staff?.total ?? 0)}
          </Section>
        )}

        {variables.withCoverage && (
          <Section
            title="Coverage problems"
            link={{ to: sectionLinks.coverage, text: 'Eligibility checks' }}
            loading={waiting}
            error={errors.get('coverage')}
            empty={coverage.length === 0}
            emptyText="No family's coverage is inactive or ends within 30 days."
          >
            <ul className="dashboard-list">
              {coverage.slice(0, SHOWN_ROWS).map((row) => (
                <li key={row.id}>
                  <Link to={`/student-funder/${row.studentId}`}>{row.studentName ?? 'A student'}</Link>{' '}
                  <span className="bp6-text-muted">{row.funderName}</span>{' '}
                  <Tag minimal intent={row.coverage?.active ? 'warning' : 'danger'}>
                    {row.coverage?.active ? `Ends ${toUsDate(row.coverage.endDate) ?? ''}` : 'Inactive'}
                  </Tag>
                </li>
              ))}
            </ul>
            {more(board?.coverage?.pageInfo.total ?? coverage.length)}
          </Section>
        )}

        {variables.withWorkflows && (
          <Section
            title="Overdue workflow steps"
            link={{ to: sectionLinks.workflows, text: 'Workflows' }}
            loading={waiting}
            error={errors.get('overdueWorkflows')}
            empty={overdueWorkflows.length === 0}
            emptyText="None of your workflow steps is overdue."
          >
            <ul className="dashboard-list">
              {overdueWorkflows.slice(0, SHOWN_ROWS).map((row) => (
                <li key={row.id}>
                  <Link to={row.assignedType === 'student' ? `/student-workflows/${row.assignedId}` : sectionLinks.workflows}>
                    {row.workflowName}
                  </Link>{' '}
                  <span className="bp6-text-muted">
                    {row.assignedName}, {row.doneCount ?? 0} of {row.totalCount ?? 0} done
                  </span>{' '}
                  <Tag minimal intent="danger">
                    {row.overdueCount ?? 0} overdue
                  </Tag>
                </li>
              ))}
            </ul>
            {more(overdueWorkflows.length)}
          </Section>
        )}

        {variables.withMessages && (
          <Section
            title="Messages"
            link={{ to: sectionLinks.messages, text: 'Open the inbox' }}
            loading={waiting}
            error={errors.get('unreadMessageCount')}
            empty={!board?.unreadMessageCount}
            emptyText="No unread messages."
          >
            <p>{board?.unreadMessageCount === 1 ? '1 conversation has' : `${board?.unreadMessageCount} conversations have`} unread messages.</p>
          </Section>
        )}

        {variables.withSupervision && (
          <SupervisionSection
            rows={board?.supervision ?? []}
            loading={waiting}
            error={errors.get('supervision')}
            recordLinks={mayOpen(session, sectionLinks.staff)}
            shown={SHOWN_ROWS}
          />
        )}

        <Section
          title="Your documents"
          link={{ to: `/profile-documents/${session.userId ?? ''}`, text: 'Upload documents' }}
          loading={waiting}
          error={errors.get('documentNotification')}
          empty={!pendingDocuments}
          emptyText="None of your documents are pending."
        >
          <p>{board?.documentNotification?.message ?? `${pendingDocuments} of your documents are pending.`}</p>
        </Section>
      </div>
    </div>
  );
}
