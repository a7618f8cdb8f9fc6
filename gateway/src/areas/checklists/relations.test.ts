// A checklist form template's checklist and fields: resolved for a whole page with one call to each lookup list
// (the fields in the template's order), checked on write, and the lists kept behind their permissions.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startStack, type Stack } from '../../test/stack.js';

interface Node {
  checklistMasterId: string;
  checklistMaster: { name: string } | null;
  dynamicFieldIds: string[];
  dynamicFields: { id: string; name: string; fieldType: string }[];
}

const PAGE =
  '{ checklistFormTemplates(page: { perPage: 500 }) { nodes { checklistMasterId checklistMaster { name } dynamicFieldIds dynamicFields { id name fieldType } } } }';
const CREATE = 'mutation($i: ChecklistFormTemplateInput!) { createChecklistFormTemplate(input: $i) { id dynamicFieldIds dynamicFields { id } } }';

let stack: Stack;
let token: string;
beforeAll(async () => {
  stack = await startStack();
  token = await stack.signIn('Office administrator');
});
afterAll(() => stack.stop());

describe('ChecklistFormTemplate relations', () => {
  it('resolves checklists and fields of every row with one call to each lookup list', async () => {
    stack.standIn.calls.reset();
    const answer = await stack.gql<{ checklistFormTemplates: { nodes: Node[] } }>(PAGE, {}, token);
    expect(answer.errors).toBeUndefined();
    const nodes = answer.data!.checklistFormTemplates.nodes;
    expect(nodes.length).toBeGreaterThan(20);
    const { checklists } = stack.standIn.fixtures;
    for (const node of nodes) {
      expect(node.checklistMaster?.name).toBe(checklists.master(Number(node.checklistMasterId))!.name);
      expect(node.dynamicFieldIds.length).toBeGreaterThanOrEqual(3);
      expect(node.dynamicFields.map((field) => field.id)).toEqual(node.dynamicFieldIds);
    }
    expect(
      stack.standIn.calls
        .list()
        .map((call) => call.path)
        .sort(),
    ).toEqual(['all-checklist-masters', 'all-dynamic-fields', 'checklist-form-template']);
  });

  it('keeps the fields in the order given, and refuses a field that does not exist', async () => {
    const created = await stack.gql<{ createChecklistFormTemplate: { dynamicFieldIds: string[]; dynamicFields: { id: string }[] } }>(
      CREATE,
      { i: { name: 'Ordered form', checklistMasterId: '3', dynamicFieldIds: ['5', '2', '9'] } },
      token,
    );
    expect(created.errors).toBeUndefined();
    expect(created.data!.createChecklistFormTemplate.dynamicFieldIds).toEqual(['5', '2', '9']);
    expect(created.data!.createChecklistFormTemplate.dynamicFields.map((field) => field.id)).toEqual(['5', '2', '9']);
    const refused = await stack.gql(CREATE, { i: { name: 'Broken form', checklistMasterId: '3', dynamicFieldIds: ['1', '9999'] } }, token);
    expect(refused.errors?.[0]?.extensions).toMatchObject({
      code: 'BAD_USER_INPUT',
      fieldErrors: { dynamicFieldIds: ['The selected dynamic field ids is invalid.'] },
    });
  });

  it('refuses a dynamic field type outside the list', async () => {
    const answer = await stack.gql(
      'mutation($i: DynamicFieldInput!) { createDynamicField(input: $i) { id } }',
      { i: { name: 'Mood', fieldKey: 'mood', fieldType: 'slider' } },
      token,
    );
    expect(answer.errors?.[0]?.extensions).toMatchObject({
      code: 'BAD_USER_INPUT',
      fieldErrors: { fieldType: ['The selected field type is invalid.'] },
    });
  });
});

describe('permission', () => {
  it('keeps the three lists from a therapist', async () => {
    const therapist = await stack.signIn('Therapist');
    for (const list of ['checklistMasters', 'dynamicFields', 'checklistFormTemplates']) {
      const query = `{ ${list} { pageInfo { total } } }`;
      expect((await stack.gql(query, {}, therapist)).errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
      expect((await stack.gql(query, {}, token)).errors).toBeUndefined();
    }
  });
});
