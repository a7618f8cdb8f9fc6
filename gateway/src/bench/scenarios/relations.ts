// Scenario 2, relations without N+1: a student page with its agency, funder and staff names. The stand-in counts the
// gateway's upstream calls; the calls of a client without the gateway follow from the page's own ids.
import { restCall, signIn, upstreamCallsOf } from '../clients.js';
import { callsByPath, type BenchContext } from '../context.js';
import { relationKeys, studentPageWithRelations } from '../queries.js';
import { kB, row, times, type Row, type Section } from '../report.js';

type WireRow = { [key: string]: unknown };

function idsOf(value: unknown): string[] {
  if (value === null || value === undefined || value === '') return [];
  return Array.isArray(value) ? value.map(String) : [String(value)];
}

export async function relations(ctx: BenchContext): Promise<Section> {
  await ctx.control.setLatency(0);
  const rows: Row[] = [];
  const notes: string[] = [];
  const maxCalls = 1 + relationKeys.length;
  const counts: number[] = [];
  for (const perPage of [50, 500]) {
    ctx.progress(`relations: ${perPage} rows`);
    const request = studentPageWithRelations(perPage);
    // A caller of its own, so that no lookup list is kept from an earlier request: the cold cost of the page.
    const caller = await signIn(ctx.gateway, 'Office administrator');
    const { calls, bytes } = await upstreamCallsOf(ctx.gateway, ctx.control, request, caller);
    counts.push(calls.length);
    const again = await upstreamCallsOf(ctx.gateway, ctx.control, request, caller);

    // The client without the gateway: the same page straight from the API, then the related records.
    const pageCall = calls.find((call) => call.path === 'student');
    if (!pageCall) throw new Error(`the students query made no 'student' call: ${callsByPath(calls)}`);
    const answer = await ctx.standIn.send(restCall(pageCall, ctx.token));
    const students = (JSON.parse(answer.text) as { data: { data: WireRow[] } }).data.data;
    if (students.length !== perPage) throw new Error(`asked for ${perPage} students, the API answered ${students.length}`);
    let perRow = 1;
    let perDistinct = 1;
    const breakdown: string[] = [];
    for (const { relation, key } of relationKeys) {
      const all = students.flatMap((student) => idsOf(student[key]));
      perRow += all.length;
      perDistinct += new Set(all).size;
      breakdown.push(`${relation} ${all.length} (${new Set(all).size} distinct)`);
    }
    // What the lists the gateway read weigh when a browser has to download them itself.
    let listBytes = answer.text.length;
    for (const call of calls.filter((entry) => entry !== pageCall)) {
      listBytes += (await ctx.standIn.send(restCall(call, ctx.token))).text.length;
    }
    await ctx.control.resetCalls();

    rows.push(
      row(`${perPage} rows: upstream calls per request vs a client fetching each row's relations`, {
        gateway: String(calls.length),
        direct: String(perRow),
        ratio: times(calls.length / perRow),
        target: `≤ ${maxCalls}, constant`,
        verdict: calls.length <= maxCalls ? 'met' : 'missed',
      }),
      row(`${perPage} rows: upstream calls when the same caller asks again (its lookup lists kept, LOOKUP_CACHE_MS)`, {
        gateway: String(again.calls.length),
        direct: String(perRow),
        ratio: times(again.calls.length / perRow),
      }),
      row(`${perPage} rows: vs a client caching each related record by id`, {
        gateway: String(calls.length),
        direct: String(perDistinct),
        ratio: times(calls.length / perDistinct),
      }),
      row(`${perPage} rows: bytes to the browser vs the page and the three lists`, {
        gateway: kB(bytes),
        direct: kB(listBytes),
        ratio: times(bytes / listBytes),
      }),
    );
    notes.push(`${perPage} rows: the gateway called ${callsByPath(calls)}; the page's relations are ${breakdown.join(', ')}.`);
  }
  const constant = counts.every((count) => count === counts[0]);
  rows.push(
    row('upstream calls constant from 50 to 500 rows', {
      gateway: counts.join(' → '),
      target: 'constant',
      verdict: constant ? 'met' : 'missed',
    }),
  );
  return {
    title: '2. Relations without N+1',
    method:
      'A page of students with `agency { name }`, `funders { name }` and `staff { name }`, sent once through the gateway ' +
      'by a newly signed-in caller with an empty call log, then once more by the same caller; the stand-in counts every ' +
      'call it receives. The direct figures are the calls a client ' +
      'without the gateway would make for the same page: one per related id of every row, or one per distinct id ' +
      "with a cache (computed from the ids in the API's own answer for that page). Stand-in latency 0 ms.",
    rows,
    notes,
  };
}
