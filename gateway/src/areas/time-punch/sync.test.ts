// The time-punch sync through GraphQL against the stand-in's simulated service: some people fail (no badge number, a
// duplicate email), some are slow; the sync reaches the end with the failures listed, a retry sends only the failed,
// a second start joins the running sync, an outage mid-sync fails those left, and a page of users costs one
// bulk-status call.
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { startStack, type Stack } from '../../test/stack.js';

let stack: Stack;
let token: string;

/** The stand-in's simulated time-punch service. */
const service = () => stack.standIn.fixtures.timePunch;

beforeAll(async () => {
  stack = await startStack();
  token = await stack.signIn('Office administrator');
});
afterAll(() => stack.stop());
beforeEach(() => {
  service().configure({ stepMs: 3, slowFactor: 10 });
});

interface Sync {
  sessionId: string;
  total: number;
  done: number;
  failed: number;
  finished: boolean;
  failures: { userId: string; name: string; reason: string }[];
}

const FIELDS = 'sessionId total done failed finished failures { userId name reason }';
const START = `mutation { sync: startTimePunchSync { ${FIELDS} } }`;
const RETRY = `mutation($id: ID!) { sync: retryTimePunchSync(sessionId: $id) { ${FIELDS} } }`;
const PROGRESS = `query($id: ID!) { sync: timePunchSyncProgress(sessionId: $id) { ${FIELDS} } }`;

async function send(query: string, variables: Record<string, unknown> = {}): Promise<Sync> {
  const answer = await stack.gql<{ sync: Sync }>(query, variables, token);
  expect(answer.errors).toBeUndefined();
  return answer.data!.sync;
}

