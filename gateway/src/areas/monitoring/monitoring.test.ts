// Sheets links, Rethink and monitoring through GraphQL: a link is saved (a bad address refused), run, and shows its
// run's counts; Rethink's sessions filter by status, dates, service lines, service and student, and the importer
// pulls a range once (a second pull skips it all) while the daily counts follow; a cron job's restart moves its last
// run; the error list groups with counts and exports as XLSX and CSV.
import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { nowMs } from '../../dates/clock.js';
import { startStack, type Stack } from '../../test/stack.js';

let stack: Stack;
let token: string;
beforeAll(async () => {
  stack = await startStack();
  token = await stack.signIn('Super Admin');
});
afterAll(() => stack.stop());

const gql = async <T>(query: string, variables: Record<string, unknown> = {}) => {
  const answer = await stack.gql<T>(query, variables, token);
  expect(answer.errors).toBeUndefined();
  return answer.data!;
};

describe('sheets links', () => {
  const fields = 'id name schedule status lastRunAt lastRunStatus lastRowsIn lastRowsFailed nextRunAt';

  it('saves a link with a schedule, refuses an address that is no Google sheet, and runs it with its counts kept', async () => {
    const refused = await stack.gql(
      'mutation($i: SheetLinkInput!) { createSheetLink(input: $i) { id } }',
      { i: { name: 'Bad', sheetUrl: 'https://example.org/sheet', schedule: 'Sometimes' } },
      token,
    );
    expect(refused.errors?.[0]?.extensions).toMatchObject({
      code: 'BAD_USER_INPUT',
      fieldErrors: { sheetUrl: [expect.stringContaining('Google Sheets')], schedule: ['The selected schedule is invalid.'] },
    });

    const { createSheetLink: link } = await gql<{ createSheetLink: { id: string; nextRunAt: string | null; lastRunAt: null } }>(
      `mutation($i: SheetLinkInput!) { createSheetLink(input: $i) { ${fields} } }`,
      {
        i: {
          name: 'East clinic log',
          sheetUrl: 'https://docs.google.com/spreadsheets/d/1EastClinicLog_x9/edit',
          sheetName: 'Sessions',
          schedule: 'Daily',
        },
      },
    );
    expect(link.lastRunAt).toBeNull();
    expect(Date.parse(link.nextRunAt!)).toBeGreaterThan(nowMs());

    const { runSheetLink: run } = await gql<{
      runSheetLink: { status: string; rowsIn: number; rowsFailed: number; errors: { row: number; message: string }[] };
    }>('mutation($id: ID!) { runSheetLink(id: $id) { status rowsIn rowsFailed errors { row message } } }', { id: link.id });
    expect(run.rowsIn + run.rowsFailed).toBeGreaterThanOrEqual(8);
    expect(run.errors).toHaveLength(run.rowsFailed);
    const { runSheetLink: again } = await gql<{ runSheetLink: typeof run }>(
      'mutation($id: ID!) { runSheetLink(id: $id) { status rowsIn rowsFailed errors { row message } } }',
      { id: link.id },
    );
    expect(again).toEqual(run);

    const { sheetLink: shown } = await gql<{ sheetLink: { lastRunStatus: string; lastRowsIn: number; lastRowsFailed: number; lastRunAt: string } }>(
      `query($id: ID!) { sheetLink(id: $id) { ${fields} } }`,
      { id: link.id },
    );
    expect(shown).toMatchObject({ lastRunStatus: run.status, lastRowsIn: run.rowsIn, lastRowsFailed: run.rowsFailed });

    const { updateSheetLink: paused } = await gql<{ updateSheetLink: { status: number; nextRunAt: string | null } }>(
      `mutation($id: ID!, $i: SheetLinkInput!) { updateSheetLink(id: $id, input: $i) { ${fields} } }`,
      {
        id: link.id,
        i: { name: 'East clinic log', sheetUrl: 'https://docs.google.com/spreadsheets/d/1EastClinicLog_x9/edit', schedule: 'Daily', status: 0 },
      },
    );
    expect(paused).toMatchObject({ status: 0, nextRunAt: null });
    await gql('mutation($id: ID!) { deleteSheetLink(id: $id) { ok } }', { id: link.id });
    const list = await gql<{ sheetLinks: { nodes: { id: string }[] } }>('{ sheetLinks { nodes { id } } }');
    expect(list.sheetLinks.nodes.map((row) => row.id)).not.toContain(link.id);
  });
});

