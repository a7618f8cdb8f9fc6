// One table-driven test of create, read, update, list (search, paging, sort) and delete through GraphQL, for the
// resources the API gives no deleted list (xs, x, createX, updateX, deleteX): the lifecycle driver's shape without
// restore and permanent delete.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startStack, type Stack } from './stack.js';
import { nextStamp } from '@portal/mocks';

export interface CrudCase {
  /** GraphQL type name, e.g. 'Group'. */
  type: string;
  /** The list field, e.g. 'groups'. */
  list: string;
  /** The detail field, when it is not the type's name in lower camel case. */
  one?: string;
  /** A valid input; `unique` makes it differ from every other run. */
  input: (unique: string) => Record<string, unknown>;
  /** The field that carries `unique` and is searched, required and unique (usually name). */
  nameField: string;
  /** A field the input sets that a read must give back as sent (the relation ids, say), checked after create. */
  echo?: string;
  role?: 'Super Admin' | 'Office administrator';
}

const sortOrder = new Intl.Collator('en', { numeric: true, sensitivity: 'base' });

export function describeCruds(cases: CrudCase[]): void {
  let stack: Stack;
  let token: string;
  beforeAll(async () => {
    stack = await startStack();
    token = await stack.signIn('Office administrator');
  });
  afterAll(() => stack.stop());

  for (const c of cases) {
    const one = c.one ?? c.type[0]!.toLowerCase() + c.type.slice(1);
    const n = c.nameField;
    const selection = c.echo ? `id ${n} ${c.echo}` : `id ${n}`;

    describe(`${c.type} create, read, update, list and delete`, () => {
      const call = async <T>(query: string, variables?: Record<string, unknown>) => {
        const actor = c.role && c.role !== 'Office administrator' ? await stack.signIn(c.role) : token;
        return stack.gql<T>(query, variables, actor);
      };
      const search = (term: string) =>
        call<{ r: { pageInfo: { total: number }; nodes: { id: string }[] } }>(
          `query($p: PageInput) { r: ${c.list}(page: $p) { pageInfo { total } nodes { id } } }`,
          { p: { search: term, perPage: 50 } },
        );

      it('creates, reads, updates, finds by search and deletes', async () => {
        const unique = `Zq${nextStamp()}`;
        const input = c.input(unique);
        const created = await call<{ r: Record<string, unknown> }>(
          `mutation($i: ${c.type}Input!) { r: create${c.type}(input: $i) { ${selection} } }`,
          { i: input },
        );
        expect(created.errors).toBeUndefined();
        const id = String(created.data!.r.id);
        expect(created.data!.r[n]).toContain(unique);
        if (c.echo) expect(created.data!.r[c.echo]).toEqual(input[c.echo]);

        const read = await call<{ r: Record<string, unknown> }>(`query($id: ID!) { r: ${one}(id: $id) { ${selection} } }`, { id });
        expect(read.data?.r).toMatchObject({ id, [n]: created.data!.r[n] });

        const renamed = `${unique} renamed`;
        const updated = await call<{ r: Record<string, unknown> }>(
          `mutation($id: ID!, $i: ${c.type}Input!) { r: update${c.type}(id: $id, input: $i) { id ${n} } }`,
          { id, i: { ...input, [n]: renamed } },
        );
        expect(updated.errors).toBeUndefined();
        expect(updated.data!.r[n]).toBe(renamed);

        const found = await search(unique);
        expect(found.data?.r.pageInfo.total).toBe(1);
        expect(found.data?.r.nodes[0]?.id).toBe(id);

        const removed = await call<{ r: { ok: boolean; message: string | null } }>(
          `mutation($id: ID!) { r: delete${c.type}(id: $id, redirectTo: "/list") { ok message } }`,
          { id },
        );
        expect(removed.data?.r.ok).toBe(true);
        expect(removed.data?.r.message).toMatch(/deleted successfully/);
        expect((await search(unique)).data?.r.pageInfo.total).toBe(0);
        const gone = await call(`query($id: ID!) { r: ${one}(id: $id) { id } }`, { id });
        expect(gone.errors?.[0]?.extensions?.code).toBe('NOT_FOUND');
      });

      it('pages and sorts', async () => {
        const page = await call<{ r: { pageInfo: { perPage: number; currentPage: number; total: number }; nodes: unknown[] } }>(
          `{ r: ${c.list}(page: { page: 1, perPage: 50 }) { pageInfo { perPage currentPage total } nodes { id } } }`,
        );
        expect(page.errors).toBeUndefined();
        expect(page.data!.r.pageInfo).toMatchObject({ perPage: 50, currentPage: 1 });
        expect(page.data!.r.nodes.length).toBe(Math.min(50, page.data!.r.pageInfo.total));
        const field = n.replace(/[A-Z]/g, (m) => '_' + m.toLowerCase());
        const asc = await call<{ r: { nodes: Record<string, string>[] } }>(
          `{ r: ${c.list}(page: { perPage: 50, sortBy: ASC, sortField: "${field}" }) { nodes { ${n} } } }`,
        );
        const names = asc.data!.r.nodes.map((x) => String(x[n]));
        expect(names.length).toBeGreaterThan(1);
        expect(names).toEqual([...names].sort(sortOrder.compare));
      });

      it('answers 422 with field errors for a missing required field and a duplicate', async () => {
        const missing = await call(`mutation($i: ${c.type}Input!) { r: create${c.type}(input: $i) { id } }`, {
          i: { ...c.input('x'), [n]: '' },
        });
        expect(missing.errors?.[0]?.extensions).toMatchObject({ code: 'BAD_USER_INPUT', fieldErrors: { [n]: [expect.any(String)] } });
        const unique = `Dup${nextStamp()}`;
        await call(`mutation($i: ${c.type}Input!) { r: create${c.type}(input: $i) { id } }`, { i: c.input(unique) });
        const duplicate = await call(`mutation($i: ${c.type}Input!) { r: create${c.type}(input: $i) { id } }`, { i: c.input(unique) });
        expect(duplicate.errors?.[0]?.extensions).toMatchObject({ code: 'BAD_USER_INPUT', fieldErrors: { [n]: [expect.any(String)] } });
      });
    });
  }
}
