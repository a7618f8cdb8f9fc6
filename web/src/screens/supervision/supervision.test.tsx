// Supervision over the mocked schema: the month's screen (figures per RBT, met or short, a supervisor's own
// supervisees first, the exports), the staff record's year, the staff list's flags from one query, the booking's
// warning with the supervisors' free slots, and the errors and empty states each shows.
import { screen, waitFor, within } from '@testing-library/react';
import { GraphQLError } from 'graphql';
import { Route, Routes } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import { renderWithGraphQL } from '../../test/render';
import { roles } from '../../test/roles';
import { BehindStaff } from './BehindStaff';
import { ForecastCallout, type ForecastBooking } from './ForecastCallout';
import { screens } from '.';
import { screens as staffScreens } from '../staff';
import { screens as appointmentScreens } from '../appointments';
import { SupervisionFlag, SupervisionMonthProvider } from './SupervisionFlag';
import { Dashboard } from '../dashboard/Dashboard';

type Shortfall = 'PERCENT' | 'CONTACTS' | 'INDIVIDUAL_CONTACT';

function month(
  staffId: string,
  name: string,
  figures: { percent: number | null; contacts: number; individual: number; shortOf: Shortfall[]; month?: string },
) {
  return {
    staffId,
    staff: { id: staffId, name },
    month: figures.month ?? '2026-12',
    serviceHoursDelivered: 40,
    serviceHoursBooked: 20,
    supervisedHoursDelivered: 1.5,
    supervisedHoursBooked: 0.5,
    contacts: figures.contacts,
    individualContacts: figures.individual,
    contactsHeld: figures.contacts,
    percentSoFar: figures.percent,
    percentProjected: figures.percent,
    hoursNeeded: figures.shortOf.includes('PERCENT') ? 1.25 : 0,
    daysLeft: 29,
    met: figures.shortOf.length === 0,
    shortOf: figures.shortOf,
    supervisorIds: figures.contacts > 0 ? ['7'] : [],
    supervisors: figures.contacts > 0 ? [{ id: '7', name: 'Riley Test' }] : [],
  };
}

const practiceMonth = [
  month('3', 'Jordan Ellis', { percent: 3.33, contacts: 1, individual: 1, shortOf: ['PERCENT', 'CONTACTS'] }),
  month('21', 'Avery Cole', { percent: 6.1, contacts: 3, individual: 1, shortOf: [] }),
  month('22', 'Sam Ortiz', { percent: 0, contacts: 0, individual: 0, shortOf: ['PERCENT', 'CONTACTS', 'INDIVIDUAL_CONTACT'] }),
];

describe('the supervision screen', () => {
  it("shows a supervisor their own supervisees first, each RBT's figures met or short, and the month's exports", async () => {
    const asked: unknown[] = [];
    const { user } = renderWithGraphQL(<screens.Supervision />, {
      route: '/supervision?month=2026-12',
      // A supervisor who may also see the staff list (user 7).
      session: { ...roles.office(), userId: '7', userName: 'Riley Test' },
      resolvers: { Query: { supervisionMonth: (_: unknown, args: unknown) => (asked.push(args), practiceMonth) } },
    });
    const table = await screen.findByRole('table');
    // Riley Test (user 7, signed in) supervised Jordan and Avery: Sam, with no contact yet, is under another choice.
    expect(screen.getByLabelText('Supervisor')).toHaveValue('7');
    expect(within(table).getByRole('link', { name: 'Jordan Ellis' })).toHaveAttribute('href', '/staff-supervision/3');
    expect(within(table).queryByText('Sam Ortiz')).toBeNull();
    expect(within(table).getByText('3.3% projected, 1 of 2 contacts')).toBeInTheDocument();
    expect(within(table).getByText('Met')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Export XLSX' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Export PDF' })).toBeInTheDocument();
    expect(asked).toEqual([{ month: '2026-12' }]);

    await user.selectOptions(screen.getByLabelText('Supervisor'), 'all');
    expect(await screen.findByText('Sam Ortiz')).toBeInTheDocument();
    const glance = screen.getByRole('group', { name: 'December 2026 at a glance' });
    expect(glance).toHaveTextContent(/RBTs\s*3/);
    expect(glance).toHaveTextContent(/Short\s*2/);

    await user.click(screen.getByRole('button', { name: /^Previous month/ }));
    await waitFor(() => expect(asked).toContainEqual({ month: '2026-11' }));
  });

  it('says so when the month has no figures, and offers a therapist no export', async () => {
    renderWithGraphQL(<screens.Supervision />, {
      route: '/supervision?month=2026-10',
      session: roles.therapist(),
      resolvers: { Query: { supervisionMonth: () => [] } },
    });
    expect(await screen.findByText('No supervision figures for October 2026')).toBeInTheDocument();
    // A therapist may not export the practice's figures.
    expect(screen.queryByRole('button', { name: 'Export XLSX' })).toBeNull();
  });

  it('shows the error of a month that could not be worked out', async () => {
    renderWithGraphQL(<screens.Supervision />, {
      route: '/supervision?month=2026-12',
      session: roles.office(),
      resolvers: {
        Query: {
          supervisionMonth: () => {
            throw new GraphQLError('The practice API did not answer.', { extensions: { code: 'UPSTREAM_ERROR' } });
          },
        },
      },
    });
    expect(await screen.findByText('The supervision figures could not be loaded')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Try again' })).toBeInTheDocument();
  });
});

