// A session form template's master and the master's type: a whole page, two levels deep, with one call to each
// lookup list; references checked on write; the three lists behind their permissions.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startStack, type Stack } from '../../test/stack.js';

interface Node {
  sessionTemplateMasterId: string;
  master: { name: string; sessionTemplateTypeId: string; type: { name: string } | null } | null;
}

let stack: Stack;
let token: string;
beforeAll(async () => {
  stack = await startStack();
  token = await stack.signIn('Office administrator');
});
afterAll(() => stack.stop());

describe('SessionFormTemplate.master.type', () => {
  it('resolves two levels of relations for a whole page with one call per lookup list', async () => {
    stack.standIn.calls.reset();
    const answer = await stack.gql<{ sessionFormTemplates: { nodes: Node[] } }>(
      '{ sessionFormTemplates(page: { perPage: 500 }) { nodes { sessionTemplateMasterId master { name sessionTemplateTypeId type { name } } } } }',
      {},
      token,
    );
    expect(answer.errors).toBeUndefined();
    const nodes = answer.data!.sessionFormTemplates.nodes;
    expect(nodes.length).toBeGreaterThanOrEqual(30);
    const { sessionTemplateSetup } = stack.standIn.fixtures;
    for (const node of nodes) {
      const master = sessionTemplateSetup.master(Number(node.sessionTemplateMasterId))!;
      expect(node.master?.name).toBe(master.name);
      expect(node.master?.type?.name).toBe(sessionTemplateSetup.type(master.session_template_type_id)!.name);
    }
    expect(
      stack.standIn.calls
        .list()
        .map((call) => call.path)
        .sort(),
    ).toEqual(['all-session-template-masters', 'all-session-template-types', 'session-form-template']);
  });

  it('refuses a master or a type that does not exist', async () => {
    const form = await stack.gql(
      'mutation($i: SessionFormTemplateInput!) { createSessionFormTemplate(input: $i) { id } }',
      { i: { name: 'Lost form', sessionTemplateMasterId: '9999' } },
      token,
    );
    expect(form.errors?.[0]?.extensions).toMatchObject({
      code: 'BAD_USER_INPUT',
      fieldErrors: { sessionTemplateMasterId: [expect.stringContaining('is invalid')] },
    });
    const master = await stack.gql(
      'mutation($i: SessionTemplateMasterInput!) { createSessionTemplateMaster(input: $i) { id } }',
      { i: { name: 'Lost master', sessionTemplateTypeId: '9999' } },
      token,
    );
    expect(master.errors?.[0]?.extensions).toMatchObject({
      code: 'BAD_USER_INPUT',
      fieldErrors: { sessionTemplateTypeId: [expect.stringContaining('is invalid')] },
    });
  });
});

describe('permission', () => {
  it('keeps the three lists from a therapist', async () => {
    const therapist = await stack.signIn('Therapist');
    for (const list of ['sessionTemplateTypes', 'sessionTemplateMasters', 'sessionFormTemplates']) {
      const query = `{ ${list} { pageInfo { total } } }`;
      expect((await stack.gql(query, {}, therapist)).errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
      expect((await stack.gql(query, {}, token)).errors).toBeUndefined();
    }
  });
});
