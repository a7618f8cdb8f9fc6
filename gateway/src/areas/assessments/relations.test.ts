// An assessment's category: resolved for a whole page with one call to the category list, checked on write, and
// both lists kept behind their permissions.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startStack, type Stack } from '../../test/stack.js';

interface Node {
  id: string;
  assessmentCategoryId: string;
  category: { id: string; name: string; type: string } | null;
}

const PAGE = `query($p: PageInput, $f: AssessmentFilter) {
  assessments(page: $p, filter: $f) { pageInfo { total } nodes { id assessmentCategoryId category { id name type } } }
}`;

let stack: Stack;
let token: string;
beforeAll(async () => {
  stack = await startStack();
  token = await stack.signIn('Office administrator');
});
afterAll(() => stack.stop());

const assessments = () => stack.standIn.fixtures.assessments;

describe('Assessment.category', () => {
  it('resolves every row of the page with one call to all-assessment-categories', async () => {
    stack.standIn.calls.reset();
    const answer = await stack.gql<{ assessments: { pageInfo: { total: number }; nodes: Node[] } }>(PAGE, { p: { perPage: 500 } }, token);
    expect(answer.errors).toBeUndefined();
    const { nodes, pageInfo } = answer.data!.assessments;
    expect(nodes).toHaveLength(pageInfo.total);
    expect(pageInfo.total).toBeGreaterThanOrEqual(30);
    for (const node of nodes) {
      const row = assessments().category(Number(node.assessmentCategoryId))!;
      expect(node.category).toEqual({ id: String(row.id), name: row.name, type: row.type });
    }
    expect(
      stack.standIn.calls
        .list()
        .map((call) => call.path)
        .sort(),
    ).toEqual(['all-assessment-categories', 'assessments']);
  });

  it('filters by category', async () => {
    const answer = await stack.gql<{ assessments: { pageInfo: { total: number }; nodes: Node[] } }>(
      PAGE,
      { f: { assessmentCategoryId: '2' } },
      token,
    );
    expect(answer.data!.assessments.pageInfo.total).toBeGreaterThan(1);
    expect(answer.data!.assessments.nodes.every((node) => node.assessmentCategoryId === '2')).toBe(true);
  });

  it('refuses a category that is deleted or does not exist, and a category type outside the three', async () => {
    const deleted = assessments().deletedCategories()[0]!;
    for (const id of [String(deleted.id), '9999']) {
      const answer = await stack.gql(
        'mutation($i: AssessmentInput!) { createAssessment(input: $i) { id } }',
        { i: { name: `Orphan ${id}`, assessmentCategoryId: id } },
        token,
      );
      expect(answer.errors?.[0]?.extensions).toMatchObject({
        code: 'BAD_USER_INPUT',
        fieldErrors: { assessmentCategoryId: ['The selected assessment category id is invalid.'] },
      });
    }
    const kind = await stack.gql(
      'mutation($i: AssessmentCategoryInput!) { createAssessmentCategory(input: $i) { id } }',
      { i: { name: 'Vision', type: 'vision' } },
      token,
    );
    expect(kind.errors?.[0]?.extensions).toMatchObject({ code: 'BAD_USER_INPUT', fieldErrors: { type: ['The selected type is invalid.'] } });
  });
});

describe('permission', () => {
  it('keeps both lists from a therapist, and serves the category lookup to any signed-in user', async () => {
    const therapist = await stack.signIn('Therapist');
    for (const query of ['{ assessments { pageInfo { total } } }', '{ assessmentCategories { pageInfo { total } } }']) {
      expect((await stack.gql(query, {}, therapist)).errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
    }
    const lookup = await stack.gql<{ allAssessmentCategories: { id: string }[] }>('{ allAssessmentCategories { id } }', {}, therapist);
    expect(lookup.data!.allAssessmentCategories).toHaveLength(assessments().categories().length);
  });
});
