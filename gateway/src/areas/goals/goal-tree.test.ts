// Goals through GraphQL as the office administrator: a parent goal with sub-goals built, its playlist reordered and
// its attributes filled; the tree read back; deleting the parent takes the sub-goals, restoring brings them back;
// mass edit and mass delete answer how many goals they touched.
import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startStack, type Stack } from '../../test/stack.js';

const GOAL = `id name studentId parentId skillAreaId skillArea { name } progressStatus recordingType subGoalCount targetCount
  targets { id position name status } attributes { attributeId name fieldType value }`;
const SHOW = `query($id: ID!) { goal(id: $id) { ${GOAL} subGoals { id name parentId } } }`;
const CREATE = `mutation($i: GoalInput!) { createGoal(input: $i) { ${GOAL} } }`;
const UPDATE = `mutation($id: ID!, $i: GoalInput!) { updateGoal(id: $id, input: $i) { ${GOAL} } }`;

interface Target {
  id: string;
  position: number;
  name: string;
  status: string;
}
interface Goal {
  id: string;
  name: string;
  studentId: string;
  parentId: string | null;
  subGoalCount: number;
  targetCount: number;
  targets: Target[];
  attributes: { attributeId: string; name: string; value: string | null }[];
  subGoals?: { id: string }[];
}

let stack: Stack;
let token: string;
let studentId: string;
let skillAreaId: string;
let domain: { id: string; options: string[] };
beforeAll(async () => {
  stack = await startStack();
  token = await stack.signIn('Office administrator');
  const lists = await stack.gql<{
    clientList: { id: string }[];
    skillAreaList: { id: string }[];
    goalAttributeDropdown: { id: string; name: string; options: string[] }[];
  }>('{ clientList { id } skillAreaList { id } goalAttributeDropdown { id name options } }', {}, token);
  expect(lists.errors).toBeUndefined();
  studentId = lists.data!.clientList[0]!.id;
  skillAreaId = lists.data!.skillAreaList[0]!.id;
  domain = lists.data!.goalAttributeDropdown.find((attribute) => attribute.name === 'Domain')!;
});
afterAll(() => stack.stop());

const call = <T>(query: string, variables?: Record<string, unknown>) => stack.gql<T>(query, variables, token);

async function create(input: Record<string, unknown>): Promise<Goal> {
  const answer = await call<{ createGoal: Goal }>(CREATE, {
    i: { studentId, skillAreaId, attributes: [{ attributeId: domain.id, value: domain.options[0] }], ...input },
  });
  expect(answer.errors).toBeUndefined();
  return answer.data!.createGoal;
}

async function show(id: string): Promise<Goal> {
  const answer = await call<{ goal: Goal }>(SHOW, { id });
  expect(answer.errors).toBeUndefined();
  return answer.data!.goal;
}

describe('a goal tree', () => {
  it('builds a parent goal with sub-goals, reorders a playlist, and keeps the target ids', async () => {
    const parent = await create({ name: 'Tree parent: communicate needs' });
    const first = await create({
      name: 'Tree sub: request items',
      parentId: parent.id,
      targets: [{ name: 'Juice' }, { name: 'Ball', status: 'In Training' }, { name: 'Bubbles' }],
    });
    await create({ name: 'Tree sub: label objects', parentId: parent.id });
    expect(first.parentId).toBe(parent.id);
    expect(first.targets.map((target) => [target.position, target.name])).toEqual([
      [1, 'Juice'],
      [2, 'Ball'],
      [3, 'Bubbles'],
    ]);
    expect(first.attributes.find((value) => value.name === 'Domain')?.value).toBe(domain.options[0]);

    const tree = await show(parent.id);
    expect(tree.subGoalCount).toBe(2);
    expect(tree.subGoals!.map((sub) => sub.id)).toContain(first.id);
    const subs = await call<{ subGoals: { id: string }[]; parentGoals: { id: string }[] }>(
      'query($id: ID!, $s: ID) { subGoals(id: $id) { id } parentGoals(studentId: $s) { id } }',
      { id: parent.id, s: studentId },
    );
    expect(subs.data!.subGoals).toHaveLength(2);
    expect(subs.data!.parentGoals.map((goal) => goal.id)).toContain(parent.id);
    expect(subs.data!.parentGoals.map((goal) => goal.id)).not.toContain(first.id);

    // Bubbles moves to the top; the targets keep their ids.
    const [juice, ball, bubbles] = first.targets;
    const reordered = await call<{ updateGoal: Goal }>(UPDATE, {
      id: first.id,
      i: {
        studentId,
        skillAreaId,
        name: first.name,
        parentId: parent.id,
        targets: [bubbles, juice, ball].map(({ id, name, status }) => ({ id, name, status })),
      },
    });
    expect(reordered.errors).toBeUndefined();
    expect(reordered.data!.updateGoal.targets.map((target) => [target.position, target.id])).toEqual([
      [1, bubbles!.id],
      [2, juice!.id],
      [3, ball!.id],
    ]);
    expect((await show(first.id)).targets.map((target) => target.name)).toEqual(['Bubbles', 'Juice', 'Ball']);
  });

  it('refuses a third level, a parent of another student, a repeated target and a bad attribute value', async () => {
    const parent = await create({ name: 'Tree parent: refusals' });
    const sub = await create({ name: 'Tree sub: refusals', parentId: parent.id });
    const third = await call(CREATE, { i: { studentId, skillAreaId, name: 'Third level', parentId: sub.id } });
    expect(third.errors?.[0]?.extensions?.fieldErrors).toMatchObject({ parentId: ['A sub-goal cannot have sub-goals of its own.'] });
    const repeated = await call(CREATE, { i: { studentId, skillAreaId, name: 'Repeats', targets: [{ name: 'Cup' }, { name: 'cup' }] } });
    expect(JSON.stringify(repeated.errors)).toContain('The playlist already has a target named cup.');
    const badValue = await call(CREATE, {
      i: { studentId, skillAreaId, name: 'Bad value', attributes: [{ attributeId: domain.id, value: 'Astronomy' }] },
    });
    expect(JSON.stringify(badValue.errors)).toContain('Domain must be one of:');
  });

  it('deletes a parent with its sub-goals, restores them together, and purges them together', async () => {
    const parent = await create({ name: 'Tree parent: lifecycle' });
    const sub = await create({ name: 'Tree sub: lifecycle', parentId: parent.id });
    expect((await call('mutation($id: ID!) { deleteGoal(id: $id) { ok } }', { id: parent.id })).errors).toBeUndefined();
    const deleted = await call<{ deletedGoals: { nodes: { id: string }[] } }>('{ deletedGoals(page: { perPage: 500 }) { nodes { id } } }');
    expect(deleted.errors).toBeUndefined();
    expect(deleted.data!.deletedGoals.nodes.map((goal) => goal.id)).toEqual(expect.arrayContaining([parent.id, sub.id]));
    expect((await call('mutation($ids: [ID!]!) { restoreGoal(ids: $ids) { ok } }', { ids: [parent.id] })).errors).toBeUndefined();
    expect((await show(parent.id)).subGoals!.map((goal) => goal.id)).toEqual([sub.id]);
    await call('mutation($id: ID!) { deleteGoal(id: $id) { ok } }', { id: parent.id });
    expect((await call('mutation($ids: [ID!]!) { permanentlyDeleteGoal(ids: $ids) { ok } }', { ids: [parent.id] })).errors).toBeUndefined();
    const gone = await call<{ deletedGoals: { nodes: { id: string }[] } }>('{ deletedGoals(page: { perPage: 500 }) { nodes { id } } }');
    expect(gone.data!.deletedGoals.nodes.map((goal) => goal.id)).not.toContain(sub.id);
  });
});

