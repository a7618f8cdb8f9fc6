// The generation queue through GraphQL against the stand-in's generator: a month's reports go queued, generating,
// done or failed (an unsigned note fails with its reason), the finished ones stay when the generator stops half-way,
// regenerating fixes the failed and nothing is made twice; a month without sessions is refused; merging adds the
// pages and refuses reports of different students unless asked.
import { generationMessages, mergeMessages } from '@portal/mocks';
import { PDFDocument } from 'pdf-lib';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { startStack, type Stack } from '../../test/stack.js';

let stack: Stack;
let token: string;
let seeded: Set<number>;

const fixtures = () => stack.standIn.fixtures;

beforeAll(async () => {
  stack = await startStack();
  seeded = new Set(
    fixtures()
      .sessionQueue.entries()
      .map((entry) => entry.session_id),
  );
  token = await stack.signIn('Office administrator');
});
afterAll(() => stack.stop());
beforeEach(() => fixtures().sessionQueue.configureGenerator({ stepMs: 2, stopAfter: null }));

/** Months of one student with at least `min` completed sessions, each used once by the tests. */
const used = new Set<string>();
function studentMonth(min: number, otherThan?: string): { studentId: number; month: string; ids: number[] } {
  const groups = new Map<string, number[]>();
  for (const row of fixtures().studentSessions.all()) {
    // Sessions the seeded generation covers are left alone: their reports are made already.
    if (row.status !== 'Completed' || seeded.has(row.id)) continue;
    const key = `${row.student_id}|${row.date.slice(0, 7)}`;
    groups.set(key, [...(groups.get(key) ?? []), row.id]);
  }
  for (const [key, ids] of groups) {
    if (ids.length < min || used.has(key) || key.startsWith(`${otherThan}|`)) continue;
    used.add(key);
    const [student, month] = key.split('|') as [string, string];
    return { studentId: Number(student), month, ids };
  }
  throw new Error(`no student-month with ${min} completed sessions`);
}

function sign(ids: readonly number[], status = 'Signed') {
  for (const id of ids) fixtures().studentSessions.update(id, { note_status: status });
}

const GENERATION =
  'reportId monthYear total queued generating done failed skipped finished failures { entryId sessionId studentName sessionDate reason }';
interface Generation {
  reportId: string;
  total: number;
  queued: number;
  generating: number;
  done: number;
  failed: number;
  skipped: number;
  finished: boolean;
  failures: { entryId: string; sessionId: string; reason: string }[];
}
interface Entry {
  id: string;
  sessionId: string;
  studentId: string;
  status: string;
  reason: string | null;
  url: string | null;
  pageCount: number | null;
}

async function gqlOk<T>(query: string, variables: Record<string, unknown> = {}): Promise<T> {
  const answer = await stack.gql<T>(query, variables, token);
  expect(answer.errors).toBeUndefined();
  return answer.data!;
}

async function generate(month: string, studentIds: readonly number[]) {
  const data = await gqlOk<{ start: { message: string; generation: Generation } }>(
    `mutation($input: GenerateSessionNotesInput!) { start: generateSessionNotes(input: $input) { message generation { ${GENERATION} } } }`,
    { input: { monthYear: month, studentIds: studentIds.map(String) } },
  );
  return data.start;
}

/** Polls the generation the way the page does, faster; every status seen along the way, and the last answer. */
async function pollToEnd(reportId: string): Promise<{ last: Generation; seen: Set<string> }> {
  const seen = new Set<string>();
  for (let round = 0; round < 500; round += 1) {
    const data = await gqlOk<{ generation: Generation; queue: { nodes: Entry[] } }>(
      `query($id: ID!) { generation: sessionGeneration(reportId: $id) { ${GENERATION} } queue: sessionReportQueue(filter: { reportId: $id }) { nodes { id status } } }`,
      { id: reportId },
    );
    for (const entry of data.queue.nodes) seen.add(entry.status);
    if (data.generation.finished) return { last: data.generation, seen };
    await new Promise((resolve) => setTimeout(resolve, 5));
  }
  throw new Error('the generation did not finish');
}

