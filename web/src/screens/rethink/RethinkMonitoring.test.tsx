// The Rethink pages against mocked resolvers: the monitoring page totals the days and lists each day with its
// failure reasons, a failed count opening that day's failed sessions, and says what is wrong with a range; the
// importer pulls a range and says what the pull did, refusing a day after today before asking.
import { screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { addCalendarDays, today } from '../../dates/calendar';
import { renderWithGraphQL } from '../../test/render';
import { Importer } from './Importer';
import { RethinkMonitoring } from './RethinkMonitoring';

vi.mock('./DailyChart', () => ({ DailyChart: () => <div role="img" aria-label="Sessions imported and failed by day" /> }));

describe('the Rethink pages', () => {
  it('totals the days, lists them with their reasons and links a day’s failures', async () => {
    const resolvers = {
      Query: {
        rethinkDays: (_root: unknown, args: { dateFrom: string; dateTo: string }) => [
          { date: args.dateFrom, imported: 7, failed: 0, reasons: [] },
          { date: args.dateTo, imported: 5, failed: 2, reasons: [{ reason: 'Student not found in the portal.', count: 2 }] },
        ],
      },
    };
    renderWithGraphQL(<RethinkMonitoring />, { resolvers });
    const table = await screen.findByRole('table', { name: 'Sessions by day' });
    expect(screen.getByRole('status').textContent).toBe('Imported12Failed2Failure rate14%');
    expect(within(table).getByText('Student not found in the portal. (2)')).toBeTruthy();
    expect(within(table).getByRole('link', { name: '2' }).getAttribute('href')).toBe(
      `/rethink-sessions-data?status=Failed&from=${today()}&to=${today()}`,
    );
  });

  it('says what is wrong with a range that is too long', async () => {
    const { user } = renderWithGraphQL(<RethinkMonitoring />, { resolvers: { Query: { rethinkDays: () => [] } } });
    await screen.findByText('Nothing came in from Rethink in these days.');
    const from = screen.getByLabelText('From');
    await user.clear(from);
    await user.type(from, addCalendarDays(today(), -200));
    expect(await screen.findByText('The range must not be longer than 93 days.')).toBeTruthy();
  });

  it('pulls a range and says what the pull did; a day after today is refused before asking', async () => {
    const pulls: { dateFrom: string; dateTo: string }[] = [];
    const resolvers = {
      Mutation: {
        runRethinkImporter: (_root: unknown, args: { dateFrom: string; dateTo: string }) => {
          pulls.push(args);
          return { ...args, received: 9, imported: 6, failed: 1, skipped: 2 };
        },
      },
    };
    const { user } = renderWithGraphQL(<Importer />, { resolvers });
    const to = screen.getByLabelText('To');
    await user.clear(to);
    await user.type(to, addCalendarDays(today(), 2));
    await user.click(screen.getByRole('button', { name: 'Pull sessions' }));
    expect(await screen.findByText('Rethink has no sessions after today.')).toBeTruthy();
    expect(pulls).toEqual([]);
    await user.clear(to);
    await user.type(to, addCalendarDays(today(), -1));
    await user.click(screen.getByRole('button', { name: 'Pull sessions' }));
    expect(await screen.findByText('9 sessions in Rethink: 6 imported, 1 failed, 2 already imported.')).toBeTruthy();
    expect(pulls).toEqual([{ dateFrom: addCalendarDays(today(), -1), dateTo: addCalendarDays(today(), -1) }]);
  });
});
