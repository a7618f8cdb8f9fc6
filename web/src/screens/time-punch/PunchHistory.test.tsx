// The punch history tab against mocked resolvers: each day's punches with their hours, the day's hours and the total;
// a person the time-punch service refuses shows its reason beside the add button; removing asks first.
import { screen, within } from '@testing-library/react';
import { GraphQLError } from 'graphql';
import { Route, Routes } from 'react-router';
import { describe, expect, it } from 'vitest';
import { renderWithGraphQL } from '../../test/render';
import { roles } from '../../test/roles';
import { PunchHistory } from './PunchHistory';

const punch = (id: string, clockIn: string, clockOut: string | null, hours: number | null) => ({
  id,
  date: clockIn.slice(0, 10),
  clockIn,
  clockOut,
  hours,
});

function history(state: 'SYNCED' | 'NOT_SYNCED', badgeNumber: string | null) {
  return {
    userId: '3',
    name: 'Jordan Ellis',
    totalHours: 12.5,
    status: { userId: '3', state, externalId: state === 'SYNCED' ? 'TP-10003' : null, badgeNumber, syncedAt: null, lastError: null },
    days: [
      { date: '2026-11-23', hours: 4.5, punches: [punch('a', '2026-11-23T14:00:00Z', '2026-11-23T18:30:00Z', 4.5)] },
      {
        date: '2026-11-20',
        hours: 8,
        punches: [punch('b', '2026-11-20T13:00:00Z', '2026-11-20T17:00:00Z', 4), punch('c', '2026-11-20T17:30:00Z', '2026-11-20T21:30:00Z', 4)],
      },
    ],
    punches: [],
  };
}

function Page() {
  return (
    <Routes>
      <Route path="/staff-punch-history/:user_id" element={<PunchHistory />} />
    </Routes>
  );
}

describe('the punch history tab', () => {
  it("shows each day's punches with their hours, the day's hours and the total", async () => {
    renderWithGraphQL(<Page />, {
      route: '/staff-punch-history/3',
      session: roles.office(),
      resolvers: { Query: { punchHistory: () => history('SYNCED', 'B-4003') } },
    });
    const table = await screen.findByRole('table', { name: 'Punches by day' });
    const rows = within(table).getAllByRole('row');
    // Header, three punches over two days, and the total.
    expect(rows).toHaveLength(5);
    expect(within(rows[1]!).getByRole('rowheader').textContent).toBe('11/23/2026');
    expect(rows[2]!.textContent).toContain('8.00');
    expect(rows[4]!.textContent).toBe('Total over 2 days12.50');
    expect(screen.getByText('Synced')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Remove from time-punch service' })).toBeInTheDocument();
  });

  it('shows why the service refuses a person beside the add button', async () => {
    const { user } = renderWithGraphQL(<Page />, {
      route: '/staff-punch-history/3',
      session: roles.office(),
      resolvers: {
        Query: { punchHistory: () => history('NOT_SYNCED', null) },
        Mutation: {
          addTimePunchPerson: () => {
            throw new GraphQLError('No badge number', { extensions: { code: 'BAD_USER_INPUT', fieldErrors: { userId: ['No badge number'] } } });
          },
        },
      },
    });
    await user.click(await screen.findByRole('button', { name: 'Add to time-punch service' }));
    const refusal = await screen.findByText('The time-punch service refused this person');
    expect(refusal.closest('.bp6-callout')?.textContent).toContain('No badge number');
  });

  it('asks before removing a person, and says when there are no punches', async () => {
    const removed: string[] = [];
    const { user } = renderWithGraphQL(<Page />, {
      route: '/staff-punch-history/3',
      session: roles.office(),
      resolvers: {
        Query: { punchHistory: () => ({ ...history('SYNCED', 'B-4003'), days: [], totalHours: 0 }) },
        Mutation: {
          removeTimePunchPerson: (_: unknown, { userId }: { userId: string }) => (removed.push(userId), { ok: true, message: 'Removed.' }),
        },
      },
    });
    expect(await screen.findByText('No punches yet')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Remove from time-punch service' }));
    expect(removed).toEqual([]);
    await user.click(await screen.findByRole('button', { name: 'Remove' }));
    await expect.poll(() => removed).toEqual(['3']);
  });
});
