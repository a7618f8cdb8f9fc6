// The booking form over the mocked schema: the schedule check's conflicts and the authorization's units beside the
// form, the server's refusal shown the same way, field problems beside their fields with nothing sent, one save for
// a double click, and on the edit page the verification and a cancellation with its type and reason.
import { screen, waitFor, within } from '@testing-library/react';
import { GraphQLError } from 'graphql';
import { Route, Routes } from 'react-router';
import { describe, expect, it } from 'vitest';
import type { AppointmentInput } from '../../gql/graphql';
import { renderWithGraphQL } from '../../test/render';
import { roles } from '../../test/roles';
import { screens } from '.';

function Pages() {
  return (
    <Routes>
      <Route path="/create-appointment" element={<screens.CreateAppointment />} />
      <Route path="/edit-appointment/:appointment_id" element={<screens.EditAppointment />} />
    </Routes>
  );
}

const authorization = {
  id: '5',
  unitsAuthorized: 120,
  unitsUsed: 30,
  unitsScheduled: 50,
  unitsRemaining: 40,
  unitsRequested: 4,
  startDate: '2026-09-01',
  endDate: '2027-02-28',
};
const staffClash = { kind: 'STAFF', message: 'Jordan Lee is booked with Ava Stone from 09:30 to 10:30.', appointmentId: '41', startsAt: null };

interface StandIn {
  checks: AppointmentInput[];
  creates: AppointmentInput[];
  updates: Array<{ id: string; input: AppointmentInput }>;
  cancels: Array<{ id: string; input: { type: string; reason: string } }>;
}

function standIn(options: { conflicts?: unknown[]; refuse?: unknown[]; slowSave?: boolean; canOverride?: boolean } = {}) {
  const state: StandIn = { checks: [], creates: [], updates: [], cancels: [] };
  const resolvers = {
    Query: {
      eventSessionFilter: () => ({
        staff: [{ id: '3', name: 'Jordan Lee' }],
        students: [{ id: '2', name: 'Mia Park' }],
        // A location with a staff member's id: the options stay apart.
        locations: [{ id: '3', name: 'Main clinic' }],
        services: [],
        sessionTypes: [
          { id: '6', name: 'Direct Therapy', color: '#2d72d2' },
          { id: '7', name: 'Group Session', color: '#238551' },
        ],
      }),
      studentAuthorizations: () => [
        {
          id: '5',
          studentId: '2',
          serviceId: '8',
          service: { id: '8', name: 'Direct ABA therapy' },
          status: 'Approved',
          startDate: authorization.startDate,
          endDate: authorization.endDate,
          services: [],
        },
        // Ended before the booking's day: its service is not offered.
        {
          id: '4',
          studentId: '2',
          serviceId: '9',
          service: { id: '9', name: 'Parent training' },
          status: 'Approved',
          startDate: '2026-01-01',
          endDate: '2026-06-30',
          services: [],
        },
      ],
      scheduleCheck: (_: unknown, args: { input: AppointmentInput }) => {
        state.checks.push(args.input);
        const count = args.input.recurrence ? 3 : 1;
        const conflicts = options.conflicts ?? [];
        return {
          units: 4,
          canOverride: options.canOverride ?? false,
          conflicts,
          authorization: { ...authorization, unitsRequested: 4 * count },
          occurrences: Array.from({ length: count }, () => ({
            startsAt: args.input.startsAt,
            endsAt: args.input.endsAt,
            date: '2026-12-01',
            units: 4,
            conflicts: [],
          })),
        };
      },
      appointment: () => ({
        id: '77',
        studentId: '2',
        staffId: '3',
        serviceId: '8',
        locationId: '3',
        sessionTypeId: '6',
        status: 'Scheduled',
        date: '2026-12-01',
        startTime: '09:00',
        endTime: '10:00',
        startsAt: '2026-12-01T14:00:00.000Z',
        endsAt: '2026-12-01T15:00:00.000Z',
        units: 4,
        seriesId: null,
        makeUpForId: null,
        cancellation: null,
        override: null,
        noteStatus: 'Signed',
        verificationStatus: 'Verified',
        verifiedByName: 'Dana Park',
        verifiedAt: '2026-12-01T16:00:00.000Z',
      }),
    },
    Mutation: {
      createAppointment: async (_: unknown, args: { input: AppointmentInput }) => {
        state.creates.push(args.input);
        if (options.slowSave) await new Promise((resolve) => setTimeout(resolve, 150));
        if (options.refuse)
          throw new GraphQLError('The booking conflicts with the schedule.', { extensions: { code: 'BAD_USER_INPUT', conflicts: options.refuse } });
        return { id: '90', studentId: '2', staffId: '3', serviceId: '8', locationId: '3', status: 'Scheduled', cancellation: null, seriesId: null };
      },
      updateAppointment: (_: unknown, args: { id: string; input: AppointmentInput }) => {
        state.updates.push({ id: args.id, input: args.input });
        return {
          id: args.id,
          studentId: '2',
          staffId: '3',
          serviceId: '8',
          locationId: '3',
          sessionTypeId: args.input.sessionTypeId,
          status: 'Scheduled',
        };
      },
      cancelAppointment: (_: unknown, args: { id: string; input: { type: string; reason: string } }) => {
        state.cancels.push(args);
        return {
          id: args.id,
          status: 'Cancelled',
          units: 4,
          cancellation: { type: args.input.type, reason: args.input.reason, cancelledAt: '2026-11-24T10:00:00.000Z' },
        };
      },
    },
  };
  return { state, resolvers };
}

