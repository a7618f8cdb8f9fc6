import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startStack, type Stack } from '../test/stack.js';
import { LookupCache, type LookupStore } from './lookup-cache.js';
import type { Row, RowIndex } from './loaders.js';

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
  const rows = (id: string): Promise<Row[]> => Promise.resolve([{ id }]);
  const build = (list: readonly Row[]): RowIndex => new Map(list.map((row) => [String(row['id']), row]));
  /** A load counting its calls. */
  function counting() {
    const load = {
      count: 0,
      build,
      rows: () => {
        load.count += 1;
        return rows('1');
      },
    };
    return load;
  }

  it('keeps an index until its time is up, and nothing when the time is 0', async () => {
    const load = counting();
    const cache = new LookupCache(40);
    await cache.index('Bearer a', 'agency-list', load);
    await cache.index('Bearer a', 'agency-list', load);
    expect(load.count).toBe(1);
    await new Promise((resolve) => setTimeout(resolve, 60));
    await cache.index('Bearer a', 'agency-list', load);
    expect(load.count).toBe(2);
    const off = new LookupCache(0);
    await off.index('Bearer a', 'agency-list', load);
    await off.index('Bearer a', 'agency-list', load);
    expect(load.count).toBe(4);
  });

  it('does not keep a failed call, and drops the least recently seen caller beyond its limit', async () => {
    const cache = new LookupCache(60_000, { maxCallers: 2 });
    await expect(cache.index('Bearer a', 'k', { rows: () => Promise.reject(new Error('down')), build })).rejects.toThrow('down');
    const load = counting();
    await cache.index('Bearer a', 'k', load);
    expect(load.count).toBe(1);
    await cache.index('Bearer b', 'k', load);
    await cache.index('Bearer a', 'k', load);
    await cache.index('Bearer c', 'k', load);
    expect(load.count).toBe(3);
    // b was the least recently seen of three: dropped; a was kept.
    await cache.index('Bearer a', 'k', load);
    expect(load.count).toBe(3);
    await cache.index('Bearer b', 'k', load);
    expect(load.count).toBe(4);
  });

  /** A store two caches share, as two replicas share Redis; `down` makes every call fail. */
  function sharedStore() {
    const lists = new Map<string, readonly Row[]>();
    const generations = new Map<string, number>();
    const state = { down: false };
    const up = () => (state.down ? Promise.reject(new Error('redis down')) : Promise.resolve());
    const store: LookupStore = {
      generation: async (caller) => (await up(), String(generations.get(caller) ?? 0)),
      read: async (caller, generation, key) => (await up(), lists.get(`${caller}|${generation}|${key}`)),
      write: async (caller, generation, key, list) => void (await up(), lists.set(`${caller}|${generation}|${key}`, list)),
      bump: async (caller) => void (await up(), generations.set(caller, (generations.get(caller) ?? 0) + 1)),
    };
    return { store, state };
  }

  it('behind replicas: a list one fetched is answered by the other, and a write on either retires both', async () => {
    const { store } = sharedStore();
    const first = new LookupCache(60_000, { store });
    const second = new LookupCache(60_000, { store });
    const load = counting();
    const ask = (cache: LookupCache, caller = 'Bearer a') => cache.index(caller, 'k', load, cache.generation(caller));
    await ask(first);
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect((await ask(second)).get('1')).toEqual({ id: '1' });
    expect(load.count).toBe(1);
    // Never across callers.
    await ask(second, 'Bearer b');
    expect(load.count).toBe(2);
    // A write by a on the second replica: the first no longer answers a's list from what it kept.
    await second.drop('Bearer a');
    await new Promise((resolve) => setTimeout(resolve, 0));
    await ask(first);
    expect(load.count).toBe(3);
    await ask(first, 'Bearer b');
    expect(load.count).toBe(3);
  });

  it('asks the API every time while the shared store is away, and reports it', async () => {
    const { store, state } = sharedStore();
    const failures: unknown[] = [];
    const cache = new LookupCache(60_000, { store, onStoreError: (error) => failures.push(error) });
    const load = counting();
    state.down = true;
    await cache.index('Bearer a', 'k', load, cache.generation('Bearer a'));
    await cache.index('Bearer a', 'k', load, cache.generation('Bearer a'));
    expect(load.count).toBe(2);
    expect(failures.length).toBeGreaterThan(0);
  });
});
