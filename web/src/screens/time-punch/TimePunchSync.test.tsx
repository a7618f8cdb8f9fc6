// The sync page against mocked resolvers: "Sync all" puts the session in the address and follows its progress to the
// end; a failure shows by name with its reason; "Retry failed" sends the same session id; coming back by the address
// asks for that session; an unknown session says so.
import { screen, within } from '@testing-library/react';
import { GraphQLError } from 'graphql';
import { describe, expect, it } from 'vitest';
import { renderWithGraphQL } from '../../test/render';
import { TimePunchSync } from './TimePunchSync';

const failure = { userId: '12', name: 'Dana Cole', reason: 'No badge number' };

/** A sync of three people whose progress moves one person per poll; the second fails. */
function simulated() {
  const calls = { progress: [] as string[], retried: [] as string[] };
  let done = 0;
  let retried = false;
  const sync = (sessionId: string) => ({
    sessionId,
    total: 3,
    done,
    failed: done >= 2 && !retried ? 1 : 0,
    finished: done === 3,
    failures: done >= 2 && !retried ? [failure] : [],
  });
  const resolvers = {
    Mutation: {
      startTimePunchSync: () => sync('session-1'),
      retryTimePunchSync: (_root: unknown, { sessionId }: { sessionId: string }) => {
        calls.retried.push(sessionId);
        retried = true;
        return { ...sync(sessionId), done: 2, finished: false };
      },
    },
    Query: {
      timePunchSyncProgress: (_root: unknown, { sessionId }: { sessionId: string }) => {
        calls.progress.push(sessionId);
        done = Math.min(3, done + 1);
        return sync(sessionId);
      },
    },
  };
  return { resolvers, calls };
}

describe('the time-punch sync page', () => {
  it('starts, follows the progress to the end, lists the failure and retries it under the same session', { timeout: 15_000 }, async () => {
    const { resolvers, calls } = simulated();
    const { user, router } = renderWithGraphQL(<TimePunchSync />, { route: '/staff-time-punch-sync', resolvers });
    expect(await screen.findByText('No sync started yet')).toBeTruthy();

    await user.click(screen.getByRole('button', { name: 'Sync all' }));
    await screen.findByRole('heading', { name: 'Sync running' });
    expect(router.state.location.search).toBe('?session=session-1');
    expect(screen.getByRole('button', { name: 'Sync all' })).toHaveProperty('disabled', true);

    await screen.findByRole('heading', { name: 'Sync finished' }, { timeout: 6_000 });
    expect(screen.getByRole('status').textContent).toBe('Finished: 2 of 3 synced, 1 failed.');
    const failures = screen.getByRole('table', { name: 'Failures' });
    expect(within(failures).getByRole('link', { name: 'Dana Cole' }).getAttribute('href')).toBe('/staff-punch-history/12');
    expect(within(failures).getByText('No badge number')).toBeTruthy();
    // One request a poll, about a second apart: three polls took the sync from the start's answer to its end.
    expect(calls.progress).toEqual(['session-1', 'session-1', 'session-1']);

    await user.click(screen.getByRole('button', { name: 'Retry failed' }));
    await screen.findByText('Finished: all 3 staff members synced.', {}, { timeout: 4_000 });
    expect(calls.retried).toEqual(['session-1']);
    // A finished sync is no longer polled.
    await new Promise((resolve) => setTimeout(resolve, 1_500));
    expect(calls.progress).toHaveLength(4);
    expect(screen.queryByRole('table', { name: 'Failures' })).toBeNull();
  });

  it('follows the session the address names, and says when there is no such sync', async () => {
    const { resolvers, calls } = simulated();
    renderWithGraphQL(<TimePunchSync />, { route: '/staff-time-punch-sync?session=session-9', resolvers });
    await screen.findByRole('progressbar', { name: 'Sync progress' });
    expect(calls.progress[0]).toBe('session-9');

    renderWithGraphQL(<TimePunchSync />, {
      route: '/staff-time-punch-sync?session=gone',
      resolvers: {
        Query: {
          timePunchSyncProgress: () => {
            throw new GraphQLError('No sync with that session id.', { extensions: { code: 'NOT_FOUND' } });
          },
        },
      },
    });
    expect(await screen.findByText('No sync with that session id')).toBeTruthy();
  });
});