async function queueOf(reportId: string): Promise<Entry[]> {
  const data = await gqlOk<{ queue: { nodes: Entry[] } }>(
    `query($id: ID!) { queue: sessionReportQueue(filter: { reportId: $id }, page: { perPage: 200 }) { nodes { id sessionId studentId status reason url pageCount } } }`,
    { id: reportId },
  );
  return data.queue.nodes;
}

function renders(sessionIds: readonly number[]): number[] {
  const bySession = new Map(
    fixtures()
      .sessionQueue.entries()
      .map((entry) => [entry.session_id, entry.renders]),
  );
  return sessionIds.map((id) => bySession.get(id) ?? 0);
}

describe('generating a month of notes', () => {
  it('runs each report queued → generating → done, fails an unsigned note with its reason, and regenerating fixes it without making anything twice', async () => {
    const { studentId, month, ids } = studentMonth(3);
    sign(ids);
    sign([ids[1]!], 'Pending');
    const started = await generate(month, [studentId]);
    expect(started.message).toBe(generationMessages.started);
    expect(started.generation.total).toBe(ids.length);
    const { last, seen } = await pollToEnd(started.generation.reportId);
    expect(seen.has('QUEUED') || seen.has('GENERATING')).toBe(true);
    expect(last).toMatchObject({ total: ids.length, done: ids.length - 1, failed: 1, finished: true });
    expect(last.failures).toEqual([expect.objectContaining({ sessionId: String(ids[1]), reason: generationMessages.unsigned })]);
    const entries = await queueOf(started.generation.reportId);
    expect(entries.filter((entry) => entry.status === 'DONE').every((entry) => entry.url && entry.pageCount === 1)).toBe(true);

    // Generating the same month again while nothing changed: the done ones are skipped, the failed one fails again.
    const again = await generate(month, [studentId]);
    expect(again.generation.skipped).toBe(ids.length - 1);
    await pollToEnd(again.generation.reportId);

    sign([ids[1]!]);
    const failedEntry = (await queueOf(again.generation.reportId)).find((entry) => entry.status === 'FAILED')!;
    const regenerated = await gqlOk<{ again: { message: string; generation: Generation } }>(
      `mutation($ids: [ID!]!) { again: regenerateSessionReports(ids: $ids) { message generation { ${GENERATION} } } }`,
      { ids: [failedEntry.id] },
    );
    expect(regenerated.again.message).toBe('1 report queued again.');
    const fixed = await pollToEnd(regenerated.again.generation.reportId);
    expect(fixed.last).toMatchObject({ done: ids.length, failed: 0, finished: true });
    expect(renders(ids)).toEqual(ids.map(() => 1));

    const third = await generate(month, [studentId]);
    expect(third.generation).toMatchObject({ total: ids.length, skipped: ids.length, done: ids.length, finished: true });
    expect(renders(ids)).toEqual(ids.map(() => 1));
  });

  it('keeps the finished reports and fails the rest with the reason when the generator stops half-way', async () => {
    const { studentId, month, ids } = studentMonth(3);
    sign(ids);
    fixtures().sessionQueue.configureGenerator({ stopAfter: 1 });
    const started = await generate(month, [studentId]);
    const { last } = await pollToEnd(started.generation.reportId);
    expect(last).toMatchObject({ total: ids.length, done: 1, failed: ids.length - 1 });
    expect(new Set(last.failures.map((failure) => failure.reason))).toEqual(new Set([generationMessages.stopped]));
    await gqlOk(`mutation($ids: [ID!]!) { again: regenerateSessionReports(ids: $ids) { message } }`, {
      ids: last.failures.map((failure) => failure.entryId),
    });
    const fixed = await pollToEnd(started.generation.reportId);
    expect(fixed.last).toMatchObject({ done: ids.length, failed: 0 });
    expect(renders(ids)).toEqual(ids.map(() => 1));
  });

  it('refuses a month with no completed sessions with "nothing to generate", and a malformed month', async () => {
    const answer = await stack.gql(`mutation { generateSessionNotes(input: { monthYear: "2019-01" }) { message } }`, {}, token);
    expect(answer.errors?.[0]?.extensions?.code).toBe('BAD_USER_INPUT');
    expect(answer.errors?.[0]?.extensions?.fieldErrors).toEqual({ monthYear: [generationMessages.nothingToGenerate] });
    const bad = await stack.gql(`mutation { generateSessionNotes(input: { monthYear: "2026-13" }) { message } }`, {}, token);
    expect(bad.errors?.[0]?.extensions?.fieldErrors).toEqual({ monthYear: ['The month year field must match the format Y-m.'] });
  });
});

