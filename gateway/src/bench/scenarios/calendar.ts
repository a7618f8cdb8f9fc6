// Scenario 7, the calendar: a week of the whole practice (every staff member's appointments with student, staff,
// service, location and session type names) through the gateway, against the same REST calls made directly; the
// upstream calls must stay a constant number whatever the week holds. Then the browser: navigation to the week view
// until its appointments are drawn, signed in as the office administrator, in fresh contexts.
import { demoUsers } from '@portal/mocks';
import { chromium, type Browser, type Page } from 'playwright-core';
import { now } from '../../dates/clock.js';
import { graphqlOperation, restCall, restOperation, upstreamCallsOf, type GraphQLRequest } from '../clients.js';
import { callsByPath, type BenchContext } from '../context.js';
import { measureInTurns, percentile, type LoadStats } from '../load.js';
import { kB, ms, row, times, under, type Row, type Section } from '../report.js';

const chromiumPath = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const chromiumArgs = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--no-first-run',
  '--disable-sync',
];
const drawTargetMs = 1_000;
const waitMs = 20_000;

/** YYYY-MM-DD of a day moved by whole days. */
export function addDays(day: string, days: number): string {
  const date = new Date(`${day}T00:00:00Z`);
  date.setUTCDate(date.getUTCDate() + days);
  return date.toISOString().slice(0, 10);
}

/** The Sunday that starts next week: the seeded schedule ahead, every staff member's. */
export function nextSunday(): string {
  const today = now().toISOString().slice(0, 10);
  return addDays(today, 7 - new Date(`${today}T00:00:00Z`).getUTCDay());
}

/** `staffIds`: those people's appointments only (the whole practice's without). */
export function calendarWeek(from: string, staffIds?: readonly string[]): GraphQLRequest {
  return {
    query: `query BenchCalendarWeek($filter: AppointmentFilter!) {
      appointments(filter: $filter) {
        id startsAt endsAt date startTime endTime units status seriesId
        student { id name } staff { id name } service { id name } location { id name } sessionType { id name color }
        cancellation { type reason }
      }
    }`,
    variables: { filter: { from, to: addDays(from, 6), ...(staffIds && { staffIds }) } },
  };
}

/**
 * On every animation frame, on the page's own clock, when the first appointment of the calendar was drawn: FullCalendar
 * draws the range's events in one pass. Written as source: the gateway compiles without the DOM's types.
 */
// A week holding several people's appointments is drawn by staff member (a table), one person's by the hour (FullCalendar).
const drawnScript = `(() => {
  const tick = () => {
    const drawn = document.querySelector('.fc a.fc-event, .calendar-staff-week li a');
    if (window.__calendarDrawn === undefined && drawn) window.__calendarDrawn = performance.now();
    if (window.__calendarDrawn === undefined) requestAnimationFrame(tick);
  };
  requestAnimationFrame(tick);
})();`;

