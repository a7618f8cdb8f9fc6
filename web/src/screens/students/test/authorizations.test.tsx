// The authorizations of a student record: units authorized, used and remaining, the end date, and the flags for
// those ending within 30 days or under 10% of their units, on the page and in the record's banner; copy starts from
// the original with no units used.
import { screen, waitFor, within } from '@testing-library/react';
import { Route, Routes } from 'react-router';
import { describe, expect, it } from 'vitest';
import { CopyAuthorization } from '../authorizations/AuthorizationForm';
import { AuthorizationServices } from '../authorizations/AuthorizationServices';
import { Authorizations } from '../authorizations/Authorizations';
import { renderWithGraphQL } from '../../../test/render';
import { roles } from '../../../test/roles';

const base = {
  studentId: '5',
  funderId: '3',
  serviceId: '7',
  serviceLineId: null,
  bcbaId: null,
  unitMinutes: 15,
  frequency: 'Total',
  status: 'Approved',
  notes: null,
  copiedFromId: null,
  startDate: '2026-06-01',
  ended: false,
  needsAttention: false,
  deletedAt: null,
  funder: { id: '3', name: 'Blue Shield' },
  service: { id: '7', name: 'Direct therapy' },
  serviceLine: null,
  bcba: null,
};

const soon = {
  ...base,
  id: 'a1',
  authorizationNumber: 'PA-1001',
  endDate: '2026-12-04',
  totalUnits: 100,
  unitsUsed: 40,
  unitsRemaining: 60,
  daysUntilEnd: 12,
  endingSoon: true,
  lowUnits: false,
  needsAttention: true,
};
const low = {
  ...base,
  id: 'a2',
  authorizationNumber: 'PA-1002',
  endDate: '2027-05-31',
  totalUnits: 200,
  unitsUsed: 190,
  unitsRemaining: 10,
  daysUntilEnd: 190,
  endingSoon: false,
  lowUnits: true,
  needsAttention: true,
};
const fine = {
  ...base,
  id: 'a3',
  authorizationNumber: 'PA-1003',
  endDate: '2027-05-31',
  totalUnits: 200,
  unitsUsed: 20,
  unitsRemaining: 180,
  daysUntilEnd: 190,
  endingSoon: false,
  lowUnits: false,
};

function resolvers(copies: unknown[] = []) {
  return {
    Query: {
      student: () => ({ id: '5', name: 'Ava Stone', status: 1, authorizationAlerts: [soon, low] }),
      studentAuthorizations: () => [soon, low, fine],
      deletedStudentAuthorizations: () => [],
      studentAuthorization: () => soon,
      allFunders: () => [{ id: '3', name: 'Blue Shield' }],
      allServices: () => [{ id: '7', name: 'Direct therapy' }],
    },
    Mutation: {
      copyStudentAuthorization: (_: unknown, args: unknown) => {
        copies.push(args);
        return { id: 'a9' };
      },
    },
  };
}

describe('a student’s authorizations', () => {
  it('shows units authorized, used and remaining and flags those needing attention', async () => {
    renderWithGraphQL(
      <Routes>
        <Route path="/student-authorization/:student_id" element={<Authorizations />} />
      </Routes>,
      { route: '/student-authorization/5', resolvers: resolvers(), session: roles.office() },
    );
    const table = await screen.findByRole('table', { name: 'Authorizations' });
    const row = (number: string) => within(table).getByRole('cell', { name: number }).closest('tr')!;
    expect(within(row('PA-1001')).getByText('Ends in 12 days')).toBeInTheDocument();
    expect(within(row('PA-1001')).getByText(/left of 100 \(40 used\)/)).toBeInTheDocument();
    expect(within(row('PA-1002')).getByText('Under 10% units left')).toBeInTheDocument();
    expect(within(row('PA-1003')).queryByText(/Ends in|Under 10%/)).not.toBeInTheDocument();
    // The record's banner names them on every page of the record.
    const banner = await screen.findByText('Authorizations need attention');
    expect(within(banner.closest('.bp6-callout') as HTMLElement).getByRole('link', { name: /PA-1001/ })).toBeInTheDocument();
    expect(within(row('PA-1001')).getByRole('button', { name: 'Copy PA-1001' })).toBeInTheDocument();
  });

  it('copies an authorization from its values, with no units used', async () => {
    const copies: unknown[] = [];
    const { user, path } = renderWithGraphQL(
      <Routes>
        <Route path="/copy-student-authorization/:edit_id/:student_id" element={<CopyAuthorization />} />
        <Route path="/student-authorization/:student_id" element={<p>Back on the list</p>} />
      </Routes>,
      { route: '/copy-student-authorization/a1/5', resolvers: resolvers(copies), session: roles.office() },
    );
    const number = await screen.findByLabelText(/^Authorization number/);
    expect(number).toHaveValue('PA-1001-COPY');
    expect(screen.getByLabelText(/^Units used/)).toHaveValue(0);
    expect(screen.getByLabelText(/^Total units/)).toHaveValue(100);
    await user.clear(number);
    await user.type(number, 'PA-2001');
    await user.click(screen.getByRole('button', { name: 'Save copy' }));
    await waitFor(() => expect(copies).toHaveLength(1));
    expect(copies[0]).toMatchObject({
      studentId: '5',
      copyFromId: 'a1',
      input: { authorizationNumber: 'PA-2001', totalUnits: 100, unitsUsed: 0, funderId: '3', serviceId: '7' },
    });
    await waitFor(() => expect(path()).toBe('/student-authorization/5'));
  });

  it('offers no save of the services until they have been read, so a failed read is never saved as none', async () => {
    const line = { id: 's1', serviceId: '7', billingCodeId: '2', totalUnits: 40, unitsUsed: 4, unitsRemaining: 36, rate: 12.5 };
    let answer: 'fail' | 'lines' = 'fail';
    const services = {
      Query: {
        ...resolvers().Query,
        studentAuthorizationServices: () => {
          if (answer === 'fail') throw new Error('The practice API did not answer.');
          return [{ ...line, service: { id: '7', name: 'Direct therapy' } }];
        },
      },
    };
    const { user } = renderWithGraphQL(<AuthorizationServices authorizationId="a1" />, { resolvers: services, session: roles.office() });
    expect(await screen.findByText("The authorization's services could not be loaded")).toBeInTheDocument();
    expect(screen.queryByText('No services yet.')).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Save services' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Add service' })).not.toBeInTheDocument();

    answer = 'lines';
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('group', { name: 'Service line 1' })).toBeInTheDocument();
    expect(screen.getByLabelText('Total units of line 1')).toHaveValue('40');
    expect(screen.getByRole('button', { name: 'Save services' })).toBeEnabled();
  });
});
