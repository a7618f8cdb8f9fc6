// The rules a goal attribute keeps: a known field type, options for a Select one (a Text one keeps none), and only
// live attributes in the goal form's dropdown.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startStack, type Stack } from '../../test/stack.js';

const CREATE = 'mutation($i: GoalAttributeInput!) { createGoalAttribute(input: $i) { id name fieldType options required } }';

let stack: Stack;
let token: string;
beforeAll(async () => {
  stack = await startStack();
  token = await stack.signIn('Office administrator');
});
afterAll(() => stack.stop());

describe('goal attribute rules', () => {
  it('asks a Select attribute for options and refuses an unknown field type', async () => {
    const noOptions = await stack.gql(CREATE, { i: { name: 'Select without options', fieldType: 'Select', options: [] } }, token);
    expect(noOptions.errors?.[0]?.extensions?.fieldErrors).toMatchObject({ options: ['A Select attribute needs at least one option.'] });
    const unknown = await stack.gql(CREATE, { i: { name: 'Colour wheel', fieldType: 'Colour' } }, token);
    expect(unknown.errors?.[0]?.extensions?.fieldErrors).toMatchObject({ fieldType: ['The field type must be one of: Text, Number, Date, Select.'] });
    const text = await stack.gql<{ createGoalAttribute: { options: string[]; required: boolean } }>(
      CREATE,
      { i: { name: 'Plain text', fieldType: 'Text', options: ['dropped'], required: true } },
      token,
    );
    expect(text.data!.createGoalAttribute).toMatchObject({ options: [], required: true });
  });

  it('shows only live attributes in the dropdown', async () => {
    const created = await stack.gql<{ createGoalAttribute: { id: string } }>(CREATE, { i: { name: 'Soon deleted', fieldType: 'Number' } }, token);
    const id = created.data!.createGoalAttribute.id;
    const before = await stack.gql<{ goalAttributeDropdown: { id: string }[] }>('{ goalAttributeDropdown { id } }', {}, token);
    expect(before.data!.goalAttributeDropdown.map((attribute) => attribute.id)).toContain(id);
    await stack.gql('mutation($id: ID!) { deleteGoalAttribute(id: $id) { ok } }', { id }, token);
    const after = await stack.gql<{ goalAttributeDropdown: { id: string }[] }>('{ goalAttributeDropdown { id } }', {}, token);
    expect(after.data!.goalAttributeDropdown.map((attribute) => attribute.id)).not.toContain(id);
  });
});
