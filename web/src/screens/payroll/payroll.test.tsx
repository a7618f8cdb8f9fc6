// Payroll screens against mocked resolvers: the daily salary's lines (hours × rate = amount) and total line, a bad
// range named beside its field with nothing asked for, and a payout refused at zero beside its field, then recorded
// and taken off what is due.
import { screen, waitFor, within } from '@testing-library/react';
import { GraphQLError } from 'graphql';
import { Route, Routes } from 'react-router';
import { describe, expect, it } from 'vitest';
import { renderWithGraphQL } from '../../test/render';
import { roles } from '../../test/roles';
import { DailySalary } from './AllStaff';
import { StaffPayout } from './StaffPayout';

const day = (date: string, minutes: number, hourlyRateCents: number, amountCents: number) => ({
  date,
  sessions: 1,
  minutes,
  hourlyRateCents,
  amountCents,
});

function reportApi() {
  const ranges: string[] = [];
  const report = (startDate: string, endDate: string) => ({
    startDate,
    endDate,
    totalSessions: 3,
    totalMinutes: 300,
    totalCents: 19_400,
    staff: [
      {
        staffId: '7',
        staffName: 'Ann Lee',
        hourlyRateCents: 4100,
        totalSessions: 2,
        totalMinutes: 240,
        totalCents: 16_363,
        days: [day('2026-03-02', 195, 4100, 13_325), day('2026-03-03', 45, 4050, 3038)],
      },
      {
        staffId: '8',
        staffName: 'Bo Park',
        hourlyRateCents: 3000,
        totalSessions: 1,
        totalMinutes: 60,
        totalCents: 3037,
        days: [day('2026-03-02', 60, 3037, 3037)],
      },
    ],
  });
  return {
    ranges,
    resolvers: {
      Query: {
        payrollReport: (_: unknown, args: { startDate: string; endDate: string }) => {
          ranges.push(`${args.startDate}..${args.endDate}`);
          return report(args.startDate, args.endDate);
        },
      },
    },
  };
}

