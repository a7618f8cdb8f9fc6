// The payroll import: the file is checked first (what each row pays, the rows left out and why) with nothing paid,
// then paid with one press; the check says so when nothing can be paid. A staff member's own pay page shows only
// their own.
import { ApolloLink } from '@apollo/client/link';
import { SchemaLink } from '@apollo/client/link/schema';
import { createMockedSchema } from '@portal/mocks/resolvers';
import { screen, within } from '@testing-library/react';
import { Route, Routes } from 'react-router';
import { describe, expect, it } from 'vitest';
import { UploadTransportContext } from '../../kit/transfer/useUpload';
import { renderWithGraphQL } from '../../test/render';
import { roles } from '../../test/roles';
import { ImportPayroll } from './ImportPayroll';
import { ProfilePay } from './OwnPay';

const paying = {
  row: 2,
  staffId: '7',
  staffName: 'Ann Lee',
  periodStart: '2026-11-01',
  periodEnd: '2026-11-15',
  regularHours: 10,
  overtimeHours: 2,
  hourlyRateCents: 3000,
  amountCents: 39_000,
  warning: null,
};

/** An upload transport over the mocked schema that remembers whether each send only checked. */
function transport(sent: boolean[]) {
  const schema = new SchemaLink({
    schema: createMockedSchema({
      Mutation: {
        importPayroll: (_: unknown, args: { checkOnly: boolean }) => ({
          imported: 1,
          rejected: 1,
          errors: [{ row: 3, message: 'No staff member has the email nobody@practice.test.' }],
          rows: [{ ...paying, warning: args.checkOnly ? 'Pays $12.00 more than the sessions earned and not yet paid.' : null }],
        }),
      },
    }),
  });
  return new ApolloLink((operation) => {
    sent.push(Boolean(operation.variables['checkOnly']));
    return schema.request(operation)!;
  });
}

describe('the payroll import', () => {
  it('checks the file with nothing paid, then pays the good rows with one press', async () => {
    const sent: boolean[] = [];
    const { user } = renderWithGraphQL(
      <UploadTransportContext.Provider value={transport(sent)}>
        <ImportPayroll />
      </UploadTransportContext.Provider>,
      { route: '/import-payroll', session: roles.office() },
    );
    const file = new File(['staff_email\n'], 'payroll.csv', { type: 'text/csv' });
    await user.upload(await screen.findByLabelText(/^File/), file);
    await user.click(screen.getByRole('button', { name: 'Check the file' }));

    const check = await screen.findByRole('region', { name: 'Check of the file' });
    expect(check).toHaveTextContent('1 row can be paid, 1 row will be left out.');
    const rows = within(check).getByRole('table', { name: 'Rows to pay' });
    expect(within(rows).getAllByRole('row')[1]).toHaveTextContent(
      '2Ann Lee11/01/2026 – 11/15/202610.002.00$30.00$390.00Pays $12.00 more than the sessions earned and not yet paid.',
    );
    expect(within(rows).getByRole('link', { name: 'Ann Lee' })).toHaveAttribute('href', '/staff-payout/7');
    expect(within(check).getByRole('table', { name: 'Rows left out' })).toHaveTextContent('No staff member has the email nobody@practice.test.');
    expect(sent).toEqual([true]);

    await user.click(within(check).getByRole('button', { name: 'Pay 1 row' }));
    const summary = await screen.findByRole('region', { name: 'Import summary' });
    expect(summary).toHaveTextContent('1 row paid, 1 row left out.');
    expect(screen.queryByRole('region', { name: 'Check of the file' })).toBeNull();
    expect(sent).toEqual([true, false]);
  });
});

describe('my pay', () => {
  it("opens on one's own id only", async () => {
    renderWithGraphQL(
      <Routes>
        <Route path="/profile-pay/:user_id" element={<ProfilePay />} />
      </Routes>,
      { route: '/profile-pay/99', session: roles.therapist() },
    );
    expect(await screen.findByRole('heading', { name: 'This is not your pay' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Open my pay' })).toHaveAttribute('href', `/profile-pay/${roles.therapist().userId}`);
  });
});
