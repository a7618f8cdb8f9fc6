// The calendar over the mocked schema: a week across a daylight-saving change listed at the practice's hours
// whatever the browser's zone, each appointment a link named by time, student, staff member and service, only the
// drawn days asked for with the address's filters, a cancelled one struck through, and an empty week said so.
import { screen, waitFor, within } from '@testing-library/react';
import type { GraphQLResolveInfo } from 'graphql';
import { Route, Routes } from 'react-router';
import { describe, expect, it } from 'vitest';
import { renderWithGraphQL } from '../../../test/render';
import { roles } from '../../../test/roles';
import { studentSearchResolvers } from '../../students/test/studentSearch';
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

  it('searches its Student filter on the API as it is typed, and lists no student of the practice to choose from', async () => {
    const { asked, resolvers } = standIn([]);
    const students = [
      { id: '7', name: 'Ada Moss' },
      { id: '8', name: 'Bea Kim' },
    ];
    const searches: (string | null)[] = [];
    const optionFields: string[] = [];
    const { user } = renderWithGraphQL(<Page />, {
      route: '/calendar?view=week&date=2026-03-09',
      session: roles.office(),
      resolvers: {
        Query: {
          ...resolvers.Query,
          eventSessionFilter: (_: unknown, __: unknown, ___: unknown, info: GraphQLResolveInfo) => {
            optionFields.push(
              ...(info.fieldNodes[0]?.selectionSet?.selections ?? []).map((field) => (field.kind === 'Field' ? field.name.value : '')),
            );
            return { staff: [{ id: '2', name: 'Dana Whitfield' }], students: students, locations: [], services: [] };
          },
          ...studentSearchResolvers(students, searches),
        },
      },
    });
    await screen.findByRole('option', { name: 'Dana Whitfield' });
    expect(optionFields.filter((name) => !name.startsWith('__'))).toEqual(['staff', 'locations', 'services']);
    // The picker takes the place of the field that stands while it loads.
    await waitFor(() => expect(screen.getByLabelText('Student')).toBeEnabled());
    const field = screen.getByLabelText('Student');
    await user.click(field);
    await user.type(field, 'bea');
    expect(await screen.findByRole('option', { name: 'Bea Kim' })).toBeInTheDocument();
    expect(screen.queryByRole('option', { name: 'Ada Moss' })).toBeNull();
    expect(searches.at(-1)).toBe('bea');
    await user.keyboard('{Enter}');
    await waitFor(() => expect(asked.at(-1)).toMatchObject({ from: '2026-03-08', to: '2026-03-14', studentIds: ['8'] }));
    await waitFor(() => expect(field).toHaveValue('Bea Kim'));
  });

  it('names the colour of workflow steps in the legend while a workflow step is drawn', async () => {
    const { resolvers } = standIn([booked('1', '2026-03-10T14:00:00Z', '2026-03-10T15:00:00Z')], [workflowStep]);
    renderWithGraphQL(<Page />, { route: '/calendar?view=week&date=2026-03-09', session: roles.office(), resolvers });
    const legend = await screen.findByRole('list', { name: 'Calendar colours' });
    expect(await within(legend).findByText('Workflow step')).toHaveStyle({ backgroundColor: '#634DBF' });
    expect(within(legend).getByText('Direct Therapy')).toBeInTheDocument();
    // One person's week reads by the hour (FullCalendar's time grid), even with no staff member chosen.
    await waitFor(() => expect(document.querySelector('.fc-timegrid')).not.toBeNull());
    expect(screen.queryByRole('table', { name: /Appointments by staff member/ })).toBeNull();
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

  it("reads the whole practice's week by staff member, and opens a person's week by the hour from their name", async () => {
    const at = (id: string, staff: { id: string; name: string }, date: string, startTime: string, endTime: string, status = 'Scheduled') => ({
      ...booked(id, `${date}T${startTime}:00-05:00`, `${date}T${endTime}:00-05:00`, status),
      staffId: staff.id,
      staff,
      date,
      startTime,
      endTime,
    });
    const dana = { id: '2', name: 'Dana Whitfield' };
    const avery = { id: '5', name: 'Avery Quill' };
    const { asked, resolvers } = standIn([
      at('1', dana, '2026-03-03', '13:00', '14:00'),
      at('2', dana, '2026-03-03', '08:30', '10:00'),
      at('3', avery, '2026-03-05', '09:00', '10:00', 'Cancelled'),
    ]);
    const { user } = renderWithGraphQL(<Page />, { route: '/calendar?view=week&date=2026-03-03', session: roles.office(), resolvers });
    const table = await screen.findByRole('table', { name: 'Appointments by staff member, Mar 1 – 7, 2026' });
    expect(screen.getByRole('heading', { name: 'Mar 1 – 7, 2026' })).toBeInTheDocument();
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((cell) => cell.textContent),
    ).toEqual(['Staff', 'Sun, 3/1', 'Mon, 3/2', 'Tue, 3/3', 'Wed, 3/4', 'Thu, 3/5', 'Fri, 3/6', 'Sat, 3/7']);
    // A row per person by name; each day's appointments by start time, each a link to its form.
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows.map((row) => within(row).getByRole('rowheader').textContent)).toEqual(['Avery Quill', 'Dana Whitfield']);
    const tuesday = within(rows[1]!).getAllByRole('cell')[2]!;
    expect(
      within(tuesday)
        .getAllByRole('link')
        .map((link) => link.textContent),
    ).toEqual(['8:30 AM Student 2', '1:00 PM Student 1']);
    expect(within(tuesday).getByRole('link', { name: /^8:30 AM Student 2: 8:30 AM to 10:00 AM, Student 2 with Dana Whitfield/ })).toHaveAttribute(
      'href',
      '/edit-appointment/2',
    );
    expect(
      within(rows[0]!)
        .getByRole('link', { name: /Cancelled$/ })
        .closest('.calendar-event-freed'),
    ).not.toBeNull();
    await user.click(within(rows[1]!).getByRole('button', { name: 'Dana Whitfield: open their week by the hour' }));
    await waitFor(() => expect(asked.at(-1)).toMatchObject({ staffIds: ['2'] }));
    expect(screen.queryByRole('table', { name: /Appointments by staff member/ })).toBeNull();
  });

  it("draws, while a staff member's week loads, only their appointments of the week already shown", async () => {
    const at = (id: string, staff: { id: string; name: string }, date: string) => ({
      ...booked(id, `${date}T09:00:00-05:00`, `${date}T10:00:00-05:00`),
      staffId: staff.id,
      staff,
      date,
      startTime: '09:00',
      endTime: '10:00',
    });
    const dana = { id: '2', name: 'Dana Whitfield' };
    const avery = { id: '5', name: 'Avery Quill' };
    const week = [at('1', dana, '2026-03-03'), at('2', dana, '2026-03-04'), at('3', avery, '2026-03-05')];
    let answerDana: (appointments: typeof week) => void = () => undefined;
    const { user } = renderWithGraphQL(<Page />, {
      route: '/calendar?view=week&date=2026-03-03',
      session: roles.office(),
      resolvers: {
        Query: {
          ...standIn([]).resolvers.Query,
          appointments: (_: unknown, args: { filter: { staffIds?: string[] } }) =>
            args.filter.staffIds ? new Promise<typeof week>((resolve) => (answerDana = resolve)) : week,
        },
      },
    });
    const table = await screen.findByRole('table', { name: /^Appointments by staff member/ });
    await user.click(within(table).getByRole('button', { name: 'Dana Whitfield: open their week by the hour' }));
    await waitFor(() => expect(document.querySelector('.fc-timegrid')).not.toBeNull());
    const drawn = () => [...document.querySelectorAll('.fc a.fc-event')].map((link) => link.getAttribute('aria-label') ?? '');
    // Her answer is still to come: Avery's appointment is not drawn in her week.
    await waitFor(() => expect(drawn()).toHaveLength(2));
    expect(drawn().every((label) => label.includes(' with Dana Whitfield,'))).toBe(true);
    expect(screen.getByLabelText('Loading appointments')).toBeInTheDocument();
    answerDana(week.slice(0, 2));
    await waitFor(() => expect(screen.queryByLabelText('Loading appointments')).toBeNull());
    expect(drawn()).toHaveLength(2);
  });
});