describe('the daily salary', () => {
  it("shows each day's hours × rate = amount and the total line, for the range in the address", async () => {
    const api = reportApi();
    renderWithGraphQL(
      <Routes>
        <Route path="/daily-salary" element={<DailySalary />} />
      </Routes>,
      { route: '/daily-salary?from=2026-03-01&to=2026-03-31', resolvers: api.resolvers, session: roles.office() },
    );
    const table = await screen.findByRole('table', { name: 'Earnings by day' });
    const rows = within(table)
      .getAllByRole('row')
      .slice(1)
      .map((row) =>
        within(row)
          .getAllByRole('cell')
          .map((cell) => cell.textContent),
      );
    expect(rows).toEqual([
      ['Ann Lee', '03/02/2026', '1', '3.25', '$41.00', '$133.25'],
      ['Ann Lee', '03/03/2026', '1', '0.75', '$40.50', '$30.38'],
      ['Bo Park', '03/02/2026', '1', '1.00', '$30.37', '$30.37'],
      ['Total', '', '3', '5.00', '', '$194.00'],
    ]);
    expect(api.ranges).toEqual(['2026-03-01..2026-03-31']);
  });

  it('names a range that ends before it starts beside its field and asks for nothing', async () => {
    const api = reportApi();
    const { user } = renderWithGraphQL(
      <Routes>
        <Route path="/daily-salary" element={<DailySalary />} />
      </Routes>,
      { route: '/daily-salary?from=2026-03-01&to=2026-03-31', resolvers: api.resolvers, session: roles.office() },
    );
    await screen.findByRole('table', { name: 'Earnings by day' });
    const to = screen.getByLabelText('To');
    await user.clear(to);
    await user.type(to, '2026-02-01');
    expect(await screen.findByText('The to date must be on or after the from date.')).toBeInTheDocument();
    expect(api.ranges).toEqual(['2026-03-01..2026-03-31']);
  });
  it('offers the latest month with paid sessions when the range has none, and opens it', async () => {
    const ranges: string[] = [];
    const resolvers = {
      Query: {
        payrollReport: (_: unknown, { startDate, endDate }: { startDate: string; endDate: string }) => {
          ranges.push(`${startDate}..${endDate}`);
          return { startDate, endDate, totalSessions: 0, totalMinutes: 0, totalCents: 0, latestPaidDay: '2025-12-19', staff: [] };
        },
      },
    };
    const { user } = renderWithGraphQL(
      <Routes>
        <Route path="/daily-salary" element={<DailySalary />} />
      </Routes>,
      { route: '/daily-salary?from=2026-11-01&to=2026-11-30', resolvers, session: roles.office() },
    );
    expect(await screen.findByText('No paid sessions in this range')).toBeInTheDocument();
    expect(screen.getByText(/The latest paid session was on 12\/19\/2025\./)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Show December 2025' }));
    await waitFor(() => expect(ranges).toEqual(['2026-11-01..2026-11-30', '2025-12-01..2025-12-31']));
  });
});

describe("a staff member's rate and payouts", () => {
  it('refuses a payout of zero beside its field, then records one and shows the lower due amount', async () => {
    const payouts: { id: string; amountCents: number; paidOn: string; note: string | null; createdAt: string }[] = [];
    const sent: unknown[] = [];
    const pay = () => {
      const paidCents = payouts.reduce((sum, payout) => sum + payout.amountCents, 0);
      return {
        summary: {
          staffId: '7',
          staffName: 'Ann Lee',
          userType: 'Therapist',
          hourlyRateCents: 4100,
          workedMinutes: 240,
          earnedCents: 16_363,
          paidCents,
          dueCents: 16_363 - paidCents,
          lastPaidOn: payouts[0]?.paidOn ?? null,
        },
        rates: [{ id: '1', hourlyRateCents: 4100, effectiveFrom: '2026-03-01', createdAt: '2026-03-01T09:00:00Z' }],
        payouts,
      };
    };
    const { user } = renderWithGraphQL(
      <Routes>
        <Route path="/staff-payout/:user_id" element={<StaffPayout />} />
      </Routes>,
      {
        route: '/staff-payout/7',
        session: roles.office(),
        resolvers: {
          Query: { staffPay: pay },
          Mutation: {
            recordStaffPayout: (_: unknown, args: { input: { amount: number; paidOn: string; note: string | null } }) => {
              sent.push(args.input);
              if (args.input.amount <= 0)
                throw new GraphQLError('Rate must be greater than zero', {
                  extensions: { code: 'BAD_USER_INPUT', fieldErrors: { amount: ['Rate must be greater than zero'] } },
                });
              payouts.unshift({
                id: String(payouts.length + 1),
                amountCents: Math.round(args.input.amount * 100),
                paidOn: args.input.paidOn,
                note: args.input.note,
                createdAt: '2026-03-10T09:00:00Z',
              });
              return pay();
            },
          },
        },
      },
    );
    const figures = await screen.findByRole('group', { name: 'Pay' });
    await waitFor(() => expect(figures).toHaveTextContent('Due$163.63'));
    await user.click(screen.getByRole('button', { name: 'Record payout' }));
    const dialog = await screen.findByRole('dialog', { name: 'Record payout' });
    const amount = within(dialog).getByLabelText(/^Amount \(USD\)/);
    expect(amount).toHaveValue(163.63);
    await user.clear(amount);
    await user.type(amount, '0');
    await user.click(within(dialog).getByRole('button', { name: 'Record payout' }));
    expect(await within(dialog).findByText('Rate must be greater than zero')).toBeInTheDocument();

    await user.clear(amount);
    await user.type(amount, '63.63');
    await user.click(within(dialog).getByRole('button', { name: 'Record payout' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Record payout' })).not.toBeInTheDocument());
    await waitFor(() => expect(screen.getByRole('group', { name: 'Pay' })).toHaveTextContent('Due$100.00'));
    expect(sent).toHaveLength(2);
    expect(sent[1]).toMatchObject({ staffId: '7', amount: 63.63 });
    expect(within(screen.getByRole('table', { name: 'Payouts' })).getByRole('cell', { name: '$63.63' })).toBeInTheDocument();
  });
});