describe('Rethink', () => {
  const LIST = `query($f: RethinkSessionFilter) { rethinkSessions(filter: $f, page: { perPage: 500 }) { pageInfo { total } nodes { externalId studentName date status failureReason serviceLineId serviceId } } }`;
  type Session = {
    externalId: string;
    studentName: string;
    date: string;
    status: string;
    failureReason: string | null;
    serviceLineId: string | null;
    serviceId: string | null;
  };
  const sessions = async (filter: Record<string, unknown>) =>
    (await gql<{ rethinkSessions: { nodes: Session[] } }>(LIST, { f: filter })).rethinkSessions.nodes;

  it('filters by status, dates, service lines, service and student name', async () => {
    const all = await sessions({});
    expect(all.length).toBeGreaterThan(20);
    const failed = await sessions({ status: 'Failed' });
    expect(failed.length).toBeGreaterThan(0);
    expect(failed.every((row) => row.status === 'Failed' && row.failureReason)).toBe(true);
    const day = all[0]!.date;
    expect((await sessions({ dateFrom: day, dateTo: day })).every((row) => row.date === day)).toBe(true);
    const lines = [...new Set(all.map((row) => row.serviceLineId).filter(Boolean))].slice(0, 2) as string[];
    const byLines = await sessions({ serviceLines: lines });
    expect(byLines.length).toBeGreaterThan(0);
    expect(byLines.every((row) => lines.includes(row.serviceLineId!))).toBe(true);
    const service = all[0]!.serviceId!;
    expect((await sessions({ service })).every((row) => row.serviceId === service)).toBe(true);
    const name = all[0]!.studentName.split(' ')[0]!;
    const named = await sessions({ studentName: name.toLowerCase() });
    expect(named.length).toBeGreaterThan(0);
    expect(named.every((row) => row.studentName.toLowerCase().includes(name.toLowerCase()))).toBe(true);
  });

  it('pulls a range once, skips it the second time, and the daily counts follow', async () => {
    const first = '2026-01-05';
    const last = '2026-01-09';
    const PULL = 'mutation($a: Date!, $b: Date!) { runRethinkImporter(dateFrom: $a, dateTo: $b) { received imported failed skipped } }';
    const DAYS = 'query($a: Date!, $b: Date!) { rethinkDays(dateFrom: $a, dateTo: $b) { date imported failed reasons { reason count } } }';
    const before = await gql<{ rethinkDays: { imported: number; failed: number }[] }>(DAYS, { a: first, b: last });
    expect(before.rethinkDays.every((day) => day.imported + day.failed === 0)).toBe(true);
    const pulled = (
      await gql<{ runRethinkImporter: { received: number; imported: number; failed: number; skipped: number } }>(PULL, { a: first, b: last })
    ).runRethinkImporter;
    expect(pulled.received).toBeGreaterThan(20);
    expect(pulled.imported + pulled.failed).toBe(pulled.received);
    const again = (await gql<{ runRethinkImporter: typeof pulled }>(PULL, { a: first, b: last })).runRethinkImporter;
    expect(again).toEqual({ received: pulled.received, imported: 0, failed: 0, skipped: pulled.received });
    const after = (
      await gql<{ rethinkDays: { date: string; imported: number; failed: number; reasons: { count: number }[] }[] }>(DAYS, { a: first, b: last })
    ).rethinkDays;
    expect(after.map((day) => day.date)).toEqual(['2026-01-05', '2026-01-06', '2026-01-07', '2026-01-08', '2026-01-09']);
    expect(after.reduce((sum, day) => sum + day.imported, 0)).toBe(pulled.imported);
    expect(after.reduce((sum, day) => sum + day.failed, 0)).toBe(pulled.failed);
    expect(after.every((day) => day.reasons.reduce((sum, reason) => sum + reason.count, 0) === day.failed)).toBe(true);

    const tooLong = await stack.gql(PULL, { a: '2026-01-01', b: '2026-03-01' }, token);
    expect(tooLong.errors?.[0]?.extensions).toMatchObject({ fieldErrors: { dateTo: ['The range may span at most 31 days.'] } });
    const future = await stack.gql(PULL, { a: '2099-01-01', b: '2099-01-02' }, token);
    expect(future.errors?.[0]?.extensions).toMatchObject({ fieldErrors: { dateTo: ['The date to must be a date before or equal to today.'] } });
  });
});