describe("the staff record's supervision year", () => {
  it('lists the last twelve months with the figures, met or short', async () => {
    // The test's document draws no canvas: the chart stays its named box, the table carries the figures.
    vi.spyOn(HTMLCanvasElement.prototype, 'getContext').mockReturnValue(null);
    const months = Array.from({ length: 12 }, (_, index) => {
      const name = `2026-${String(index + 1).padStart(2, '0')}`;
      return index === 11
        ? month('3', 'Jordan Ellis', { percent: 4.2, contacts: 2, individual: 1, shortOf: ['PERCENT'], month: name })
        : month('3', 'Jordan Ellis', { percent: index < 2 ? null : 5.5, contacts: 2, individual: 1, shortOf: [], month: name });
    });
    renderWithGraphQL(
      <Routes>
        <Route path="/staff-supervision/:user_id" element={<screens.StaffSupervision />} />
      </Routes>,
      { route: '/staff-supervision/3', session: roles.office(), resolvers: { Query: { supervisionYear: () => months } } },
    );
    const table = await screen.findByRole('table');
    expect(within(table).getAllByRole('row')).toHaveLength(13);
    const december = within(table).getByText('December 2026').closest('tr')!;
    expect(within(december).getByText('4.2%')).toBeInTheDocument();
    expect(within(december).getByText('4.2% projected')).toBeInTheDocument();
    expect(within(within(table).getByText('January 2026').closest('tr')!).getByText('No service')).toBeInTheDocument();
    expect(screen.getByText(/9 of 10 months with service met the rule/)).toBeInTheDocument();
    expect(screen.getByRole('img', { name: /Supervised share of service hours per month/ })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Supervision' })).toHaveAttribute('href', '/staff-supervision/3');
  });

  it('says when the staff member has had no service to supervise', async () => {
    const months = Array.from({ length: 12 }, (_, index) =>
      month('5', 'Dana Whitfield', { percent: null, contacts: 0, individual: 0, shortOf: [], month: `2026-${String(index + 1).padStart(2, '0')}` }),
    );
    renderWithGraphQL(
      <Routes>
        <Route path="/staff-supervision/:user_id" element={<screens.StaffSupervision />} />
      </Routes>,
      { route: '/staff-supervision/5', session: roles.office(), resolvers: { Query: { supervisionYear: () => months } } },
    );
    expect(await screen.findByText('No service hours in the last twelve months')).toBeInTheDocument();
  });
});

describe("the staff list's supervision", () => {
  it('flags the RBTs behind from one request for every row', async () => {
    let calls = 0;
    renderWithGraphQL(
      <SupervisionMonthProvider>
        {['3', '21', '22', '40'].map((id) => (
          <p key={id} data-testid={`row-${id}`}>
            <SupervisionFlag staffId={id} />
          </p>
        ))}
      </SupervisionMonthProvider>,
      { session: roles.office(), resolvers: { Query: { supervisionMonth: () => (calls++, practiceMonth) } } },
    );
    expect(await within(screen.getByTestId('row-3')).findByText('3.3%')).toBeInTheDocument();
    expect(within(screen.getByTestId('row-22')).getByText('0.0%')).toBeInTheDocument();
    // On track, and not an RBT: no flag.
    expect(screen.getByTestId('row-21')).toBeEmptyDOMElement();
    expect(screen.getByTestId('row-40')).toBeEmptyDOMElement();
    expect(calls).toBe(1);
  });

  it('is a filter of the staff list: chosen, the list shows the RBTs behind; set back to Any, the paged list', async () => {
    const { user, router } = renderWithGraphQL(
      <Routes>
        <Route path="/staff" element={<staffScreens.List />} />
      </Routes>,
      { route: '/staff', session: roles.office(), resolvers: { Query: { supervisionMonth: () => practiceMonth } } },
    );
    await user.selectOptions(await screen.findByLabelText('Supervision'), 'behind');
    expect(await screen.findByRole('table', { name: 'RBTs behind on supervision this month' })).toBeInTheDocument();
    expect(router.state.location.search).toContain('supervision=behind');
    await user.selectOptions(screen.getByLabelText('Supervision'), '');
    await waitFor(() => expect(router.state.location.search).not.toContain('supervision'));
    expect(await screen.findByRole('button', { name: 'Add staff member' })).toBeInTheDocument();
  });

  it('lists only the RBTs behind when filtered so, the most hours needed first', async () => {
    renderWithGraphQL(<BehindStaff />, {
      route: '/staff?supervision=behind',
      session: roles.office(),
      resolvers: { Query: { supervisionMonth: () => practiceMonth } },
    });
    const table = await screen.findByRole('table', { name: 'RBTs behind on supervision this month' });
    const names = within(table)
      .getAllByRole('link')
      .map((link) => link.textContent);
    expect(names).toEqual(['Jordan Ellis', 'Sam Ortiz']);
    expect(screen.getByLabelText('Supervision')).toHaveValue('behind');
  });
});

describe('the booking warning', () => {
  const booking: ForecastBooking = {
    staffId: '3',
    staffName: 'Jordan Ellis',
    startsAt: '2026-12-03T14:00:00.000Z',
    endsAt: '2026-12-03T17:00:00.000Z',
    studentId: '2',
    locationId: '4',
  };
  const forecast = (below: boolean) => ({
    staffId: '3',
    month: '2026-12',
    percentBefore: 4.6,
    percentAfter: below ? 4.2 : 5.3,
    below,
    hoursNeeded: below ? 0.75 : 0,
    supervisorSlots: [
      { supervisorId: '9', supervisor: { id: '9', name: 'Morgan Lane' }, startsAt: '2026-12-04T15:00:00.000Z', endsAt: '2026-12-04T16:00:00.000Z' },
    ],
  });

  it('warns with the figure and offers the supervisors’ free slots, each opening a prefilled supervision booking', async () => {
    const asked: unknown[] = [];
    renderWithGraphQL(<ForecastCallout booking={booking} zone="America/New_York" />, {
      session: roles.office(),
      resolvers: { Query: { supervisionForecast: (_: unknown, args: unknown) => (asked.push(args), forecast(true)) } },
    });
    expect(
      await screen.findByText(/Booking this session brings Jordan Ellis’s supervision to 4\.2% this month \(5% required\)\./),
    ).toBeInTheDocument();
    const slot = screen.getByRole('button', { name: 'Book supervision with Morgan Lane, Fri Dec 4, 10:00 AM – 11:00 AM' });
    const address = new URL(slot.getAttribute('href')!, 'http://portal.test');
    expect(address.pathname).toBe('/create-appointment');
    expect(Object.fromEntries(address.searchParams)).toEqual({
      start: '2026-12-04T15:00:00.000Z',
      end: '2026-12-04T16:00:00.000Z',
      staffId: '9',
      studentId: '2',
      locationId: '4',
    });
    expect(asked).toEqual([{ staffId: '3', startsAt: booking.startsAt, endsAt: booking.endsAt }]);
  });

  it("is asked once by the booking form when an RBT's session has its staff member, day and times", async () => {
    const asked: Array<{ staffId: string }> = [];
    renderWithGraphQL(
      <Routes>
        <Route path="/create-appointment" element={<appointmentScreens.CreateAppointment />} />
      </Routes>,
      {
        route: '/create-appointment?start=2026-12-03T09:00&end=2026-12-03T12:00&staffId=3',
        session: roles.office(),
        resolvers: {
          Query: {
            eventSessionFilter: () => ({ staff: [{ id: '3', name: 'Jordan Ellis' }], students: [], locations: [], services: [], sessionTypes: [] }),
            supervisionForecast: (_: unknown, args: { staffId: string }) => (asked.push(args), forecast(true)),
          },
        },
      },
    );
    expect(await screen.findByText(/Booking this session brings Jordan Ellis’s supervision to 4\.2% this month/)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Book appointment' })).toBeEnabled();
    expect(asked.map((args) => args.staffId)).toEqual(['3']);
  });

  it('shows the first five free slots, and all of them on asking', async () => {
    const slots = Array.from({ length: 8 }, (_, index) => ({
      supervisorId: '9',
      supervisor: { id: '9', name: 'Morgan Lane' },
      startsAt: `2026-12-${String(index + 4).padStart(2, '0')}T15:00:00.000Z`,
      endsAt: `2026-12-${String(index + 4).padStart(2, '0')}T16:00:00.000Z`,
    }));
    const { user } = renderWithGraphQL(<ForecastCallout booking={booking} zone="America/New_York" />, {
      session: roles.office(),
      resolvers: { Query: { supervisionForecast: () => ({ ...forecast(true), supervisorSlots: slots }) } },
    });
    await screen.findByText(/Booking this session brings/);
    expect(screen.getAllByRole('button', { name: /^Book supervision with / })).toHaveLength(5);
    await user.click(screen.getByRole('button', { name: 'Show all 8 free slots' }));
    expect(screen.getAllByRole('button', { name: /^Book supervision with / })).toHaveLength(8);
  });

  it('says nothing while the projection stays at 5% or more', async () => {
    let answered = false;
    renderWithGraphQL(<ForecastCallout booking={booking} zone="America/New_York" />, {
      session: roles.office(),
      resolvers: { Query: { supervisionForecast: () => ((answered = true), forecast(false)) } },
    });
    await waitFor(() => expect(answered).toBe(true));
    expect(screen.queryByText(/Booking this session brings/)).toBeNull();
  });
});

/** The card once the answer is in (the dashboard draws its cards anew then): after the figures show. */
async function answeredCard() {
  await screen.findByRole('group', { name: 'Today at a glance' });
  return screen.getByRole('region', { name: 'RBTs behind on supervision' });
}

describe("the dashboard's supervision card", () => {
  it('lists the RBTs behind this month with the hours still needed and the days left, in the one dashboard request', async () => {
    const operations: string[] = [];
    renderWithGraphQL(<Dashboard />, {
      session: roles.office(),
      resolvers: {
        Query: { dashboard: (_: unknown, __: unknown, context: unknown) => (operations.push(String(context)), {}) },
        Dashboard: { supervisionMonth: () => practiceMonth, appointments: () => [] },
      },
    });
    const card = await answeredCard();
    expect(await within(card).findByRole('link', { name: 'Jordan Ellis' })).toHaveAttribute('href', '/staff-supervision/3');
    expect(within(card).getAllByText('1.25 h still needed, 29 days left')).toHaveLength(2);
    expect(within(card).queryByText('Avery Cole')).toBeNull();
    expect(within(card).getByRole('link', { name: 'Open supervision' })).toHaveAttribute('href', '/supervision');
    expect(operations).toHaveLength(1);
  });

  it('says so when every RBT is on track', async () => {
    renderWithGraphQL(<Dashboard />, {
      session: roles.office(),
      resolvers: { Dashboard: { supervisionMonth: () => [practiceMonth[1]], appointments: () => [] } },
    });
    const card = await answeredCard();
    expect(await within(card).findByText('Every RBT is on track for supervision this month.')).toBeInTheDocument();
  });
});
