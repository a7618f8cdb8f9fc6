// The billing schedule against mocked resolvers: the rows with their day, hours and units, the totals of the whole
// filter (not of the page), the days sent as the filter, and a range that ends before it starts named beside its
// field with nothing asked for.
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithGraphQL } from '../../test/render';
import { roles } from '../../test/roles';
import { BillingSchedule } from './BillingSchedule';

const row = (id: string, date: string, weekday: number, startTime: string, endTime: string, minutes: number, units: number) => ({
  id,
  date,
  weekday,
  startTime,
  endTime,
  minutes,
  units,
  status: 'Completed',
  studentName: 'Ava Stone',
  staffName: 'Ann Lee',
  serviceName: 'Direct Therapy',
  serviceLineName: 'ABA Therapy',
  hcode: '97153',
  locationName: 'North Clinic',
  placeOfService: 'Office (11)',
  sessionType: 'Direct Therapy',
});

function scheduleApi() {
  const filters: Record<string, unknown>[] = [];
  return {
    filters,
    resolvers: {
      Query: {
        billingSchedule: (_: unknown, args: { filter: Record<string, unknown> }) => {
          filters.push(args.filter);
          return {
            pageInfo: { total: 2, currentPage: 1, lastPage: 1, perPage: 50, from: 1, to: 2 },
            nodes: [row('1', '2026-03-02', 1, '09:00:00', '10:00:00', 60, 4), row('2', '2026-03-03', 2, '13:00:00', '14:30:00', 90, 6)],
          };
        },
        billingScheduleSummary: () => ({
          totals: { sessions: 120, units: 700, minutes: 10_500, hours: 175 },
          options: {
            students: [{ id: '5', name: 'Ava Stone' }],
            services: [],
            serviceLines: [],
            locations: [],
            placesOfService: ['Office (11)'],
            types: ['Direct Therapy'],
          },
        }),
      },
    },
  };
}

describe('the billing schedule', () => {
  it('shows the rows and the totals of the whole filter', async () => {
    const api = scheduleApi();
    renderWithGraphQL(<BillingSchedule />, { route: '/billing-schedule', resolvers: api.resolvers, session: roles.office() });
    const table = await screen.findByRole('table', { name: 'Billing schedule' });
    const cells = within(table)
      .getAllByRole('row')
      .slice(1)
      .map((tr) =>
        within(tr)
          .getAllByRole('cell')
          .map((cell) => cell.textContent),
      );
    expect(cells).toEqual([
      [
        'Mon 03/02/2026',
        '9:00 AM – 10:00 AM',
        'Ava Stone',
        'Ann Lee',
        'Direct Therapy97153 · Direct Therapy',
        'North ClinicOffice (11)',
        '4',
        '1.00',
        'Completed',
      ],
      [
        'Tue 03/03/2026',
        '1:00 PM – 2:30 PM',
        'Ava Stone',
        'Ann Lee',
        'Direct Therapy97153 · Direct Therapy',
        'North ClinicOffice (11)',
        '6',
        '1.50',
        'Completed',
      ],
    ]);
    const totals = await screen.findByRole('group', { name: 'Billing schedule totals' });
    expect(totals.textContent).toBe('Sessions120Units700Hours175.00');
  });

  it('sends the chosen days as the filter', async () => {
    const api = scheduleApi();
    renderWithGraphQL(<BillingSchedule />, { route: '/billing-schedule', resolvers: api.resolvers, session: roles.office() });
    await screen.findByRole('table', { name: 'Billing schedule' });
    fireEvent.click(screen.getByRole('checkbox', { name: 'Tue' }));
    fireEvent.click(screen.getByRole('checkbox', { name: 'Mon' }));
    await waitFor(() => expect(api.filters.at(-1)).toMatchObject({ days: ['MON', 'TUE'] }));
  });

  it('names a range that ends before it starts beside its field and asks for nothing', async () => {
    const api = scheduleApi();
    renderWithGraphQL(<BillingSchedule />, { route: '/billing-schedule', resolvers: api.resolvers, session: roles.office() });
    await screen.findByRole('table', { name: 'Billing schedule' });
    const asked = api.filters.length;
    fireEvent.change(screen.getByLabelText('To'), { target: { value: '2000-01-01' } });
    expect(await screen.findByText('The to date must be on or after the from date.')).toBeTruthy();
    expect(screen.getByText('Correct the range to see the schedule.')).toBeTruthy();
    expect(api.filters.length).toBe(asked);
  });
});
