import { screen, within } from '@testing-library/react';
import { GraphQLError } from 'graphql';
import { describe, expect, it } from 'vitest';
import { renderWithGraphQL } from '../../test/render';
import { roles } from '../../test/roles';
import { Dashboard } from './Dashboard';

const authorization = (id: string, unitsRemaining = 80) => ({
  id,
  studentId: `s${id}`,
  student: { id: `s${id}`, name: `Student ${id}` },
  authorizationNumber: `A-${id}`,
  endDate: '2026-12-31',
  totalUnits: 100,
  unitsRemaining,
});

/** A card once the answer is in (the cards are drawn anew then, in place of their skeletons): after the figures show. */
const region = async (name: string) => {
  await screen.findByRole('group', { name: 'Today at a glance' });
  return screen.getByRole('region', { name });
};

describe('the dashboard', () => {
  it("shows an administrator's sections, and one failing section's error in its own card while the rest render", async () => {
    renderWithGraphQL(<Dashboard />, {
      session: roles.office(),
      resolvers: {
        Dashboard: {
          // Today's appointments fail; the notes to sign (the same field, completed sessions) answer.
          appointments: (_source: unknown, args: { filter: { statuses?: string[] | null } }) => {
            if (args.filter.statuses) return [];
            throw new GraphQLError('Internal failure in the practice API.', { extensions: { code: 'UPSTREAM_ERROR' } });
          },
          // The gateway groups and counts; the card shows each group's first rows and how many more there are.
          authorizationsNeedingAttention: (_source: unknown, args: { scope: string; first: number }) => ({
            ending: [
              { days: 7, total: 1, rows: [authorization('1')] },
              { days: 30, total: 0, rows: [] },
              { days: 60, total: args.first + 4, rows: Array.from({ length: args.first }, (_, index) => authorization(`6${index}`)) },
            ],
            lowUnits: { days: null, total: args.scope === 'PRACTICE' ? 1 : 0, rows: [authorization('3', 5)] },
          }),
          documentNotification: () => ({ message: null, pendingFileCount: 2 }),
          unreadMessageCount: () => 3,
          myOverdueWorkflowAssignments: () => [
            {
              id: 'w1',
              workflowName: 'Intake',
              assignedType: 'student',
              assignedId: '9',
              assignedName: 'Ada Moss',
              overdueCount: 2,
              doneCount: 1,
              totalCount: 3,
              tasks: [],
            },
          ],
        },
      },
    });
    const today = await region("Today's appointments");
    expect(await within(today).findByText("Today's appointments could not be loaded")).toBeTruthy();
    expect(within(today).getByText('Internal failure in the practice API.')).toBeTruthy();

    const authorizations = await region('Authorizations needing attention');
    expect(await within(authorizations).findByText('Student 1')).toBeTruthy();
    expect(within(authorizations).getByText(/Ending within 7 days/)).toBeTruthy();
    expect(within(authorizations).queryByText(/Ending within 30 days/)).toBeNull();
    expect(within(authorizations).getByText(/Ending within 60 days/)).toBeTruthy();
    expect(within(authorizations).getByText('and 4 more')).toBeTruthy();
    expect(within(authorizations).getByText(/Under 10% of units left/)).toBeTruthy();
    expect(within(authorizations).getByText('#A-3, ends 12/31/2026, 5 of 100 units left')).toBeTruthy();

    expect(await region('Staff credentials expiring')).toBeTruthy();
    expect(await region('Note generation')).toBeTruthy();
    expect(await screen.findByText('2 of your documents are pending.')).toBeTruthy();
    expect(screen.getByText(/3 conversations have unread/)).toBeTruthy();
    const workflows = await region('Overdue workflow steps');
    expect(within(workflows).getByRole('link', { name: 'Intake' }).getAttribute('href')).toBe('/student-workflows/9');
    expect(within(workflows).getByText('2 overdue')).toBeTruthy();
    expect(await screen.findByText('No notes of the last 14 days are waiting for your signature.')).toBeTruthy();
    // No modal: the failure is the section's own.
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('gives a therapist their own sections only: no staff credentials, no note generation queue', async () => {
    renderWithGraphQL(<Dashboard />, {
      session: roles.therapist(),
      resolvers: {
        Dashboard: {
          authorizationsNeedingAttention: (_source: unknown, args: { scope: string }) => {
            expect(args.scope).toBe('MINE');
            return { ending: [], lowUnits: { days: null, total: 0, rows: [] } };
          },
          appointments: () => [],
        },
      },
    });
    expect(await region("Today's appointments")).toBeTruthy();
    expect(await screen.findByText('You have no appointments today.')).toBeTruthy();
    expect(screen.getByText('No authorization ends within 60 days or has under 10% of its units left.')).toBeTruthy();
    expect(screen.queryByRole('region', { name: 'Staff credentials expiring' })).toBeNull();
    expect(screen.queryByRole('region', { name: 'Note generation' })).toBeNull();
  });
});