describe('mass edit and mass delete', () => {
  it('say how many goals they touched; deleting a parent counts its sub-goals', async () => {
    const parent = await create({ name: 'Mass parent' });
    const subs = [await create({ name: 'Mass sub one', parentId: parent.id }), await create({ name: 'Mass sub two', parentId: parent.id })];
    const lone = await create({ name: 'Mass lone goal' });
    const edited = await call<{ massEditGoals: { count: number; message: string } }>(
      'mutation($ids: [ID!]!, $i: GoalMassEditInput!) { massEditGoals(ids: $ids, input: $i) { count message } }',
      { ids: subs.map((goal) => goal.id), i: { progressStatus: 'Mastered' } },
    );
    expect(edited.data!.massEditGoals).toEqual({ count: 2, message: '2 goals updated.' });
    expect((await show(subs[0]!.id)) as unknown as { progressStatus: string }).toMatchObject({ progressStatus: 'Mastered' });

    const removed = await call<{ massDeleteGoals: { count: number; message: string } }>(
      'mutation($ids: [ID!]!) { massDeleteGoals(ids: $ids) { count message } }',
      { ids: [parent.id, lone.id] },
    );
    expect(removed.errors).toBeUndefined();
    expect(removed.data!.massDeleteGoals).toEqual({ count: 4, message: '4 goals deleted.' });
    const left = await call<{ goals: { nodes: { id: string }[] } }>(
      'query($f: GoalFilter) { goals(filter: $f, page: { perPage: 500 }) { nodes { id } } }',
      { f: { studentId } },
    );
    expect(left.data!.goals.nodes.map((goal) => goal.id)).not.toEqual(expect.arrayContaining([subs[0]!.id]));
  });
});

describe('the goal export', () => {
  it("writes the searched goals as a workbook with the import's columns", async () => {
    await create({ name: 'Export me: request help', targets: [{ name: 'Help please' }, { name: 'Open it' }] });
    const answer = await call<{ exportGoals: { url: string } }>(
      'mutation($p: PageInput, $f: GoalFilter) { exportGoals(page: $p, filter: $f) { url } }',
      {
        p: { search: 'Export me' },
        f: { studentId },
      },
    );
    expect(answer.errors).toBeUndefined();
    const file = await fetch(answer.data!.exportGoals.url);
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load((await file.arrayBuffer()) as ExcelJS.Buffer);
    const rows = workbook.worksheets[0]!.getSheetValues()
      .filter(Boolean)
      .map((row) => (row as unknown[]).slice(1));
    expect(rows[0]).toEqual(['student_name', 'parent_goal', 'goal_name', 'skill_area', 'targets', 'recording_type', 'mastery_criteria']);
    expect(rows).toHaveLength(2);
    expect(rows[1]).toEqual(expect.arrayContaining(['Export me: request help', 'Help please; Open it']));
  });
});
