// Who a group or a class holds: students and a staff member that exist, sent as GraphQL ids, kept as the API's
// numbers; and a category's sub-categories going with it.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startStack, type Stack } from '../../test/stack.js';

let stack: Stack;
let office: string;
beforeAll(async () => {
  stack = await startStack();
  office = await stack.signIn('Office administrator');
});
afterAll(() => stack.stop());

const gql = <T>(query: string, variables?: Record<string, unknown>) => stack.gql<T>(query, variables, office);

describe('groups and classes', () => {
  it('keeps student ids as numbers on the wire and answers the students', async () => {
    const answer = await gql<{ r: { id: string; students: { id: string; name: string }[] } }>(
      'mutation { r: createGroup(input: { name: "Lunch Bunch", studentIds: ["12", "4", "12"] }) { id students { id name } } }',
    );
    expect(answer.errors).toBeUndefined();
    expect(answer.data!.r.students.map((student) => student.id)).toEqual(['12', '4']);
    const saved = stack.standIn.fixtures.groups.find(Number(answer.data!.r.id));
    expect(saved?.student_ids).toEqual([12, 4]);
    const filtered = await gql<{ groups: { nodes: { id: string }[] } }>('{ groups(filter: { studentId: "12" }) { nodes { id } } }');
    expect(filtered.data!.groups.nodes.map((group) => group.id)).toContain(answer.data!.r.id);
  });

  it('refuses students that do not exist and a staff member who is not staff', async () => {
    const ghosts = await gql('mutation { createGroup(input: { name: "Ghosts", studentIds: ["1", "999999"] }) { id } }');
    expect(ghosts.errors?.[0]?.extensions).toMatchObject({
      code: 'BAD_USER_INPUT',
      fieldErrors: { studentIds: ['The selected student ids is invalid.'] },
    });
    // User 4 is the demo parent.
    const parent = await gql('mutation { createClass(input: { name: "Parent-led", staffId: "4" }) { id } }');
    expect(parent.errors?.[0]?.extensions).toMatchObject({ fieldErrors: { staffId: ['The selected staff id is invalid.'] } });
    const cleared = await gql<{ r: { studentIds: string[]; staff: null } }>(
      'mutation { r: createClass(input: { name: "Empty room", studentIds: null }) { studentIds staff { id } } }',
    );
    expect(cleared.errors).toBeUndefined();
    expect(cleared.data!.r).toEqual({ studentIds: [], staff: null });
  });

  it('answers every group and class to any signed-in user for pickers, and the lists only with their permission', async () => {
    const therapist = await stack.signIn('Therapist');
    const pickers = await stack.gql<{ allGroups: unknown[]; allClasses: unknown[] }>(
      '{ allGroups { id name } allClasses { id name } }',
      {},
      therapist,
    );
    expect(pickers.errors).toBeUndefined();
    expect(pickers.data!.allGroups.length).toBeGreaterThanOrEqual(30);
    expect(pickers.data!.allClasses.length).toBeGreaterThanOrEqual(30);
    const lists = await stack.gql('{ groups { nodes { id } } }', {}, therapist);
    expect(lists.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
  });
});

describe('note helper categories', () => {
  it('takes a category’s sub-categories with it, and keeps sub-category names unique within a category', async () => {
    const category = await gql<{ r: { id: string } }>('mutation { r: createNoteHelperCategory(input: { name: "Outdoor Play" }) { id } }');
    const categoryId = category.data!.r.id;
    const create = 'mutation($i: NoteHelperSubCategoryInput!) { r: createNoteHelperSubCategory(input: $i) { id category { id name } } }';
    const sub = await gql<{ r: { id: string; category: { name: string } } }>(create, { i: { categoryId, name: 'Climbing' } });
    expect(sub.data!.r.category.name).toBe('Outdoor Play');
    const twice = await gql(create, { i: { categoryId, name: 'climbing' } });
    expect(twice.errors?.[0]?.extensions).toMatchObject({ fieldErrors: { name: ['The name has already been taken.'] } });
    // The same name under another category is fine.
    expect((await gql(create, { i: { categoryId: '1', name: 'Climbing' } })).errors).toBeUndefined();

    await gql('mutation($id: ID!) { deleteNoteHelperCategory(id: $id) { ok } }', { id: categoryId });
    const gone = await gql('query($id: ID!) { noteHelperSubCategory(id: $id) { id } }', { id: sub.data!.r.id });
    expect(gone.errors?.[0]?.extensions?.code).toBe('NOT_FOUND');
  });
});
