// Scenario 6, the staff list: a page of 500 staff members with their title, service lines and credential flags
// through the gateway, against the same REST calls made directly. The stand-in holds some forty staff members, so
// the scenario first adds staff through the API until the page is full; the relations must stay a constant number
// of upstream calls (the service lines one list call, the title and credentials carried by the page itself).
import { graphqlOperation, restCall, restOperation, upstreamCallsOf, type GraphQLRequest } from '../clients.js';
import { callsByPath, type BenchContext } from '../context.js';
import { measureInTurns, type LoadStats, type Target } from '../load.js';
import { kB, ms, row, times, type Row, type Section } from '../report.js';

const pageSize = 500;

export const staffPageWithRelations: GraphQLRequest = {
  query: `query BenchStaff($page: PageInput) {
    staffMembers(page: $page) {
      pageInfo { total perPage currentPage lastPage from to }
      nodes {
        id name email phone status userType
        title { id name }
        serviceLines { id name }
        credentialAlert { level label daysLeft name count }
      }
    }
  }`,
  variables: { page: { perPage: pageSize } },
};

/** Adds staff members through the API until a page of 500 is full. */
export async function fillStaff(standIn: Target, token: string): Promise<number> {
  const answer = await standIn.send({
    method: 'GET',
    path: '/api/users?per_page=1',
    headers: { accept: 'application/json', authorization: `Bearer ${token}` },
  });
  const total = (JSON.parse(answer.text) as { data: { total: number } }).data.total;
  for (let index = total; index < pageSize; index += 1) {
    const created = await standIn.send({
      method: 'POST',
      path: '/api/users',
      headers: { accept: 'application/json', 'content-type': 'application/json', authorization: `Bearer ${token}` },
      body: JSON.stringify({
        first_name: 'Bench',
        last_name: `Staff ${index}`,
        email: `bench-staff-${index}@practice.test`,
        user_type: 'Therapist',
        title_id: 4,
      }),
    });
    if (created.status !== 200) throw new Error(`adding a staff member answered ${created.status}: ${created.text.slice(0, 200)}`);
  }
  return Math.max(0, pageSize - total);
}

export async function staffList(ctx: BenchContext): Promise<Section> {
  await ctx.control.setLatency(0);
  ctx.progress('staff list: filling the page');
  const added = await fillStaff(ctx.standIn, ctx.token);
  const { calls, bytes } = await upstreamCallsOf(ctx.gateway, ctx.control, staffPageWithRelations, ctx.token);
  const viaGateway = graphqlOperation(ctx.gateway, staffPageWithRelations, ctx.token);
  const direct = restOperation(
    ctx.standIn,
    calls.map((call) => restCall(call, ctx.token)),
  );
  ctx.progress('staff list: 500 rows with relations');
  const [gateway, rest] = (await measureInTurns([viaGateway, direct], {
    durationMs: 3 * ctx.settings.latencyPhaseMs,
    warmupMs: ctx.settings.warmupMs,
  })) as [LoadStats, LoadStats];
  await ctx.control.resetCalls();
  const rows: Row[] = [
    row('500 staff with title, service lines and credential flags: upstream calls per request', {
      gateway: String(calls.length),
      direct: `${calls.length} (the same calls), or ${1 + pageSize} fetching each row's service lines`,
      target: '≤ 2, constant',
      verdict: calls.length <= 2 ? 'met' : 'missed',
    }),
    row('500 staff: p50 / p99, 1 connection', {
      gateway: `${ms(gateway.p50)} / ${ms(gateway.p99)}`,
      direct: `${ms(rest.p50)} / ${ms(rest.p99)}`,
      ratio: times(gateway.p50 / rest.p50),
    }),
    row('500 staff: added latency at p50', { gateway: ms(gateway.p50 - rest.p50) }),
    row('500 staff: bytes received per operation', { gateway: kB(bytes), direct: kB(rest.bytes), ratio: times(bytes / rest.bytes) }),
  ];
  const notes = [`The gateway called ${callsByPath(calls)}; ${added} staff member(s) were added first to fill the page.`];
  for (const [side, stats] of [
    ['gateway', gateway],
    ['direct', rest],
  ] as const) {
    if (stats.failed) notes.push(`${side}: ${stats.failed} failed operations (${stats.firstError ?? 'unknown'})`);
  }
  return {
    title: '6. The staff list',
    method:
      'A page of 500 staff members with their title, service lines and credential flag through the gateway, against ' +
      "the same REST calls (replayed from the stand-in's call log) made directly; the sides take turns on one " +
      'connection each. Stand-in latency 0 ms.',
    rows,
    notes,
  };
}
