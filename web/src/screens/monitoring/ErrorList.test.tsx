// The error list against mocked resolvers: the grouped errors with their counts, filtered by source, and both
// exports asked with the list's filter (XLSX by the list's button, CSV by its twin), each leaving its link.
import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderWithGraphQL } from '../../test/render';
import { ErrorList } from './ErrorList';

const row = {
  id: '1',
  source: 'Rethink importer',
  description: 'Student not found in the portal.',
  count: 41,
  firstSeenAt: '2026-11-03T06:51:00.000Z',
  lastSeenAt: '2026-11-23T06:51:00.000Z',
};

describe('the error list', () => {
  it('lists the grouped errors and exports them as XLSX and CSV with the filter the address holds', { timeout: 15_000 }, async () => {
    vi.spyOn(window, 'open').mockReturnValue(null);
    const asked: { format?: string; filter?: unknown }[] = [];
    const resolvers = {
      Query: {
        errorDescriptions: () => ({ pageInfo: { total: 1, currentPage: 1, lastPage: 1, perPage: 50, from: 1, to: 1 }, nodes: [row] }),
      },
      Mutation: {
        exportErrorDescriptions: (_root: unknown, args: { format?: string; filter?: unknown }) => {
          asked.push({ format: args.format, filter: args.filter });
          const extension = args.format === 'CSV' ? 'csv' : 'xlsx';
          return { url: `http://files.test/error-descriptions.${extension}`, fileName: `error-descriptions.${extension}` };
        },
      },
    };
    const { user } = renderWithGraphQL(<ErrorList />, { route: '/error-list?source=Rethink+importer', resolvers });
    expect(await screen.findByText('Student not found in the portal.')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Export' }));
    expect(await screen.findByRole('link', { name: 'Download error-descriptions.xlsx' })).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Export CSV' }));
    expect(await screen.findByRole('link', { name: 'Download error-descriptions.csv' })).toBeTruthy();
    expect(asked).toEqual([
      { format: 'XLSX', filter: { source: 'Rethink importer' } },
      { format: 'CSV', filter: { source: 'Rethink importer' } },
    ]);
  });

  it('sends the days seen as a range, and says so instead when the last day is before the first', { timeout: 15_000 }, async () => {
    const filters: unknown[] = [];
    const resolvers = {
      Query: {
        errorDescriptions: (_root: unknown, args: { filter?: unknown }) => {
          filters.push(args.filter ?? null);
          return { pageInfo: { total: 1, currentPage: 1, lastPage: 1, perPage: 50, from: 1, to: 1 }, nodes: [row] };
        },
      },
    };
    const { user, router } = renderWithGraphQL(<ErrorList />, { route: '/error-list?from=11%2F01%2F2026&to=11%2F20%2F2026', resolvers });
    expect(await screen.findByText('Student not found in the portal.')).toBeTruthy();
    expect(filters.at(-1)).toEqual({ dateFrom: '2026-11-01', dateTo: '2026-11-20' });
    expect(screen.queryByText('Before the first day; the range is not applied.')).toBeNull();

    const to = screen.getByLabelText('Seen to');
    await user.clear(to);
    await user.type(to, '10/15/2026{Enter}');
    await waitFor(() => expect(router.state.location.search).toContain('to=10%2F15%2F2026'));
    expect(await screen.findByText('Before the first day; the range is not applied.')).toBeTruthy();
    await waitFor(() => expect(filters.at(-1)).toBeNull());
  });
});
