// The calendar over the mocked schema: a week across a daylight-saving change listed at the practice's hours
// whatever the browser's zone, each appointment a link named by time, student, staff member and service, only the
// drawn days asked for with the address's filters, a cancelled one struck through, and an empty week said so.
import { screen, waitFor, within } from '@testing-library/react';
import { Route, Routes } from 'react-router';
import { describe, expect, it } from 'vitest';
import { renderWithGraphQL } from '../../test/render';
import { roles } from '../../test/roles';
import { screens } from '.';

function Page() {
  return (
    <Routes>
      <Route path="/calendar" element={<screens.Calendar />} />
      <Route path="/global-calendar/:filter_date?" element={<screens.GlobalCalendar />} />
    </Routes>
  );
}

const booked = (id: string, startsAt: string, endsAt: string, status = 'Scheduled') => ({
  id,
  startsAt,
  endsAt,
  status,
  student: { id: '1', name: `Student ${id}` },
  staff: { id: '2', name: 'Dana Whitfield' },
  service: { id: '3', name: 'Direct Therapy' },
  sessionType: { id: '1', name: 'Direct Therapy', color: '#2D72D2' },
  cancellation: null,
});

const workflowStep = {
  id: '7',
  title: 'Intake call',
  assignedType: 'student',
  assignedId: '1',
  assignedName: 'Student 1',
  startsAt: '2026-03-10T15:00:00Z',
  endsAt: '2026-03-10T15:30:00Z',
  done: false,
};

function standIn(appointments: ReturnType<typeof booked>[], workflowEvents: (typeof workflowStep)[] = []) {
  const asked: unknown[] = [];
  return {
    asked,
    resolvers: {
      Query: {
        practiceTimeZone: () => 'America/New_York',
        sessionTypeColors: () => [{ id: '1', name: 'Direct Therapy', color: '#2D72D2' }],
        appointments: (_: unknown, args: { filter: unknown }) => {
          asked.push(args.filter);
          return appointments;
        },
        workflowEvents: () => workflowEvents,
      },
    },
  };
}

describe('the calendar', () => {
  it('lists a week across the change to daylight time at the practice hours, each appointment a named link', async () => {
    // In New York: 00:30 on Sunday 8 March is still standard time (UTC−5), 9:00 on the Monday is daylight time (UTC−4).
    const { asked, resolvers } = standIn([
      booked('1', '2026-03-08T05:30:00Z', '2026-03-08T06:30:00Z'),
      booked('2', '2026-03-09T13:00:00Z', '2026-03-09T14:30:00Z'),
      booked('3', '2026-03-10T18:00:00Z', '2026-03-10T19:00:00Z', 'Cancelled'),
    ]);
    renderWithGraphQL(<Page />, { route: '/calendar?view=list&date=2026-03-09&staff=2', session: roles.office(), resolvers });
    const first = await screen.findByRole('link', { name: /: 12:30 AM to 1:30 AM, Student 1 with Dana Whitfield, Direct Therapy$/ });
    expect(first).toHaveAttribute('href', '/edit-appointment/1');
    expect(screen.getByRole('link', { name: /: 9:00 AM to 10:30 AM, Student 2 with Dana Whitfield, Direct Therapy$/ })).toBeInTheDocument();
    const cancelled = screen.getByRole('link', { name: /: 2:00 PM to 3:00 PM, Student 3 with Dana Whitfield, Direct Therapy, Cancelled$/ });
    expect(cancelled.closest('.calendar-event-freed')).not.toBeNull();
    // The week from Sunday 8 March, with the staff filter of the address.
    expect(asked.at(-1)).toMatchObject({ from: '2026-03-08', to: '2026-03-14', staffIds: ['2'] });
    const legend = await screen.findByRole('list', { name: 'Calendar colours' });
    expect(await within(legend).findByText('Direct Therapy')).toHaveStyle({ backgroundColor: '#2D72D2' });
    // No workflow step is drawn, so none is named.
    expect(within(legend).queryByText('Workflow step')).toBeNull();
  });

  it('names the colour of workflow steps in the legend while a workflow step is drawn', async () => {
    const { resolvers } = standIn([booked('1', '2026-03-10T14:00:00Z', '2026-03-10T15:00:00Z')], [workflowStep]);
    renderWithGraphQL(<Page />, { route: '/calendar?view=week&date=2026-03-09', session: roles.office(), resolvers });
    const legend = await screen.findByRole('list', { name: 'Calendar colours' });
    expect(await within(legend).findByText('Workflow step')).toHaveStyle({ backgroundColor: '#634DBF' });
    expect(within(legend).getByText('Direct Therapy')).toBeInTheDocument();
  });

  it('opens the global calendar on the date of its path, and says when a day has nothing', async () => {
    const { asked, resolvers } = standIn([]);
    renderWithGraphQL(<Page />, { route: '/global-calendar/2026-11-01?view=day', session: roles.office(), resolvers });
    expect(await screen.findByText(/No appointments on these days/, { selector: '.bp6-callout' })).toBeInTheDocument();
    await waitFor(() => expect(asked.at(-1)).toMatchObject({ from: '2026-11-01', to: '2026-11-01' }));
    expect(screen.getByRole('heading', { name: 'November 1, 2026' })).toBeInTheDocument();
  });

  it('books for the day it shows, and for no day from the week', async () => {
    const { resolvers } = standIn([]);
    const { user } = renderWithGraphQL(<Page />, { route: '/calendar?view=day&date=2026-12-10&staff=4', session: roles.office(), resolvers });
    await screen.findByRole('heading', { name: 'December 10, 2026' });
    expect(screen.getByRole('link', { name: 'Book appointment' })).toHaveAttribute('href', '/create-appointment?start=2026-12-10&staffId=4');
    await user.click(screen.getByRole('button', { name: 'Week' }));
    await waitFor(() => expect(screen.getByRole('link', { name: 'Book appointment' })).toHaveAttribute('href', '/create-appointment?staffId=4'));
  });
});