/** Polls the progress the way the page does, faster; every answer seen, the last one finished. */
async function pollToEnd(sessionId: string): Promise<Sync[]> {
  const seen: Sync[] = [];
  for (let round = 0; round < 400; round += 1) {
    const sync = await send(PROGRESS, { id: sessionId });
    seen.push(sync);
    if (sync.finished) return seen;
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
  throw new Error('the sync did not finish');
}

function syncedTimes(sessionId: string): Map<number, number> {
  const counts = new Map<number, number>();
  for (const attempt of service().sync(sessionId)!.attempts) {
    if (attempt.ok) counts.set(attempt.userId, (counts.get(attempt.userId) ?? 0) + 1);
  }
  return counts;
}

describe('startTimePunchSync', () => {
  it('runs to the end under a fresh X-Session-ID, listing the people who failed and why', async () => {
    const started = await send(START);
    // The gateway's random id, sent as the header: the stand-in names its own sessions sync-<n>.
    expect(started.sessionId).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
    expect(service().sync(started.sessionId)).toBeDefined();
    expect(started.total).toBeGreaterThan(30);
    const seen = await pollToEnd(started.sessionId);
    const last = seen.at(-1)!;
    // Progress only moves forward.
    for (let index = 1; index < seen.length; index += 1) expect(seen[index]!.done).toBeGreaterThanOrEqual(seen[index - 1]!.done);
    expect(last).toMatchObject({ sessionId: started.sessionId, done: last.total, finished: true });
    expect(last.failed).toBe(last.failures.length);
    const reasons = new Set(last.failures.map((failure) => failure.reason));
    expect(reasons).toEqual(new Set(['No badge number', 'Duplicate email in the time-punch service']));
    for (const failure of last.failures) expect(failure.name).toBe(stack.standIn.fixtures.users.find(Number(failure.userId))!.name);
    expect([...syncedTimes(started.sessionId).values()].every((times) => times === 1)).toBe(true);
  });

  it('retries only the failed people, under the same session, and syncs nobody twice', async () => {
    const first = await send(START);
    const ended = (await pollToEnd(first.sessionId)).at(-1)!;
    const failedIds = ended.failures.map((failure) => Number(failure.userId)).sort((a, b) => a - b);
    expect(failedIds.length).toBeGreaterThan(1);
    // One of them is given a badge number since: the retry brings that person in; the rest fail again.
    const fixed = ended.failures.find((failure) => failure.reason === 'No badge number')!;
    service().giveBadgeNumber(Number(fixed.userId), 'B-9999');

    const retried = await send(RETRY, { id: first.sessionId });
    expect(retried.sessionId).toBe(first.sessionId);
    const after = (await pollToEnd(first.sessionId)).at(-1)!;
    expect(after).toMatchObject({ total: ended.total, done: ended.total, failed: ended.failed - 1, finished: true });
    expect(after.failures.map((failure) => failure.userId)).not.toContain(fixed.userId);

    const secondPass = service()
      .sync(first.sessionId)!
      .attempts.filter((attempt) => attempt.pass === 2);
    expect(secondPass.map((attempt) => attempt.userId).sort((a, b) => a - b)).toEqual(failedIds);
    expect([...syncedTimes(first.sessionId).values()].every((times) => times === 1)).toBe(true);
    const status = await stack.gql<{ timePunchStatus: { state: string } }>(
      'query($u: ID!) { timePunchStatus(userId: $u) { state } }',
      { u: fixed.userId },
      token,
    );
    expect(status.data?.timePunchStatus.state).toBe('SYNCED');
  });

  it('joins the running sync instead of starting another', async () => {
    service().configure({ stepMs: 15 });
    const first = await send(START);
    const second = await send(START);
    expect(second.sessionId).toBe(first.sessionId);
    expect(second.total).toBe(first.total);
    const last = (await pollToEnd(first.sessionId)).at(-1)!;
    expect(last.finished).toBe(true);
    expect([...syncedTimes(first.sessionId).values()].every((times) => times === 1)).toBe(true);
  });

  it('finishes when the service fails mid-sync, with the people left listed as failed and retryable', async () => {
    service().failMidSync(5, 'timeout');
    const started = await send(START);
    const ended = (await pollToEnd(started.sessionId)).at(-1)!;
    const timedOut = ended.failures.filter((failure) => failure.reason === 'The time-punch service did not answer in time');
    expect(timedOut.length).toBeGreaterThan(20);
    expect(ended).toMatchObject({ done: ended.total, finished: true });

    const retried = await send(RETRY, { id: started.sessionId });
    expect(retried.finished).toBe(false);
    const after = (await pollToEnd(started.sessionId)).at(-1)!;
    // The outage is over: only the people the service refuses for themselves are left.
    expect(after.failures.every((failure) => failure.reason !== 'The time-punch service did not answer in time')).toBe(true);
    expect([...syncedTimes(started.sessionId).values()].every((times) => times === 1)).toBe(true);
  });

  it('answers NOT_FOUND for an unknown session, refuses a session id no header can carry, and FORBIDDEN to a therapist', async () => {
    const unknown = await stack.gql(PROGRESS, { id: 'no-such-session' }, token);
    expect(unknown.errors?.[0]?.extensions?.code).toBe('NOT_FOUND');
    stack.standIn.calls.reset();
    const bad = await stack.gql(RETRY, { id: 'a\r\nX-Other: 1' }, token);
    expect(bad.errors?.[0]?.extensions).toMatchObject({ code: 'BAD_USER_INPUT', fieldErrors: { sessionId: ['That is not a sync session id.'] } });
    expect(stack.standIn.calls.count({ path: 'external_api/persons/sync-all' })).toBe(0);
    const therapist = await stack.signIn('Therapist');
    const refused = await stack.gql(START, {}, therapist);
    expect(refused.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
  });
});

describe('time-punch standing', () => {
  it.each([
    ['the staff dropdown (users)', '{ page: allStaffs { nodes { id timePunchStatus { userId state badgeNumber } } } }'],
    ['the staff list', '{ page: staffMembers(page: { perPage: 50 }) { nodes { id timePunchStatus { userId state lastError } } } }'],
  ])('costs one bulk-status call for a page of %s', async (_name, query) => {
    stack.standIn.calls.reset();
    const answer = await stack.gql<{ page: { nodes: { id: string; timePunchStatus: { userId: string } | null }[] } }>(query, {}, token);
    expect(answer.errors).toBeUndefined();
    const nodes = answer.data!.page.nodes;
    expect(nodes.length).toBeGreaterThan(30);
    for (const node of nodes) expect(node.timePunchStatus?.userId).toBe(node.id);
    expect(stack.standIn.calls.count({ path: 'external_api/persons/bulk-status' })).toBe(1);
    expect(stack.standIn.calls.last({ path: 'external_api/persons/bulk-status' })?.body).toEqual({ user_ids: nodes.map((node) => node.id) });
  });

  it('leaves the standings unknown, and the list whole, when the bulk-status call fails', async () => {
    stack.standIn.faults.set('external_api/persons/bulk-status', { status: 500, times: 1 });
    const answer = await stack.gql<{ staffMembers: { nodes: { id: string; timePunchStatus: unknown }[] } }>(
      '{ staffMembers { nodes { id timePunchStatus { state } } } }',
      {},
      token,
    );
    expect(answer.errors).toBeUndefined();
    expect(answer.data!.staffMembers.nodes.length).toBeGreaterThan(30);
    expect(answer.data!.staffMembers.nodes.every((node) => node.timePunchStatus === null)).toBe(true);
    expect(stack.logLines.some((line) => line.includes('time-punch standings unavailable'))).toBe(true);
  });

  it('adds a person, refuses one the service refuses with the reason, and removes one', async () => {
    const staff = stack.standIn.fixtures.users.ofType('Therapist');
    const refused = service()
      .people()
      .find((person) => person.badge_number === null)!;
    const willing = staff.find((user) => service().person(user.id)?.badge_number && !service().person(user.id)?.duplicate_email)!;

    const add = 'mutation($u: ID!) { addTimePunchPerson(userId: $u) { userId state externalId } }';
    const added = await stack.gql<{ addTimePunchPerson: { state: string; externalId: string } }>(add, { u: String(willing.id) }, token);
    expect(added.data?.addTimePunchPerson).toMatchObject({ state: 'SYNCED', externalId: `TP-${10000 + willing.id}` });
    const no = await stack.gql(add, { u: String(refused.id) }, token);
    expect(no.errors?.[0]?.extensions).toMatchObject({ code: 'BAD_USER_INPUT', fieldErrors: { userId: ['No badge number'] } });

    const removed = await stack.gql<{ removeTimePunchPerson: { ok: boolean } }>(
      'mutation($u: ID!) { removeTimePunchPerson(userId: $u) { ok message } }',
      { u: String(willing.id) },
      token,
    );
    expect(removed.data?.removeTimePunchPerson.ok).toBe(true);
    expect(stack.standIn.calls.last({ method: 'DELETE', path: 'external_api/persons' })?.query).toEqual({ user_id: String(willing.id) });
    const history = await stack.gql<{ punchHistory: { status: { state: string }; punches: unknown[] } }>(
      'query($u: ID!) { punchHistory(userId: $u) { status { state } punches { id } } }',
      { u: String(willing.id) },
      token,
    );
    // Removed from the service, the person keeps the punches it recorded.
    expect(history.data?.punchHistory.status.state).toBe('NOT_SYNCED');
    expect(history.data?.punchHistory.punches.length).toBeGreaterThan(5);
  });
});

describe('punchHistory', () => {
  it('answers clock-in and clock-out pairs with the hours of each day and the total', async () => {
    const answer = await stack.gql<{
      punchHistory: {
        punches: { date: string; clockIn: string; clockOut: string | null; hours: number | null }[];
        days: { date: string; hours: number; punches: { id: string; clockIn: string }[] }[];
        totalHours: number;
      };
    }>(
      '{ punchHistory(userId: "2") { name punches { date clockIn clockOut hours } days { date hours punches { id clockIn } } totalHours } }',
      {},
      token,
    );
    expect(answer.errors).toBeUndefined();
    const { punches, days, totalHours } = answer.data!.punchHistory;
    expect(days.length).toBeGreaterThan(10);
    for (const punch of punches) {
      if (punch.clockOut) expect(Date.parse(punch.clockOut)).toBeGreaterThan(Date.parse(punch.clockIn));
    }
    const sum = (values: number[]) => Math.round(values.reduce((a, b) => a + b, 0) * 100) / 100;
    for (const day of days) {
      const own = punches.filter((punch) => punch.date === day.date);
      expect(day.punches).toHaveLength(own.length);
      // A day's punches in the order they happened.
      expect(day.punches.map((punch) => punch.clockIn)).toEqual(own.map((punch) => punch.clockIn).sort((a, b) => Date.parse(a) - Date.parse(b)));
      expect(day.hours).toBe(sum(own.map((punch) => punch.hours ?? 0)));
    }
    expect(totalHours).toBe(sum(days.map((day) => day.hours)));
    expect(days.map((day) => day.date)).toEqual([...days.map((day) => day.date)].sort().reverse());
  });
});
