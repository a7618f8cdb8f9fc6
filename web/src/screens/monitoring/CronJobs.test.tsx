// The scheduled jobs against mocked resolvers: a failed job shows its error; Restart sends its id and the table shows
// the job's new state and last run.
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithGraphQL } from '../../test/render';
import { CronJobs } from './CronJobs';

const failed = {
  id: '4',
  name: 'eligibility:batch',
  description: 'Checks the coverage of every enrolled member.',
  schedule: '0 5 * * 1',
  state: 'Failed',
  lastRunAt: '2026-11-22T05:00:00.000Z',
  nextRunAt: '2026-11-29T05:00:00.000Z',
  lastError: 'Eligibility batch timed out waiting for the clearing-house.',
};

describe('the scheduled jobs', () => {
  it('restarts a failed job and shows its new last run', async () => {
    const restarted: string[] = [];
    const resolvers = {
      Query: { cronJobs: () => [failed] },
      Mutation: {
        restartCron: (_root: unknown, { id }: { id: string }) => {
          restarted.push(id);
          return { ...failed, state: 'Idle', lastError: null, lastRunAt: '2026-11-24T09:00:00.000Z', nextRunAt: '2026-12-01T09:00:00.000Z' };
        },
      },
    };
    const { user } = renderWithGraphQL(<CronJobs />, { resolvers });
    const table = await screen.findByRole('table', { name: 'Scheduled jobs' });
    expect(within(table).getByText('Eligibility batch timed out waiting for the clearing-house.')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Restart eligibility:batch' }));
    await within(table).findByText('Idle');
    expect(restarted).toEqual(['4']);
    expect(within(table).queryByText(/timed out/)).toBeNull();
  });
});