describe('monitoring', () => {
  it('restarts a cron job: its last run becomes now, its next run one period later, a failed job idle again', async () => {
    const { cronJobs } = await gql<{
      cronJobs: { id: string; name: string; state: string; lastRunAt: string; nextRunAt: string; lastError: string | null }[];
    }>('{ cronJobs { id name state lastRunAt nextRunAt lastError } }');
    const failed = cronJobs.find((job) => job.state === 'Failed')!;
    expect(failed.lastError).toBeTruthy();
    const before = nowMs();
    const { restartCron } = await gql<{ restartCron: { id: string; state: string; lastRunAt: string; nextRunAt: string; lastError: string | null } }>(
      'mutation($id: ID!) { restartCron(id: $id) { id state lastRunAt nextRunAt lastError } }',
      { id: failed.id },
    );
    expect(restartCron).toMatchObject({ id: failed.id, state: 'Idle', lastError: null });
    expect(Date.parse(restartCron.lastRunAt)).toBeGreaterThanOrEqual(before - 1000);
    expect(Date.parse(restartCron.lastRunAt)).toBeGreaterThan(Date.parse(failed.lastRunAt));
    expect(Date.parse(restartCron.nextRunAt) - Date.parse(restartCron.lastRunAt)).toBe(Date.parse(failed.nextRunAt) - Date.parse(failed.lastRunAt));
    const missing = await stack.gql('mutation { restartCron(id: "999") { id } }', {}, token);
    expect(missing.errors?.[0]?.extensions?.code).toBe('NOT_FOUND');
  });

  it('groups the error descriptions with counts, most frequent first, and exports them as XLSX and CSV', async () => {
    const { errorDescriptions } = await gql<{ errorDescriptions: { nodes: { source: string; description: string; count: number }[] } }>(
      '{ errorDescriptions(page: { perPage: 100 }) { nodes { source description count } } }',
    );
    const counts = errorDescriptions.nodes.map((row) => row.count);
    expect(counts).toEqual([...counts].sort((a, b) => b - a));
    const rethink = await gql<{ errorDescriptions: { nodes: { source: string }[] } }>(
      '{ errorDescriptions(filter: { source: "Rethink importer" }) { nodes { source } } }',
    );
    expect(rethink.errorDescriptions.nodes.length).toBeGreaterThan(0);
    expect(rethink.errorDescriptions.nodes.every((row) => row.source === 'Rethink importer')).toBe(true);

    const xlsx = await gql<{ exportErrorDescriptions: { url: string; fileName: string } }>('mutation { exportErrorDescriptions { url fileName } }');
    expect(xlsx.exportErrorDescriptions.fileName).toBe('error-descriptions.xlsx');
    const book = new ExcelJS.Workbook();
    await book.xlsx.load(Buffer.from(await (await fetch(xlsx.exportErrorDescriptions.url)).arrayBuffer()) as never);
    const rows = book.worksheets[0]!.getSheetValues().filter(Boolean) as unknown[][];
    expect(rows[0]!.slice(1)).toEqual(['Source', 'Description', 'Count', 'First seen', 'Last seen']);
    expect(rows.slice(1).map((row) => row[3])).toEqual(counts);

    const csv = await gql<{ exportErrorDescriptions: { url: string } }>(
      'mutation { exportErrorDescriptions(format: CSV, page: { search: "deadlock" }) { url } }',
    );
    const text = await (await fetch(csv.exportErrorDescriptions.url)).text();
    expect(text.split(/\r?\n/).filter(Boolean)).toHaveLength(2);
    expect(text).toContain('Deadlock found');
  });

  it('answers the web pages and applications and every student’s activity', async () => {
    const { monitoredApplications } = await gql<{ monitoredApplications: { state: string; responseMs: number | null }[] }>(
      '{ monitoredApplications { name state responseMs uptime lastCheckedAt } }',
    );
    expect(monitoredApplications.some((app) => app.state === 'Down' && app.responseMs === null)).toBe(true);
    const { activityHistory } = await gql<{ activityHistory: { pageInfo: { total: number }; nodes: { studentName: string; createdAt: string }[] } }>(
      '{ activityHistory(page: { perPage: 50 }) { pageInfo { total } nodes { studentName module action createdAt } } }',
    );
    expect(activityHistory.pageInfo.total).toBeGreaterThan(50);
    const times = activityHistory.nodes.map((row) => row.createdAt);
    expect(times).toEqual([...times].sort().reverse());
  });
});
