// The queue page against mocked resolvers: the generation named by the address (`?report=`) is followed to its end
// by itself, its failure shown with the reason; "Regenerate failed" sends only the failed reports; an unknown
// generation says so.
import { screen, within } from '@testing-library/react';
import { GraphQLError } from 'graphql';
import { describe, expect, it } from 'vitest';
import { renderWithGraphQL } from '../../test/render';
import { SessionsQueue } from './SessionsQueue';

const failure = {
  entryId: '31',
  sessionId: '401',
  studentName: 'Ada Byron',
  sessionDate: '2026-11-05',
  reason: 'The session note is not signed, so there is no note to report.',
};

/** A generation of three reports that finishes one per poll; the second fails until regenerated. */
function simulated() {
  const calls = { polls: [] as string[], regenerated: [] as string[][] };
  let finished = 0;
  let regenerated = false;
  const generation = (reportId: string) => {
    const failed = finished >= 2 && !regenerated ? 1 : 0;
    return {
      reportId,
      monthYear: '2026-11',
      total: 3,
      queued: 3 - finished,
      generating: 0,
      done: finished - failed,
      failed,
      skipped: 0,
      finished: finished === 3,
      failures: failed ? [failure] : [],
    };
  };
  const resolvers = {
    Query: {
      sessionGeneration: (_root: unknown, { reportId }: { reportId: string }) => {
        calls.polls.push(reportId);
        finished = Math.min(3, finished + 1);
        return generation(reportId);
      },
    },
    Mutation: {
      regenerateSessionReports: (_root: unknown, { ids }: { ids: string[] }) => {
        calls.regenerated.push(ids);
        regenerated = true;
        return { message: '1 report queued again.', generation: generation('7') };
      },
    },
  };
  return { resolvers, calls };
}

describe('the sessions queue', () => {
  it('follows the generation in the address to its end, lists the failure and regenerates only it', { timeout: 15_000 }, async () => {
    const { resolvers, calls } = simulated();
    const { user } = renderWithGraphQL(<SessionsQueue />, { route: '/sessions-queue?report=7', resolvers });
    await screen.findByRole('progressbar', { name: 'Generation progress' });
    await screen.findByRole('heading', { name: 'November 2026: generation #7 finished' }, { timeout: 6_000 });
    expect(screen.getByText('Finished: 2 of 3 made, 1 failed.')).toBeTruthy();
    const failures = screen.getByRole('table', { name: 'Failed reports' });
    expect(within(failures).getByText('Ada Byron')).toBeTruthy();
    expect(within(failures).getByText(failure.reason)).toBeTruthy();
    expect(calls.polls.every((id) => id === '7')).toBe(true);

    await user.click(screen.getByRole('button', { name: 'Regenerate failed' }));
    await screen.findByText('Finished: all 3 reports made.', {}, { timeout: 4_000 });
    expect(calls.regenerated).toEqual([['31']]);
    // A finished generation is no longer polled.
    const polled = calls.polls.length;
    await new Promise((resolve) => setTimeout(resolve, 1_500));
    expect(calls.polls).toHaveLength(polled);
  });

  it('says when the address names no generation', async () => {
    renderWithGraphQL(<SessionsQueue />, {
      route: '/sessions-queue?report=99',
      resolvers: {
        Query: {
          sessionGeneration: () => {
            throw new GraphQLError('No generation with that report id.', { extensions: { code: 'NOT_FOUND' } });
          },
        },
      },
    });
    expect(await screen.findByText('No generation with that report id')).toBeTruthy();
  });
});
