import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startStack, type Stack } from '../test/stack.js';
import { LookupCache } from './lookup-cache.js';
import type { RowIndex } from './loaders.js';

const student = 'query OneStudent($id: ID!) { student(id: $id) { id name } }';
const withAgencies = 'query StudentAgencies { students(page: { page: 1, perPage: 50 }) { nodes { id agency { id name } } } }';

describe('calls shared across requests of one caller', () => {
  let stack: Stack;
  let office: string;
  let admin: string;

  beforeAll(async () => {
    stack = await startStack({ lookupCacheMs: 60_000 });
    office = await stack.signIn('Office administrator');
    admin = await stack.signIn('Super Admin');
  });
  afterAll(async () => stack.stop());

  it('makes an identical GET in flight once for concurrent requests of the same token, and once per token', async () => {
    stack.standIn.setLatency(150);
    try {
      stack.standIn.calls.reset();
      const answers = await Promise.all([
        stack.gql(student, { id: '1' }, office),
        stack.gql(student, { id: '1' }, office),
        stack.gql(student, { id: '1' }, office),
        stack.gql(student, { id: '1' }, admin),
      ]);
      expect(answers.every((answer) => answer.errors === undefined)).toBe(true);
      expect(stack.standIn.calls.list({ path: 'student/1' }).map((call) => call.authorization)).toEqual(
        expect.arrayContaining([`Bearer ${office}`, `Bearer ${admin}`]),
      );
      expect(stack.standIn.calls.count({ path: 'student/1' })).toBe(2);
    } finally {
      stack.standIn.setLatency(0);
    }
  });

  it("keeps a caller's lookup lists for its next requests, never for another token, and drops them after its write", async () => {
    stack.standIn.calls.reset();
    expect((await stack.gql(withAgencies, {}, office)).errors).toBeUndefined();
    await stack.gql(withAgencies, {}, office);
    expect(stack.standIn.calls.count({ path: 'agency-list' })).toBe(1);
    // The page itself is asked for each time; only the lookup list is kept.
    expect(stack.standIn.calls.list().filter((call) => call.path !== 'agency-list').length).toBeGreaterThanOrEqual(2);

    await stack.gql(withAgencies, {}, admin);
    expect(stack.standIn.calls.count({ path: 'agency-list' })).toBe(2);

    const created = await stack.gql(
      'mutation NewAgency($input: AgencyInput!) { createAgency(input: $input) { id name } }',
      { input: { name: 'Shared Calls Agency', email: 'shared-calls@example.org' } },
      office,
    );
    expect(created.errors).toBeUndefined();
    await stack.gql(withAgencies, {}, office);
    expect(stack.standIn.calls.count({ path: 'agency-list' })).toBe(3);
    // The admin's list was kept: the office administrator's write drops only the office administrator's.
    await stack.gql(withAgencies, {}, admin);
    expect(stack.standIn.calls.count({ path: 'agency-list' })).toBe(3);
  });
});

describe('LookupCache', () => {
  const rows = (id: string): Promise<RowIndex> => Promise.resolve(new Map([[id, { id }]]));

  it('keeps an index until its time is up, and nothing when the time is 0', async () => {
    let loads = 0;
    const load = () => {
      loads += 1;
      return rows('1');
    };
    const cache = new LookupCache(40);
    await cache.index('Bearer a', 'agency-list', load);
    await cache.index('Bearer a', 'agency-list', load);
    expect(loads).toBe(1);
    await new Promise((resolve) => setTimeout(resolve, 60));
    await cache.index('Bearer a', 'agency-list', load);
    expect(loads).toBe(2);
    const off = new LookupCache(0);
    await off.index('Bearer a', 'agency-list', load);
    await off.index('Bearer a', 'agency-list', load);
    expect(loads).toBe(4);
  });

  it('does not keep a failed call, and drops the least recently seen caller beyond its limit', async () => {
    const cache = new LookupCache(60_000, 2);
    await expect(cache.index('Bearer a', 'k', () => Promise.reject(new Error('down')))).rejects.toThrow('down');
    let loads = 0;
    const load = () => {
      loads += 1;
      return rows('1');
    };
    await cache.index('Bearer a', 'k', load);
    expect(loads).toBe(1);
    await cache.index('Bearer b', 'k', load);
    await cache.index('Bearer a', 'k', load);
    await cache.index('Bearer c', 'k', load);
    expect(loads).toBe(3);
    // b was the least recently seen of three: dropped; a was kept.
    await cache.index('Bearer a', 'k', load);
    expect(loads).toBe(3);
    await cache.index('Bearer b', 'k', load);
    expect(loads).toBe(4);
  });
});
