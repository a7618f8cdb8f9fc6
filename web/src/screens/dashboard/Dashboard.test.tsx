import { screen, within } from '@testing-library/react';
import { GraphQLError } from 'graphql';
import { describe, expect, it } from 'vitest';
import { renderWithGraphQL } from '../../test/render';
import { roles } from '../../test/roles';
import { Dashboard } from './Dashboard';

const authorization = (id: string, daysUntilEnd: number, lowUnits = false) => ({
  id,
  studentId: `s${id}`,
  student: { id: `s${id}`, name: `Student ${id}` },
  authorizationNumber: `A-${id}`,
  endDate: '2026-12-31',
  totalUnits: 100,
  unitsRemaining: lowUnits ? 5 : 80,
  daysUntilEnd,
  ended: false,
  lowUnits,
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
          findStudentAuthorizations: () => [authorization('1', 5), authorization('2', 45), authorization('3', 200, true), authorization('4', 300)],
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
    expect(within(authorizations).getByText(/Ending within 60 days/)).toBeTruthy();
    expect(within(authorizations).getByText(/Under 10% of units left/)).toBeTruthy();
    expect(within(authorizations).queryByText('Student 4')).toBeNull();

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
      resolvers: { Dashboard: { staffStudentAuthorizations: () => [], appointments: () => [] } },
    });
    expect(await region("Today's appointments")).toBeTruthy();
    expect(await screen.findByText('You have no appointments today.')).toBeTruthy();
    expect(screen.queryByRole('region', { name: 'Staff credentials expiring' })).toBeNull();
    expect(screen.queryByRole('region', { name: 'Note generation' })).toBeNull();
  });
});
