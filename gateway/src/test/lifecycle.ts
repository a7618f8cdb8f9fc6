// One table-driven test of the soft-delete lifecycle through GraphQL, for any resource that follows the shared
// shape (xs, x, deletedXs, createX, updateX, deleteX, restoreX, permanentlyDeleteX).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startStack, type Stack } from './stack.js';
import { nextStamp } from '@portal/mocks';

export interface LifecycleCase {
  /** GraphQL type name, e.g. 'Agency'. */
  type: string;
  /** The list field, e.g. 'agencies'; the others follow from `type`. */
  list: string;
  /** Field names, when a resource's differ from the shared shape. */
  fields?: Partial<Record<'one' | 'deleted' | 'create' | 'update' | 'remove' | 'restore' | 'purge', string>>;
  /** A valid input; `unique` makes it differ from every other run. */
  input: (unique: string) => Record<string, unknown>;
  /** The field that carries `unique` and is searched, required and unique (usually name). */
  nameField: string;
  /** Extra arguments the calls need (e.g. a parent id), as GraphQL argument text. */
  role?: 'Super Admin' | 'Office administrator';
}

const cap = (s: string) => s[0]!.toUpperCase() + s.slice(1);

export function describeLifecycles(cases: LifecycleCase[]): void {
  let stack: Stack;
  let token: string;
  beforeAll(async () => {
    stack = await startStack();
    token = await stack.signIn('Office administrator');
  });
  afterAll(() => stack.stop());

  for (const c of cases) {
    const f = {
      one: c.fields?.one ?? c.type[0]!.toLowerCase() + c.type.slice(1),
      deleted: c.fields?.deleted ?? `deleted${cap(c.list)}`,
      create: c.fields?.create ?? `create${c.type}`,
      update: c.fields?.update ?? `update${c.type}`,
      remove: c.fields?.remove ?? `delete${c.type}`,
      restore: c.fields?.restore ?? `restore${c.type}`,
      purge: c.fields?.purge ?? `permanentlyDelete${c.type}`,
    };
    const n = c.nameField;

    describe(`${c.type} lifecycle`, () => {
      const call = async <T>(query: string, variables?: Record<string, unknown>) => {
        const actor = c.role && c.role !== 'Office administrator' ? await stack.signIn(c.role) : token;
        return stack.gql<T>(query, variables, actor);
      };
      const search = (field: string, term: string) =>
        call<Record<string, { pageInfo: { total: number }; nodes: { id: string }[] }>>(
          `query($p: PageInput) { r: ${field}(page: $p) { pageInfo { total } nodes { id } } }`,
          { p: { search: term, perPage: 50 } },
        );

      it('creates, reads, updates, lists, deletes, restores and permanently deletes', async () => {
        const unique = `Zq${nextStamp()}`;
        const created = await call<{ r: Record<string, string> }>(`mutation($i: ${c.type}Input!) { r: ${f.create}(input: $i) { id ${n} } }`, {
          i: c.input(unique),
        });
        expect(created.errors).toBeUndefined();
        const id = created.data!.r.id!;
        expect(created.data!.r[n]).toContain(unique);

        const read = await call<{ r: Record<string, string> }>(`query($id: ID!) { r: ${f.one}(id: $id) { id ${n} } }`, { id });
        expect(read.data?.r).toMatchObject({ id });

        const renamed = `${unique} renamed`;
        const updated = await call<{ r: Record<string, string> }>(
          `mutation($id: ID!, $i: ${c.type}Input!) { r: ${f.update}(id: $id, input: $i) { id ${n} } }`,
          { id, i: { ...c.input(unique), [n]: renamed } },
        );
        expect(updated.errors).toBeUndefined();
        expect(updated.data!.r[n]).toBe(renamed);

        const found = await search(c.list, unique);
        expect(found.data?.r.pageInfo.total).toBe(1);
        expect(found.data?.r.nodes[0]?.id).toBe(id);

        const removed = await call<{ r: { ok: boolean } }>(`mutation($id: ID!) { r: ${f.remove}(id: $id, redirectTo: "/list") { ok } }`, { id });
        expect(removed.data?.r.ok).toBe(true);
        expect((await search(c.list, unique)).data?.r.pageInfo.total).toBe(0);
        expect((await search(f.deleted, unique)).data?.r.nodes.map((x) => x.id)).toEqual([id]);

        const restored = await call(`mutation($ids: [ID!]!) { r: ${f.restore}(ids: $ids) { ok } }`, { ids: [id] });
        expect(restored.errors).toBeUndefined();
        expect((await search(c.list, unique)).data?.r.pageInfo.total).toBe(1);

        await call(`mutation($id: ID!) { r: ${f.remove}(id: $id) { ok } }`, { id });
        const purged = await call(`mutation($ids: [ID!]!) { r: ${f.purge}(ids: $ids) { ok } }`, { ids: [id] });
        expect(purged.errors).toBeUndefined();
        expect((await search(f.deleted, unique)).data?.r.pageInfo.total).toBe(0);
        const gone = await call(`query($id: ID!) { r: ${f.one}(id: $id) { id } }`, { id });
        expect(gone.errors?.[0]?.extensions?.code).toBe('NOT_FOUND');
      });

      it('pages and sorts', async () => {
        const page = await call<{ r: { pageInfo: { perPage: number; currentPage: number }; nodes: unknown[] } }>(
          `{ r: ${c.list}(page: { page: 1, perPage: 50 }) { pageInfo { perPage currentPage } nodes { id } } }`,
        );
        expect(page.errors).toBeUndefined();
        expect(page.data!.r.pageInfo).toEqual({ perPage: 50, currentPage: 1 });
        expect(page.data!.r.nodes.length).toBeLessThanOrEqual(50);
        const asc = await call<{ r: { nodes: Record<string, string>[] } }>(
          `{ r: ${c.list}(page: { perPage: 50, sortBy: ASC, sortField: "${n.replace(/[A-Z]/g, (m) => '_' + m.toLowerCase())}" }) { nodes { ${n} } } }`,
        );
        // The API sorts as people read: case-insensitive, numbers by value ("9%" before "10%").
        const collator = new Intl.Collator('en', { numeric: true, sensitivity: 'base' });
        const names = asc.data!.r.nodes.map((x) => String(x[n]));
        expect(names).toEqual([...names].sort(collator.compare));
      });

      it('answers 422 with field errors for a missing required field and a duplicate', async () => {
        const missing = await call(`mutation($i: ${c.type}Input!) { r: ${f.create}(input: $i) { id } }`, {
          i: { ...c.input('x'), [n]: '' },
        });
        expect(missing.errors?.[0]?.extensions).toMatchObject({ code: 'BAD_USER_INPUT', fieldErrors: { [n]: [expect.any(String)] } });
        const unique = `Dup${nextStamp()}`;
        await call(`mutation($i: ${c.type}Input!) { r: ${f.create}(input: $i) { id } }`, { i: c.input(unique) });
        const duplicate = await call(`mutation($i: ${c.type}Input!) { r: ${f.create}(input: $i) { id } }`, { i: c.input(unique) });
        expect(duplicate.errors?.[0]?.extensions).toMatchObject({ code: 'BAD_USER_INPUT', fieldErrors: { [n]: [expect.any(String)] } });
      });
    });
  }
}
