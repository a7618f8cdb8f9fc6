// Goal headers in the API's three versions: each version its own calls and records (v1 at goal-header-*, v2 at
// v2/goal-header-*, v3 at v3/goal-header-*), v2 and v3 in their order with a skill area, v3 with its columns; a
// header added to one version is not in another.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startStack, type Stack } from '../../test/stack.js';

let stack: Stack;
let office: string;
beforeAll(async () => {
  stack = await startStack();
  office = await stack.signIn('Office administrator');
});
afterAll(() => stack.stop());

async function names(field: string): Promise<string[]> {
  const answer = await stack.gql<{ p: { nodes: { name: string }[] } }>(`{ p: ${field}(page: { perPage: 100 }) { nodes { name } } }`, {}, office);
  expect(answer.errors).toBeUndefined();
  return answer.data!.p.nodes.map((row) => row.name);
}

describe('goal headers', () => {
  it('v1 adds, shows, updates and deletes a header text at goal-header-*', async () => {
    const made = await stack.gql<{ r: { id: string; version: number } }>(
      'mutation { r: createGoalHeader(input: { name: "Verbal Behavior" }) { id name version status } }',
      {},
      office,
    );
    expect(made.errors).toBeUndefined();
    expect(made.data!.r).toMatchObject({ version: 1 });
    expect(stack.standIn.calls.last({ path: 'goal-header-add' })?.method).toBe('POST');
    const id = made.data!.r.id;
    await stack.gql('mutation($id: ID!) { updateGoalHeader(id: $id, input: { name: "Verbal Behaviour" }) { id } }', { id }, office);
    const shown = await stack.gql<{ r: { name: string } }>('query($id: ID!) { r: goalHeader(id: $id) { name } }', { id }, office);
    expect(shown.data!.r.name).toBe('Verbal Behaviour');
    expect(await names('goalHeadersV2')).not.toContain('Verbal Behaviour');
    await stack.gql('mutation($id: ID!) { deleteGoalHeader(id: $id) { ok } }', { id }, office);
    expect(await names('goalHeaders')).not.toContain('Verbal Behaviour');
  });

  it('v2 lists in order with the skill area, and puts a new header last', async () => {
    const list = await stack.gql<{ p: { nodes: { sortOrder: number; skillAreaName: string | null; version: number }[] } }>(
      '{ p: goalHeadersV2 { nodes { sortOrder skillAreaName version } } }',
      {},
      office,
    );
    const orders = list.data!.p.nodes.map((row) => row.sortOrder);
    expect(orders).toEqual([...orders].sort((a, b) => a - b));
    expect(list.data!.p.nodes[0]).toMatchObject({ skillAreaName: 'Manding', version: 2 });
    const areas = await stack.gql<{ a: { id: string; name: string }[] }>('{ a: goalActivitySkillAreas { id name } }', {}, office);
    const math = areas.data!.a.find((area) => area.name === 'Math')!;
    const made = await stack.gql<{ r: { sortOrder: number; skillAreaName: string } }>(
      'mutation($a: ID!) { r: createGoalHeaderV2(input: { name: "Numeracy", skillAreaId: $a }) { sortOrder skillAreaName } }',
      { a: math.id },
      office,
    );
    expect(made.data!.r).toEqual({ sortOrder: Math.max(...orders) + 1, skillAreaName: 'Math' });
    const missing = await stack.gql('mutation { r: createGoalHeaderV2(input: { name: "No area", skillAreaId: "999999" }) { id } }', {}, office);
    expect(missing.errors?.[0]?.extensions?.fieldErrors).toMatchObject({ skillAreaId: ['The selected skill area is invalid.'] });
    expect(stack.standIn.calls.last({ path: 'v2/goal-header-add' })).toBeDefined();
  });

  it('v3 keeps the columns printed under the header', async () => {
    const areas = await stack.gql<{ a: { id: string; name: string }[] }>('{ a: goalActivitySkillAreas { id name } }', {}, office);
    const made = await stack.gql<{ r: { id: string; columns: string[]; version: number } }>(
      'mutation($a: ID!) { r: createGoalHeaderV3(input: { name: "Toileting", skillAreaId: $a, columns: [" Baseline ", "Prompt Level", "Baseline", ""] }) { id columns version } }',
      { a: areas.data!.a[0]!.id },
      office,
    );
    expect(made.errors).toBeUndefined();
    expect(made.data!.r).toMatchObject({ columns: ['Baseline', 'Prompt Level'], version: 3 });
    expect(await names('goalHeadersV3')).toContain('Toileting');
    expect(await names('goalHeaders')).not.toContain('Toileting');
    expect(await names('goalHeadersV2')).not.toContain('Toileting');
  });
});
