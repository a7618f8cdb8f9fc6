// Case documents through GraphQL: the list filtered by student, a case document made from a template with its
// student and template named, bad input refused by field, the soft-delete lifecycle; the templates' deleted list.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startStack, type Stack } from '../../test/stack.js';

const FIELDS = 'id title studentId student { id firstName lastName } caseDocumentTemplateId template { id name } openedOn caseStatus content';
const LIST = `query($filter: CaseDocumentFilter) { caseDocuments(filter: $filter) { pageInfo { total } nodes { ${FIELDS} } } }`;
const CREATE = `mutation($input: CaseDocumentInput!) { createCaseDocument(input: $input) { ${FIELDS} } }`;

let stack: Stack;
let office: string;
beforeAll(async () => {
  stack = await startStack();
  office = await stack.signIn('Office administrator');
});
afterAll(() => stack.stop());

describe('case documents', () => {
  it('makes one for a student from a template, lists it by student, deletes and restores it', async () => {
    const input = {
      title: 'Treatment Plan 2026',
      studentId: '1',
      caseDocumentTemplateId: '3',
      openedOn: '2026-11-02',
      caseStatus: 'Open',
      content: 'Goals',
    };
    const created = await stack.gql<{ createCaseDocument: { id: string; student: { id: string }; template: { name: string } } }>(
      CREATE,
      { input },
      office,
    );
    expect(created.errors).toBeUndefined();
    const row = created.data!.createCaseDocument;
    expect(row).toMatchObject({ student: { id: '1' }, template: { name: 'Treatment Plan' }, openedOn: '2026-11-02' });

    const listed = await stack.gql<{ caseDocuments: { nodes: { id: string; studentId: string }[] } }>(LIST, { filter: { studentId: '1' } }, office);
    expect(listed.data!.caseDocuments.nodes.map((node) => node.id)).toContain(row.id);
    expect(listed.data!.caseDocuments.nodes.every((node) => node.studentId === '1')).toBe(true);

    expect((await stack.gql(`mutation($id: ID!) { deleteCaseDocument(id: $id) { ok } }`, { id: row.id }, office)).errors).toBeUndefined();
    const deleted = await stack.gql<{ deletedCaseDocuments: { nodes: { id: string }[] } }>('{ deletedCaseDocuments { nodes { id } } }', {}, office);
    expect(deleted.data!.deletedCaseDocuments.nodes.map((node) => node.id)).toContain(row.id);
    expect((await stack.gql(`mutation($ids: [ID!]!) { restoreCaseDocument(ids: $ids) { ok } }`, { ids: [row.id] }, office)).errors).toBeUndefined();
  });

  it('refuses a student or template that is not there and an unknown status by field, and a date that is not one', async () => {
    const input = { title: 'Bad', studentId: '999999', caseDocumentTemplateId: '6', openedOn: '2026-02-03', caseStatus: 'Pending' };
    const answer = await stack.gql(CREATE, { input }, office);
    expect(Object.keys(answer.errors?.[0]?.extensions?.fieldErrors as object).sort()).toEqual(['caseDocumentTemplateId', 'caseStatus', 'studentId']);
    const date = await stack.gql(
      CREATE,
      { input: { ...input, studentId: '1', caseDocumentTemplateId: null, caseStatus: 'Open', openedOn: '2026-02-30' } },
      office,
    );
    expect(date.errors?.[0]?.message).toMatch(/must be real calendar dates/);
  });

  it('lists the templates and the deleted ones apart', async () => {
    const live = await stack.gql<{ caseDocumentTemplates: { nodes: { name: string }[] } }>(
      '{ caseDocumentTemplates { nodes { name } } }',
      {},
      office,
    );
    const gone = await stack.gql<{ deletedCaseDocumentTemplates: { nodes: { name: string }[] } }>(
      '{ deletedCaseDocumentTemplates { nodes { name } } }',
      {},
      office,
    );
    expect(live.data!.caseDocumentTemplates.nodes.map((n) => n.name)).toContain('Intake Packet');
    expect(gone.data!.deletedCaseDocumentTemplates.nodes.map((n) => n.name)).toEqual(['Crisis Plan']);
  });
});
