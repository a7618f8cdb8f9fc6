// The Kareo import's progress against mocked resolvers: polled while it runs, it ends with what was imported,
// already there and left out, lists the left-out rows by line, and asks the lists to catch up once; a job with no
// valid row says so.
import { screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderWithGraphQL } from '../../test/render';
import { KareoProgress } from './KareoProgress';

const job = (processed: number, status: string) => ({
  id: '7',
  fileName: 'charges.csv',
  status,
  total: 4,
  processed,
  imported: processed,
  skipped: 0,
  rejected: 1,
  errors: [{ row: 5, message: 'The service date is not a valid date.' }],
  importedBy: 'Office Administrator',
  createdAt: '2026-11-24T08:00:00.000Z',
  finishedAt: null,
});

describe('the Kareo import progress', () => {
  it('follows a running import to its end and lists the rows left out', { timeout: 15_000 }, async () => {
    let polls = 0;
    const onFinished = vi.fn();
    const resolvers = { Query: { kareoImportStatus: () => (polls += 1) && (polls < 3 ? job(polls, 'running') : job(4, 'done')) } };
    renderWithGraphQL(<KareoProgress id="7" onClose={() => undefined} onFinished={onFinished} />, { resolvers });
    expect(await screen.findByText('1 of 4 rows written…')).toBeTruthy();
    expect(
      await screen.findByText('Finished: 4 rows imported, 0 rows already imported, 1 row left out.', undefined, { timeout: 6_000 }),
    ).toBeTruthy();
    const left = screen.getByRole('table', { name: 'Rows left out' });
    expect(within(left).getByText('The service date is not a valid date.')).toBeTruthy();
    expect(onFinished).toHaveBeenCalledTimes(1);
  });

  it('says when no row could be imported', async () => {
    const resolvers = { Query: { kareoImportStatus: () => ({ ...job(0, 'failed'), total: 0 }) } };
    renderWithGraphQL(<KareoProgress id="7" onClose={() => undefined} onFinished={() => undefined} />, { resolvers });
    expect(await screen.findByText('No row could be imported: 1 row left out.')).toBeTruthy();
  });
});