const SLOT = '/create-appointment?start=2026-12-01T09:00&end=2026-12-01T10:00&staffId=3&studentId=2';

async function chooseServiceAndLocation(user: ReturnType<typeof renderWithGraphQL>['user']) {
  const service = await screen.findByRole('combobox', { name: /Service/ });
  await waitFor(() => expect(within(service).getByRole('option', { name: 'Direct ABA therapy' })).toBeInTheDocument());
  await user.selectOptions(service, '8');
  await user.selectOptions(screen.getByRole('combobox', { name: /Location/ }), '3');
}

describe('the appointment form', () => {
  it('takes the slot from the address, then shows the authorization units and the conflicts beside the form', async () => {
    const { state, resolvers } = standIn({ conflicts: [staffClash] });
    const { user } = renderWithGraphQL(<Pages />, { route: SLOT, session: roles.office(), resolvers });
    await chooseServiceAndLocation(user);
    expect(screen.getByLabelText(/Start time/)).toHaveValue('09:00');
    expect(screen.getByLabelText(/End time/)).toHaveValue('10:00');

    const units = await screen.findByRole('region', { name: 'Authorization units' });
    const figure = (label: string) => within(units).getByText(label).nextElementSibling?.textContent;
    expect(figure('Authorized')).toBe('120');
    expect(figure('Used')).toBe('30');
    expect(figure('Already scheduled')).toBe('50');
    expect(figure('Remaining')).toBe('40');
    expect(figure('This booking')).toBe('4');
    expect(figure('Left after this booking')).toBe('36');

    expect(await screen.findByText(staffClash.message)).toBeInTheDocument();
    expect(screen.getByText('Staff double-booked')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Open appointment 41' })).toHaveAttribute('href', '/edit-appointment/41');
    const checked = state.checks.at(-1)!;
    expect(checked).toMatchObject({ studentId: '2', staffId: '3', serviceId: '8', locationId: '3' });
    expect(screen.getByRole('combobox', { name: /Staff/ })).toHaveDisplayValue('Jordan Lee');
    expect(new Date(checked.endsAt as string).getTime() - new Date(checked.startsAt as string).getTime()).toBe(60 * 60_000);
  });

  it('shows the server’s refusal with its reason the same way, and books nothing twice on a double click', async () => {
    const { state, resolvers } = standIn({ refuse: [staffClash], slowSave: true });
    const { user } = renderWithGraphQL(<Pages />, { route: SLOT, session: roles.office(), resolvers });
    await chooseServiceAndLocation(user);
    await screen.findByText('No conflicts');
    await user.dblClick(screen.getByRole('button', { name: 'Book appointment' }));
    expect(await screen.findByText('The booking was refused')).toBeInTheDocument();
    expect(screen.getByText(staffClash.message)).toBeInTheDocument();
    expect(state.creates).toHaveLength(1);
  });

  it('refuses an end before its start and a series without an end beside their fields, and sends nothing', async () => {
    const { state, resolvers } = standIn();
    const { user } = renderWithGraphQL(<Pages />, { route: SLOT, session: roles.office(), resolvers });
    await chooseServiceAndLocation(user);
    const end = screen.getByLabelText(/End time/);
    await user.clear(end);
    await user.type(end, '08:30');
    await user.click(screen.getByRole('checkbox', { name: 'Repeat weekly' }));
    await user.click(screen.getByRole('button', { name: 'Book series' }));
    await waitFor(() => expect(screen.getByLabelText(/End time/)).toHaveAccessibleDescription('The end time must be after the start time.'));
    expect(screen.getByText('Choose the weekdays the series falls on.')).toBeInTheDocument();
    expect(screen.getByText('A series needs an end: choose its last day.')).toBeInTheDocument();

    await user.selectOptions(screen.getByRole('combobox', { name: /Ends/ }), 'count');
    await user.click(screen.getByRole('button', { name: 'Book series' }));
    expect(await screen.findByText('A series needs an end: enter how many occurrences (at least 1).')).toBeInTheDocument();
    expect(state.creates).toHaveLength(0);
  });

  it('offers the services the student’s authorizations cover on the booking’s day', async () => {
    const { resolvers } = standIn();
    const { user } = renderWithGraphQL(<Pages />, { route: SLOT, session: roles.office(), resolvers });
    const service = await screen.findByRole('combobox', { name: /Service/ });
    await waitFor(() => expect(within(service).getByRole('option', { name: 'Direct ABA therapy' })).toBeInTheDocument());
    expect(within(service).queryByRole('option', { name: 'Parent training' })).not.toBeInTheDocument();
    expect(service).toHaveAccessibleDescription('The services the student’s authorizations cover on that day.');

    const date = screen.getByLabelText(/^Date/);
    await user.clear(date);
    await user.type(date, '05/04/2026');
    await waitFor(() => expect(within(service).getByRole('option', { name: 'Parent training' })).toBeInTheDocument());
    expect(within(service).queryByRole('option', { name: 'Direct ABA therapy' })).not.toBeInTheDocument();
  });

  it('shows an end before its start as the Time conflict as it is typed, without asking the schedule', async () => {
    const { state, resolvers } = standIn();
    const { user } = renderWithGraphQL(<Pages />, { route: SLOT, session: roles.office(), resolvers });
    await chooseServiceAndLocation(user);
    await screen.findByText('No conflicts');
    const asked = state.checks.length;
    const end = screen.getByLabelText(/End time/);
    await user.clear(end);
    await user.type(end, '08:30');
    const panel = screen.getByRole('complementary', { name: 'Schedule check' });
    const conflicts = await within(panel).findByText('Conflicts');
    expect(conflicts.closest('.appointment-conflicts')).toHaveTextContent('Time The end time must be after the start time.');
    expect(end).toHaveAccessibleDescription('The end time must be after the start time.');
    expect(state.checks).toHaveLength(asked);

    await user.clear(end);
    await user.type(end, '10:30');
    await within(panel).findByText('No conflicts');
    expect(state.checks.length).toBeGreaterThan(asked);
  });

  it('shows a start the API refuses as too far past as the Time conflict beside the date', async () => {
    const { resolvers } = standIn();
    const tooOld = 'The start may not lie more than 7 days in the past.';
    resolvers.Query.scheduleCheck = () => {
      throw new GraphQLError('The given data was invalid.', { extensions: { code: 'BAD_USER_INPUT', fieldErrors: { startsAt: [tooOld] } } });
    };
    const { user } = renderWithGraphQL(<Pages />, { route: SLOT, session: roles.office(), resolvers });
    await chooseServiceAndLocation(user);
    const panel = screen.getByRole('complementary', { name: 'Schedule check' });
    const conflicts = await within(panel).findByText('Conflicts');
    expect(conflicts.closest('.appointment-conflicts')).toHaveTextContent(`Time ${tooOld}`);
    expect(within(panel).queryByText('The schedule could not be checked')).not.toBeInTheDocument();
    expect(screen.getByLabelText(/^Date/)).toHaveAccessibleDescription(tooOld);
  });

  it('books a weekly series with its end and counts every session', async () => {
    const { state, resolvers } = standIn();
    const { user } = renderWithGraphQL(<Pages />, { route: SLOT, session: roles.office(), resolvers });
    await chooseServiceAndLocation(user);
    await user.click(screen.getByRole('checkbox', { name: 'Repeat weekly' }));
    await user.click(screen.getByRole('checkbox', { name: 'Tuesday' }));
    await user.click(screen.getByRole('checkbox', { name: 'Thursday' }));
    await user.selectOptions(screen.getByRole('combobox', { name: /Ends/ }), 'count');
    await user.type(screen.getByRole('spinbutton', { name: /Sessions/ }), '3');
    const units = await screen.findByRole('region', { name: 'Authorization units' });
    await waitFor(() => expect(within(units).getByText('This series (3 sessions)').nextElementSibling?.textContent).toBe('12'));
    await user.click(screen.getByRole('button', { name: 'Book series' }));
    await waitFor(() => expect(state.creates).toHaveLength(1));
    expect(state.creates[0]!.recurrence).toEqual({ daysOfWeek: [2, 4], until: null, count: 3, untilAuthorizationEnds: null });
  });

  it('offers the override only to those who may, and books with its reason', async () => {
    const refused = standIn({ conflicts: [staffClash] });
    const first = renderWithGraphQL(<Pages />, { route: SLOT, session: roles.office(), resolvers: refused.resolvers });
    await chooseServiceAndLocation(first.user);
    await screen.findByText(staffClash.message);
    expect(screen.queryByRole('checkbox', { name: 'Book despite the refusals' })).not.toBeInTheDocument();
    first.unmount();

    const { state, resolvers } = standIn({ conflicts: [staffClash], canOverride: true });
    const { user } = renderWithGraphQL(<Pages />, { route: SLOT, session: roles.office(), resolvers });
    await chooseServiceAndLocation(user);
    await user.click(await screen.findByRole('checkbox', { name: 'Book despite the refusals' }));
    await user.click(screen.getByRole('button', { name: 'Book appointment' }));
    expect(await screen.findByText('Say why the refusals are overridden.')).toBeInTheDocument();
    expect(state.creates).toHaveLength(0);
    await user.type(screen.getByRole('textbox', { name: /Override reason/ }), 'Cover agreed with the family.');
    await user.click(screen.getByRole('button', { name: 'Book appointment' }));
    await waitFor(() => expect(state.creates).toHaveLength(1));
    expect(state.creates[0]!.override).toEqual({ reason: 'Cover agreed with the family.' });
  });

  it('keeps a staff member the pickers do not list, chosen by the calendar', async () => {
    const { resolvers } = standIn();
    renderWithGraphQL(<Pages />, { route: '/create-appointment?staffId=12&studentId=2', session: roles.office(), resolvers });
    await waitFor(() => expect(screen.getByRole('combobox', { name: /Staff/ })).toHaveDisplayValue('Staff member 12'));
    expect(screen.getByRole('combobox', { name: /Student/ })).toHaveDisplayValue('Mia Park');
  });
});

describe('the edit page', () => {
  it('opens with the appointment as it is, and saved unchanged sends exactly the appointment back', async () => {
    const { state, resolvers } = standIn();
    const { user } = renderWithGraphQL(<Pages />, { route: '/edit-appointment/77', session: roles.office(), resolvers });
    const sessionType = await screen.findByRole('combobox', { name: /Session type/ });
    await waitFor(() => expect(sessionType).toHaveValue('6'));
    expect(within(sessionType).getByRole('option', { name: 'Direct Therapy' })).toHaveProperty('selected', true);
    await waitFor(() =>
      expect(within(screen.getByRole('combobox', { name: /Service/ })).getByRole('option', { name: 'Direct ABA therapy' })).toBeInTheDocument(),
    );
    await user.click(screen.getByRole('button', { name: 'Save appointment' }));
    await waitFor(() => expect(state.updates).toHaveLength(1));
    expect(state.updates[0]).toEqual({
      id: '77',
      input: {
        studentId: '2',
        staffId: '3',
        serviceId: '8',
        locationId: '3',
        sessionTypeId: '6',
        startsAt: '2026-12-01T14:00:00.000Z',
        endsAt: '2026-12-01T15:00:00.000Z',
        recurrence: null,
        override: null,
        makeUpForId: null,
      },
    });
  });

  it('shows who verified the session and cancels it with a type and a reason', async () => {
    const { state, resolvers } = standIn();
    const { user } = renderWithGraphQL(<Pages />, { route: '/edit-appointment/77', session: roles.office(), resolvers });
    expect(await screen.findByText(/Verified by Dana Park/)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Cancel appointment' }));
    const dialog = await screen.findByRole('dialog');
    await user.click(within(dialog).getByRole('button', { name: 'Cancel appointment' }));
    expect(within(dialog).getByText('Choose the kind of cancellation.')).toBeInTheDocument();
    expect(state.cancels).toHaveLength(0);
    await user.click(within(dialog).getByRole('radio', { name: 'Cancelled by family' }));
    await user.type(within(dialog).getByRole('textbox', { name: /Reason/ }), 'Family travelling.');
    await user.click(within(dialog).getByRole('button', { name: 'Cancel appointment' }));
    await waitFor(() =>
      expect(state.cancels).toEqual([{ id: '77', input: { type: 'CANCELLED_BY_FAMILY', reason: 'Family travelling.' }, scope: 'THIS' }]),
    );
    expect(await screen.findByText(/The slot and its 4 units are free again/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Book a make-up' })).toHaveAttribute('href', expect.stringContaining('makeUpFor=77'));
  });
});
