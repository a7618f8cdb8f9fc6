// The eligibility screens against mocked resolvers: the checks list sends the statuses ticked as one array (the
// gateway writes it as repeated bracket keys) and keeps them in the address; a funder's coverage at a glance shows
// a failed check's reason and resends it, then shows the answer with what is left.
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithGraphQL } from '../../test/render';
import { CheckList } from './CheckList';
import { FunderCoverage } from './FunderCoverage';

const coverage = {
  active: true,
  planName: 'Aetna PPO',
  groupNumber: null,
  startDate: '2026-01-01',
  endDate: '2027-06-30',
  copay: 20,
  coinsurancePercent: null,
  visitsRemaining: null,
  unitsRemaining: 96,
  endingSoon: false,
};

function check(status: string, extra: Record<string, unknown> = {}) {
  return {
    id: '7',
    studentId: '3',
    studentName: 'Ava Stone',
    studentFunderId: '11',
    funderId: '2',
    funderName: 'Aetna',
    memberId: 'AB12345671',
    serviceTypeCode: '30',
    batchId: null,
    status,
    message: null,
    attempts: 1,
    requestedBy: 'Office Administrator',
    requestedAt: '2026-11-24T09:00:00Z',
    checkedAt: status === 'PENDING' ? null : '2026-11-24T09:00:01Z',
    coverage: null,
    ...extra,
  };
}

describe('the eligibility checks list', () => {
  it('sends the ticked statuses as one array filter and keeps them in the address', async () => {
    const filters: unknown[] = [];
    const resolvers = {
      Query: {
        eligibilityChecks: (_root: unknown, args: { filter?: unknown }) => {
          filters.push(args.filter ?? null);
          return { pageInfo: { total: 1, currentPage: 1, lastPage: 1, perPage: 50, from: 1, to: 1 }, nodes: [check('ACTIVE', { coverage })] };
        },
      },
    };
    const { user, router } = renderWithGraphQL(<CheckList />, { route: '/eligibility-checks', resolvers });
    const status = await screen.findByRole('group', { name: 'Status' });
    await user.click(within(status).getByRole('checkbox', { name: 'Active' }));
    await user.click(within(status).getByRole('checkbox', { name: 'Inactive' }));
    await expect.poll(() => filters.at(-1)).toEqual({ status: ['ACTIVE', 'INACTIVE'] });
    expect(new URLSearchParams(router.state.location.search).get('status')).toBe('active,inactive');
    await screen.findByText('Aetna PPO');
  });
});

describe("coverage at a glance on a student's funder", () => {
  it("shows a failed check's reason, resends it and shows the answer", { timeout: 15_000 }, async () => {
    let answered = false;
    const resent: string[] = [];
    const resolvers = {
      Query: {
        eligibilityChecks: () => ({
          pageInfo: { total: 1, currentPage: 1, lastPage: 1, perPage: 50, from: 1, to: 1 },
          nodes: [
            answered
              ? check('ACTIVE', { coverage, attempts: 2 })
              : check('FAILED', { message: 'The clearing-house did not answer in time. Resend the check to try again.' }),
          ],
        }),
      },
      Mutation: {
        resendEligibilityCheck: (_root: unknown, { id }: { id: string }) => {
          resent.push(id);
          answered = true;
          return check('PENDING', { attempts: 2 });
        },
      },
    };
    const { user } = renderWithGraphQL(<FunderCoverage studentId="3" studentFunderId="11" funderName="Aetna" active />, { resolvers });
    expect(await screen.findByText('Failed')).toBeTruthy();
    expect(screen.getByText('The clearing-house did not answer in time. Resend the check to try again.')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Resend the eligibility check of Aetna' }));
    expect(await screen.findByText('96 units left')).toBeTruthy();
    expect(screen.getByText('Active')).toBeTruthy();
    expect(resent).toEqual(['7']);
  });
});