async function drawnAt(page: Page): Promise<number> {
  const deadline = Date.now() + waitMs;
  for (;;) {
    const at = (await page.evaluate('window.__calendarDrawn')) as number | undefined;
    if (typeof at === 'number') return at;
    if (Date.now() > deadline) throw new Error(`the week view drew no appointment within ${waitMs / 1000} s at ${page.url()}`);
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
}

/** Navigation to a drawn week view, in fresh signed-in contexts: each run's milliseconds. */
async function weekDraws(ctx: BenchContext, from: string): Promise<number[]> {
  const origin = ctx.gateway.origin;
  let browser: Browser | undefined;
  try {
    browser = await chromium.launch({ executablePath: chromiumPath, headless: true, args: chromiumArgs });
    const first = await browser.newContext({ viewport: { width: 1366, height: 850 } });
    const signInPage = await first.newPage();
    await signInPage.goto(`${origin}/`);
    const office = demoUsers.find((user) => user.role === 'Office administrator')!;
    await signInPage.getByLabel('Email').fill(office.email);
    await signInPage.getByLabel('Password', { exact: true }).fill(office.password);
    await signInPage.getByRole('button', { name: 'Sign in' }).click();
    await signInPage.waitForURL('**/dashboard', { timeout: waitMs });
    const storageState = await first.storageState();
    await first.close();
    const draws: number[] = [];
    for (let run = 0; run < ctx.settings.browserRuns; run += 1) {
      ctx.progress(`calendar: week view, run ${run + 1}`);
      const context = await browser.newContext({ viewport: { width: 1366, height: 850 }, storageState });
      await context.addInitScript({ content: drawnScript });
      const page = await context.newPage();
      await page.goto(`${origin}/calendar?view=week&date=${from}`, { waitUntil: 'commit' });
      draws.push(await drawnAt(page));
      await context.close();
    }
    return draws;
  } finally {
    await browser?.close();
  }
}

export async function calendar(ctx: BenchContext): Promise<Section> {
  await ctx.control.setLatency(0);
  const from = nextSunday();
  const week = calendarWeek(from);
  const { calls, bytes, data } = await upstreamCallsOf(ctx.gateway, ctx.control, week, ctx.token);
  const count = (data as { appointments: unknown[] }).appointments.length;
  const viaGateway = graphqlOperation(ctx.gateway, week, ctx.token);
  const direct = restOperation(
    ctx.standIn,
    calls.map((call) => restCall(call, ctx.token)),
  );
  ctx.progress(`calendar: the week of ${from} (${count} appointments)`);
  const [gateway, rest] = (await measureInTurns([viaGateway, direct], {
    durationMs: 2 * ctx.settings.latencyPhaseMs,
    warmupMs: ctx.settings.warmupMs,
  })) as [LoadStats, LoadStats];
  await ctx.control.resetCalls();
  const rows: Row[] = [
    row(`a week of the practice (${count} appointments with names): upstream calls per request`, {
      gateway: String(calls.length),
      direct: `${calls.length} (the same calls), or ${1 + 5 * count} fetching each appointment's names`,
      target: '≤ 6, constant',
      verdict: calls.length <= 6 ? 'met' : 'missed',
    }),
    row('the week: p50 / p99, 1 connection', {
      gateway: `${ms(gateway.p50)} / ${ms(gateway.p99)}`,
      direct: `${ms(rest.p50)} / ${ms(rest.p99)}`,
      ratio: times(gateway.p50 / rest.p50),
    }),
    row('the week: bytes received per operation', { gateway: kB(bytes), direct: kB(rest.bytes), ratio: times(bytes / rest.bytes) }),
  ];
  const notes = [`The gateway called ${callsByPath(calls)}.`];
  for (const [side, stats] of [
    ['gateway', gateway],
    ['direct', rest],
  ] as const) {
    if (stats.failed) notes.push(`${side}: ${stats.failed} failed operations (${stats.firstError ?? 'unknown'})`);
  }
  try {
    const draws = await weekDraws(ctx, from);
    const median = percentile(
      [...draws].sort((a, b) => a - b),
      50,
    );
    rows.push(row('navigation → week view drawn', { gateway: ms(median), target: '< 1 s', verdict: under(median, drawTargetMs) }));
    notes.push(`Week view draws: ${draws.map(ms).join(', ')}.`);
  } catch (error) {
    rows.push(row('navigation → week view drawn', { gateway: 'not measured', target: '< 1 s', verdict: 'not measured' }));
    notes.push(`The browser run failed: ${error instanceof Error ? error.message : String(error)}`);
  }
  return {
    title: '7. The calendar',
    method:
      'A week of the whole practice (every staff member, names of student, staff, service, location and session type) ' +
      "through the gateway, against the same REST calls (replayed from the stand-in's call log) made directly; the " +
      'sides take turns on one connection each. Stand-in latency 0 ms. Then headless Chromium against the gateway ' +
      "serving the build, signed in as the office administrator: time from navigation start (the page's own clock) " +
      "to the week view's appointments drawn, median of fresh contexts.",
    rows,
    notes,
  };
}
