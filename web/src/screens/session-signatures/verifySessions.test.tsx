// A parent's page of their child's sessions: the ones to verify first, each verified with one press and then shown
// with when; every session on the switch's other side; and a page for parents only.
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithGraphQL } from '../../test/render';
import { roles } from '../../test/roles';
import { VerifySessions } from './VerifySessions';

const held = (id: string, date: string, signedAt: string | null) => ({
  id,
  date,
  startTime: '09:00',
  endTime: '11:00',
  student: { id: '1', name: 'Ava Stone' },
  staff: { id: '2', name: 'Jordan Ellis' },
  service: { id: '3', name: 'Direct Therapy' },
  verification: { parent: signedAt ? { name: 'Casey Morgan', signedAt } : null },
});

describe('verifying sessions', () => {
  it('lists the sessions to verify and verifies one with a press', async () => {
    const sessions = [held('11', '2026-11-30', null), held('12', '2026-11-28', '2026-11-28T20:00:00Z')];
    const verified: string[] = [];
    const asked: unknown[] = [];
    const { user } = renderWithGraphQL(<VerifySessions />, {
      route: '/verify-sessions',
      session: roles.parent(),
      resolvers: {
        Query: {
          appointmentList: (_: unknown, args: { filter: unknown }) => {
            asked.push(args.filter);
            return { pageInfo: { total: sessions.length }, nodes: sessions };
          },
        },
        Mutation: {
          verifySession: (_: unknown, args: { sessionId: string }) => {
            verified.push(args.sessionId);
            sessions[0] = held('11', '2026-11-30', '2026-12-01T15:00:00Z');
            return { sessionId: args.sessionId, verification: sessions[0].verification };
          },
        },
      },
    });
    const table = await screen.findByRole('table', { name: 'Sessions' });
    expect(within(table).getAllByRole('row')).toHaveLength(2);
    expect(asked[0]).toMatchObject({ statuses: ['Completed'] });
    await user.click(within(table).getByRole('button', { name: 'Verify attendance of 11/30/2026 9:00 AM – 11:00 AM with Ava Stone' }));
    expect(await screen.findByText('Every session is verified. Thank you.')).toBeInTheDocument();
    expect(verified).toEqual(['11']);

    await user.click(screen.getByRole('checkbox', { name: /Only sessions to verify/ }));
    await waitFor(() => expect(within(screen.getByRole('table', { name: 'Sessions' })).getAllByRole('row')).toHaveLength(3));
    expect(screen.getAllByText(/^Verified \d\d\/\d\d\/2026/)).toHaveLength(2);
  });

  it('sends staff to the appointment list', async () => {
    renderWithGraphQL(<VerifySessions />, { route: '/verify-sessions', session: roles.office() });
    expect(await screen.findByRole('heading', { name: 'This page is for parents' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Open the appointment list' })).toHaveAttribute('href', '/appointment-list');
  });
});
