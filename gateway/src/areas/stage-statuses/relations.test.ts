// A stage status's stage: resolved for a whole page with one call to the stage list, checked on write, and both
// lists kept behind their permissions.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startStack, type Stack } from '../../test/stack.js';

interface Node {
  stageStatusMasterId: string;
  stage: { name: string } | null;
}

let stack: Stack;
let token: string;
beforeAll(async () => {
  stack = await startStack();
  token = await stack.signIn('Office administrator');
});
afterAll(() => stack.stop());

describe('StageStatus.stage', () => {
  it('resolves every row of a full page with one call to all-stage-status-masters', async () => {
    stack.standIn.calls.reset();
    const answer = await stack.gql<{ stageStatuses: { pageInfo: { total: number }; nodes: Node[] } }>(
      '{ stageStatuses(page: { perPage: 500 }) { pageInfo { total } nodes { stageStatusMasterId stage { name } } } }',
      {},
      token,
    );
    expect(answer.errors).toBeUndefined();
    const { nodes, pageInfo } = answer.data!.stageStatuses;
    expect(pageInfo.total).toBeGreaterThanOrEqual(30);
    const { stageStatuses } = stack.standIn.fixtures;
    for (const node of nodes) expect(node.stage?.name).toBe(stageStatuses.master(Number(node.stageStatusMasterId))!.name);
    expect(
      stack.standIn.calls
        .list()
        .map((call) => call.path)
        .sort(),
    ).toEqual(['all-stage-status-masters', 'stage-status']);
  });

  it('refuses a stage that does not exist', async () => {
    const answer = await stack.gql(
      'mutation($i: StageStatusInput!) { createStageStatus(input: $i) { id } }',
      { i: { name: 'Lost', stageStatusMasterId: '9999' } },
      token,
    );
    expect(answer.errors?.[0]?.extensions).toMatchObject({
      code: 'BAD_USER_INPUT',
      fieldErrors: { stageStatusMasterId: ['The selected stage status master id is invalid.'] },
    });
  });
});

describe('permission', () => {
  it('keeps both lists from a therapist', async () => {
    const therapist = await stack.signIn('Therapist');
    for (const query of ['{ stageStatuses { pageInfo { total } } }', '{ stageStatusMasters { pageInfo { total } } }']) {
      expect((await stack.gql(query, {}, therapist)).errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
      expect((await stack.gql(query, {}, token)).errors).toBeUndefined();
    }
  });
});
