// Goal activities through GraphQL: the pickers' four lists, add, show, update, delete into the deleted list,
// restore and permanent delete; an unknown skill area refused; the 'Goal Generator' permission.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startStack, type Stack } from '../../test/stack.js';

let stack: Stack;
let office: string;
beforeAll(async () => {
  stack = await startStack();
  office = await stack.signIn('Office administrator');
});
afterAll(() => stack.stop());

const FIELDS = 'id sessionName description skillAreaId skillAreaName targetName status';

describe('goal activity', () => {
  it('lists sessions, descriptions, skill areas and target names for the pickers', async () => {
    const answer = await stack.gql<Record<string, { id: string; name: string }[]>>(
      '{ s: goalActivitySessions { id name } d: goalActivityDescriptions { id name } a: goalActivitySkillAreas { id name } t: goalActivityTargetNames { id name } }',
      {},
      office,
    );
    expect(answer.errors).toBeUndefined();
    expect(answer.data!.s.map((item) => item.name)).toContain('Morning Circle');
    expect(answer.data!.d.length).toBeGreaterThan(5);
    expect(answer.data!.a.map((item) => item.name)).toContain('Manding');
    expect(answer.data!.t.map((item) => item.name)).toContain('Turn taking');
  });

  it('goes through add, show, update, delete, restore and permanent delete', async () => {
    const areas = await stack.gql<{ a: { id: string; name: string }[] }>('{ a: goalActivitySkillAreas { id name } }', {}, office);
    const manding = areas.data!.a.find((area) => area.name === 'Manding')!;
    const input = {
      sessionName: 'Snack Time',
      description: 'Asks for a cup with a full sentence.',
      skillAreaId: manding.id,
      targetName: 'Sentence mands',
    };
    const made = await stack.gql<{ r: { id: string } & Record<string, unknown> }>(
      `mutation($input: GoalActivityInput!) { r: createGoalActivity(input: $input) { ${FIELDS} } }`,
      { input },
      office,
    );
    expect(made.errors).toBeUndefined();
    expect(made.data!.r).toMatchObject({ ...input, skillAreaName: 'Manding', status: 1 });
    const id = made.data!.r.id;
    expect(stack.standIn.calls.last({ path: 'goal-activity-add' })?.body).toMatchObject({
      session_name: 'Snack Time',
      target_name: 'Sentence mands',
    });

    const updated = await stack.gql<{ r: Record<string, unknown> }>(
      `mutation($id: ID!, $input: GoalActivityInput!) { r: updateGoalActivity(id: $id, input: $input) { ${FIELDS} } }`,
      { id, input: { ...input, targetName: 'Sentence mands with a peer' } },
      office,
    );
    expect(updated.data!.r).toMatchObject({ targetName: 'Sentence mands with a peer' });
    const names = await stack.gql<{ t: { name: string }[] }>('{ t: goalActivityTargetNames { name } }', {}, office);
    expect(names.data!.t.map((item) => item.name)).toContain('Sentence mands with a peer');

    const wrong = await stack.gql(
      'mutation($input: GoalActivityInput!) { r: createGoalActivity(input: $input) { id } }',
      { input: { ...input, skillAreaId: '999999' } },
      office,
    );
    expect(wrong.errors?.[0]?.extensions?.fieldErrors).toMatchObject({ skillAreaId: ['The selected skill area is invalid.'] });

    const removed = await stack.gql<{ r: { ok: boolean } }>(
      'mutation($id: ID!) { r: deleteGoalActivity(id: $id, redirectTo: "/goal-activity") { ok } }',
      { id },
      office,
    );
    expect(removed.data!.r.ok).toBe(true);
    const deleted = await stack.gql<{ p: { nodes: { id: string }[] } }>(
      '{ p: deletedGoalActivities(page: { perPage: 100 }) { nodes { id } } }',
      {},
      office,
    );
    expect(deleted.data!.p.nodes.map((row) => row.id)).toContain(id);
    const restored = await stack.gql<{ r: { ok: boolean } }>(
      'mutation($ids: [ID!]!) { r: restoreGoalActivity(ids: $ids) { ok } }',
      { ids: [id] },
      office,
    );
    expect(restored.data!.r.ok).toBe(true);
    const shown = await stack.gql<{ r: { id: string } }>(`query($id: ID!) { r: goalActivity(id: $id) { ${FIELDS} } }`, { id }, office);
    expect(shown.data!.r.id).toBe(id);

    await stack.gql('mutation($id: ID!) { r: deleteGoalActivity(id: $id) { ok } }', { id }, office);
    const purged = await stack.gql<{ r: { ok: boolean } }>(
      'mutation($ids: [ID!]!) { r: permanentlyDeleteGoalActivity(ids: $ids) { ok } }',
      { ids: [id] },
      office,
    );
    expect(purged.data!.r.ok).toBe(true);
    const gone = await stack.gql(`query($id: ID!) { r: goalActivity(id: $id) { id } }`, { id }, office);
    expect(gone.errors?.[0]?.extensions?.code).toBe('NOT_FOUND');
  });

  it('is refused to a parent, who holds no Goal Generator permission', async () => {
    const parent = await stack.signIn('Parent');
    const answer = await stack.gql('{ goalActivities { nodes { id } } }', {}, parent);
    expect(answer.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
  });
});