describe('merging reports', () => {
  async function doneEntries(min: number, otherThan?: string): Promise<Entry[]> {
    const { studentId, month, ids } = studentMonth(min, otherThan);
    sign(ids);
    const started = await generate(month, [studentId]);
    await pollToEnd(started.generation.reportId);
    return queueOf(started.generation.reportId);
  }

  it("merges one student's reports into a PDF whose pages are the sum, listed, downloadable and deletable", async () => {
    const entries = await doneEntries(2);
    const data = await gqlOk<{ merged: { id: string; pageCount: number; url: string; studentIds: string[] } }>(
      `mutation($input: MergeSessionReportsInput!) { merged: mergeSessionReports(input: $input) { id pageCount url studentIds } }`,
      { input: { ids: entries.map((entry) => entry.id) } },
    );
    expect(data.merged.pageCount).toBe(entries.reduce((sum, entry) => sum + (entry.pageCount ?? 0), 0));
    const res = await fetch(data.merged.url);
    expect(res.headers.get('content-type')).toContain('application/pdf');
    const pdf = await PDFDocument.load(new Uint8Array(await res.arrayBuffer()));
    expect(pdf.getPageCount()).toBe(entries.length);
    const list = await gqlOk<{ page: { nodes: { id: string }[] } }>(`{ page: mergedSessionReports { nodes { id } } }`);
    expect(list.page.nodes.map((node) => node.id)).toContain(data.merged.id);
    await gqlOk(`mutation($id: ID!) { deleteMergedSessionReport(id: $id) { ok } }`, { id: data.merged.id });
    const after = await gqlOk<{ page: { nodes: { id: string }[] } }>(`{ page: mergedSessionReports { nodes { id } } }`);
    expect(after.page.nodes.map((node) => node.id)).not.toContain(data.merged.id);
  });

  it('serves the seeded merge of an earlier month as a PDF of its pages, made on first request', async () => {
    const list = await gqlOk<{ page: { nodes: { pageCount: number; url: string; entryIds: string[] }[] } }>(
      `{ page: mergedSessionReports { nodes { pageCount url entryIds } } }`,
    );
    const seededMerge = list.page.nodes.at(-1)!;
    const pdf = await PDFDocument.load(new Uint8Array(await (await fetch(seededMerge.url)).arrayBuffer()));
    expect(pdf.getPageCount()).toBe(seededMerge.pageCount);
    expect(seededMerge.entryIds).toHaveLength(seededMerge.pageCount);
  });

  it('refuses reports of different students unless allowDifferentStudents is true', async () => {
    const first = (await doneEntries(2))[0]!;
    const second = (await doneEntries(2, first.studentId))[0]!;
    expect(first.studentId).not.toBe(second.studentId);
    const MERGE = `mutation($input: MergeSessionReportsInput!) { merged: mergeSessionReports(input: $input) { pageCount studentIds } }`;
    const refused = await stack.gql(MERGE, { input: { ids: [first.id, second.id] } }, token);
    expect(refused.errors?.[0]?.extensions?.fieldErrors).toEqual({ allowDifferentStudents: [mergeMessages.differentStudents] });
    const allowed = await gqlOk<{ merged: { pageCount: number; studentIds: string[] } }>(MERGE, {
      input: { ids: [first.id, second.id], allowDifferentStudents: true },
    });
    expect(allowed.merged.pageCount).toBe(2);
    expect(allowed.merged.studentIds).toHaveLength(2);
  });
});
