// The list view against mocked resolvers: each appointment with who verified it (or when a request left), a link
// to its form, and the filters sent as the list's; chosen sessions get sign requests, and those left alone are
// listed with the reason.
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithGraphQL } from '../../../test/render';
import { roles } from '../../../test/roles';
import { AppointmentList } from './AppointmentList';

const signature = (name: string, signedAt: string) => ({ name, signedAt });

const rows = [
  {
    id: '11',
    date: '2026-03-02',
    startTime: '09:00',
    endTime: '10:00',
    units: 4,
    status: 'Completed',
    verificationStatus: 'Verified',
    verification: { requestsSent: 1, lastRequestedAt: '2026-03-02T18:00:00Z', parent: signature('Dana Park', '2026-03-03T15:00:00Z'), staff: null },
  },
  {
    id: '12',
    date: '2026-03-03',
    startTime: '13:00',
    endTime: '15:00',
    units: 8,
    status: 'Completed',
    verificationStatus: 'Requested',
    verification: { requestsSent: 1, lastRequestedAt: '2026-03-04T15:00:00Z', parent: null, staff: null },
  },
  {
    id: '13',
    date: '2026-03-04',
    startTime: '09:00',
    endTime: '10:00',
    units: 4,
    status: 'Cancelled',
    verificationStatus: 'Unverified',
    signRequestedAt: null,
    verification: null,
  },
].map((row) => ({
  ...row,
  student: { id: '5', name: 'Ava Stone' },
  staff: { id: '7', name: 'Ann Lee' },
  service: { id: '1', name: 'Direct Therapy' },
  location: { id: '2', name: 'North Clinic' },
}));

function listApi() {
  const filters: unknown[] = [];
  const requested: string[][] = [];
  return {
    filters,
    requested,
    resolvers: {
      Query: {
        appointmentList: (_: unknown, args: { filter: unknown }) => {
          filters.push(args.filter);
          return { pageInfo: { total: 3, currentPage: 1, lastPage: 1, perPage: 50, from: 1, to: 3 }, nodes: rows };
        },
        appointmentListOptions: () => ({
          students: [{ id: '5', name: 'Ava Stone' }],
          staff: [],
          services: [],
          locations: [],
          statuses: ['Cancelled', 'Completed'],
        }),
      },
      Mutation: {
        requestSessionSignatures: (_: unknown, args: { sessionIds: string[] }) => {
          requested.push(args.sessionIds);
          return {
            sent: [{ id: '1', sessionId: '12', recipientName: 'Dana Park' }],
            skipped: [{ sessionId: '13', reason: 'A session marked Cancelled cannot be verified.' }],
          };
        },
      },
    },
  };
}

describe('the list view', () => {
  it('shows each appointment with its verification and a link to its form', async () => {
    const api = listApi();
    renderWithGraphQL(<AppointmentList />, { route: '/appointment-list', resolvers: api.resolvers, session: roles.office() });
    const table = await screen.findByRole('table', { name: 'Appointments' });
    const cells = within(table)
      .getAllByRole('row')
      .slice(1)
      .map((row) =>
        within(row)
          .getAllByRole('cell')
          .map((cell) => cell.textContent),
      );
    expect(cells.map((row) => row.slice(1, 8))).toEqual([
      ['03/02/2026', '9:00 AM – 10:00 AM', 'Ava Stone', 'Ann Lee', 'Direct TherapyNorth Clinic', '4', 'Completed'],
      ['03/03/2026', '1:00 PM – 3:00 PM', 'Ava Stone', 'Ann Lee', 'Direct TherapyNorth Clinic', '8', 'Completed'],
      ['03/04/2026', '9:00 AM – 10:00 AM', 'Ava Stone', 'Ann Lee', 'Direct TherapyNorth Clinic', '4', 'Cancelled'],
    ]);
    expect(cells[0]![8]).toMatch(/^VerifiedParent: Dana Park, 03\/0[23]\/2026$/);
    expect(cells[1]![8]).toMatch(/^Requested03\/0[34]\/2026$/);
    expect(cells[2]![8]).toBe('Unverified');
    expect(within(table).getByRole('link', { name: '03/02/2026' }).getAttribute('href')).toBe('/edit-appointment/11');
  });

  it('sends the chosen status as the list filter', async () => {
    const api = listApi();
    renderWithGraphQL(<AppointmentList />, { route: '/appointment-list', resolvers: api.resolvers, session: roles.office() });
    await screen.findByRole('table', { name: 'Appointments' });
    await screen.findByRole('option', { name: 'Cancelled' });
    fireEvent.change(screen.getByLabelText('Status'), { target: { value: 'Cancelled' } });
    await waitFor(() => expect(api.filters.at(-1)).toMatchObject({ statuses: ['Cancelled'] }));
  });

  it('asks for the signatures of the chosen sessions and lists those left alone with the reason', async () => {
    const api = listApi();
    renderWithGraphQL(<AppointmentList />, { route: '/appointment-list', resolvers: api.resolvers, session: roles.office() });
    await screen.findByRole('table', { name: 'Appointments' });
    const request = screen.getByRole('button', { name: 'Request signatures' });
    expect(request.hasAttribute('disabled')).toBe(true);
    fireEvent.click(screen.getByLabelText('Choose 03/03/2026 1:00 PM Ava Stone'));
    fireEvent.click(screen.getByLabelText('Choose 03/04/2026 9:00 AM Ava Stone'));
    expect(screen.getByText('2 sessions chosen')).toBeTruthy();
    fireEvent.click(request);
    await screen.findByText('1 sign request sent');
    expect(api.requested).toEqual([['12', '13']]);
    expect(screen.getByText('03/04/2026 9:00 AM Ava Stone: A session marked Cancelled cannot be verified.')).toBeTruthy();
  });
});
