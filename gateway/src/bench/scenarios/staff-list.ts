// Scenario 6, the staff list: a page of 500 staff members with their title, service lines and credential flags
// through the gateway, against the same REST calls made directly. The stand-in holds some forty staff members, so
// the scenario first adds copies of them through the API until the page is full; the relations must stay a constant number
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

/** The fields of a staff member a copy takes from the one it copies (names and email are its own). */
const copiedFields = ['user_type', 'title_id', 'phone', 'address', 'city', 'state', 'zip', 'hire_date', 'npi'] as const;

interface Template {
  [field: string]: unknown;
  credentials: { certification_id: number; license_number: string | null; issued_on: string | null; expires_on: string }[];
  service_line_ids: number[];
}

/**
 * Adds staff members through the API until a page of 500 is full, each a copy of an active staff member already
 * there (their details, credentials and service lines), so that a full page holds the same kind of rows whatever
 * the practice's size: a page of bare additions would be lighter at ×1, where most of it is added, than at ×10.
 */
export async function fillStaff(standIn: Target, token: string): Promise<number> {
  const call = async (method: 'GET' | 'POST', path: string, body?: unknown): Promise<unknown> => {
    const answer = await standIn.send({
      method,
      path: `/api/${path}`,
      headers: { accept: 'application/json', 'content-type': 'application/json', authorization: `Bearer ${token}` },
      ...(body !== undefined && { body: JSON.stringify(body) }),
    });
    if (answer.status !== 200) throw new Error(`${method} ${path} answered ${answer.status}: ${answer.text.slice(0, 200)}`);
    return (JSON.parse(answer.text) as { data: unknown }).data;
  };
  const { total } = (await call('GET', 'users?per_page=1')) as { total: number };
  const templates = ((await call('GET', `users?per_page=${pageSize}&status=1`)) as { data: Template[] }).data;
  const copy = async (index: number) => {
    const template = templates[index % templates.length]!;
    const details = Object.fromEntries(copiedFields.map((field) => [field, template[field]]));
    const created = (await call('POST', 'users', {
      ...details,
      first_name: 'Bench',
      last_name: `Staff ${index}`,
      email: `bench-staff-${index}@practice.test`,
      status: 1,
    })) as { id: number };
    await Promise.all([
      ...template.credentials.map((credential) =>
        call('POST', 'staff-credentials', {
          user_id: created.id,
          certification_id: credential.certification_id,
          license_number: credential.license_number,
          issued_on: credential.issued_on,
          expires_on: credential.expires_on,
        }),
      ),
      ...template.service_line_ids.map((lineId) =>
        call('POST', 'user/service-line', {
          user_id: created.id,
          service_line_id: lineId,
          hourly_rate: 40,
          start_date: template.hire_date,
          status: 1,
        }),
      ),
    ]);
  };
  // A few at a time: the stand-in answers each in well under a millisecond, and the bench waits for all of them.
  const indexes = Array.from({ length: Math.max(0, pageSize - total) }, (_, offset) => total + offset);
  for (let at = 0; at < indexes.length; at += 8) await Promise.all(indexes.slice(at, at + 8).map(copy));
  return indexes.length;
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
