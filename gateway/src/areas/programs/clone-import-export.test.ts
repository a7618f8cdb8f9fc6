// Programs beyond the lifecycle: cloning a program category, the program list's CSV export and import, and the
// permission.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sendMultipart } from '../../test/multipart.js';
import { startStack, type Stack } from '../../test/stack.js';

const CLONE = 'mutation($id: ID!) { cloneProgramCategory(id: $id) { id name description sortOrder status } }';

let stack: Stack;
let token: string;
beforeAll(async () => {
  stack = await startStack();
  token = await stack.signIn('Office administrator');
});
afterAll(() => stack.stop());

describe('cloneProgramCategory', () => {
  it('copies a category under the first free copy name', async () => {
    const source = await stack.gql<{ programCategory: { id: string; name: string; description: string; sortOrder: number; status: number } }>(
      '{ programCategory(id: "2") { id name description sortOrder status } }',
      {},
      token,
    );
    const original = source.data!.programCategory;
    const first = await stack.gql<{ cloneProgramCategory: typeof original }>(CLONE, { id: '2' }, token);
    expect(first.errors).toBeUndefined();
    expect(first.data!.cloneProgramCategory).toMatchObject({
      name: `${original.name} (Copy)`,
      description: original.description,
      sortOrder: original.sortOrder,
      status: original.status,
    });
    expect(first.data!.cloneProgramCategory.id).not.toBe(original.id);
    const second = await stack.gql<{ cloneProgramCategory: typeof original }>(CLONE, { id: '2' }, token);
    expect(second.data!.cloneProgramCategory.name).toBe(`${original.name} (Copy 2)`);
    const listed = await stack.gql<{ programCategories: { pageInfo: { total: number } } }>(
      'query($p: PageInput) { programCategories(page: $p) { pageInfo { total } } }',
      { p: { search: `${original.name} (Copy` } },
      token,
    );
    expect(listed.data!.programCategories.pageInfo.total).toBe(2);
  });

  it('answers NOT_FOUND for a deleted or unknown category and FORBIDDEN to a therapist', async () => {
    const deleted = stack.standIn.fixtures.programs.deletedCategories()[0]!;
    expect((await stack.gql(CLONE, { id: String(deleted.id) }, token)).errors?.[0]?.extensions?.code).toBe('NOT_FOUND');
    expect((await stack.gql(CLONE, { id: '9999' }, token)).errors?.[0]?.extensions?.code).toBe('NOT_FOUND');
    const therapist = await stack.signIn('Therapist');
    expect((await stack.gql(CLONE, { id: '2' }, therapist)).errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
  });
});

describe('program export and import', () => {
  it('exports the searched list, and imports good rows while refusing the rest', async () => {
    const exported = await stack.gql<{ exportPrograms: { url: string } }>(
      'mutation { exportPrograms(filter: { domain: "Motor" }) { url } }',
      {},
      token,
    );
    const text = await (await fetch(exported.data!.exportPrograms.url)).text();
    const lines = text
      .replace(/^\uFEFF/, '')
      .trim()
      .split('\r\n');
    expect(lines[0]).toBe('name,domain,description,mastery_criteria,status');
    const motor = stack.standIn.fixtures.programs.all().filter((row) => row.domain === 'Motor');
    expect(lines).toHaveLength(motor.length + 1);

    const csv = [
      'name,domain,mastery_criteria',
      'Riding a Tricycle,Motor,80% across 3 sessions',
      'Cutting with Scissors,Motor,',
      'Catching a Ball,Motor,',
    ].join('\n');
    const imported = await sendMultipart(
      stack.gateway.url,
      'mutation($file: Upload!) { importPrograms(file: $file) { imported rejected errors { row message } } }',
      { file: null },
      { 'variables.file': { bytes: new TextEncoder().encode(csv), name: 'programs.csv', type: 'text/csv' } },
      token,
    );
    expect(imported.body.data?.importPrograms).toEqual({
      imported: 2,
      rejected: 1,
      errors: [{ row: 3, message: 'The name has already been taken.' }],
    });
  });
});

describe('permission', () => {
  it("keeps programs, categories and target types the office administrator's", async () => {
    const therapist = await stack.signIn('Therapist');
    for (const list of ['programs', 'programCategories', 'programTargetTypes']) {
      const query = `{ ${list} { pageInfo { total } } }`;
      expect((await stack.gql(query, {}, therapist)).errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
      expect((await stack.gql(query, {}, token)).errors).toBeUndefined();
    }
  });
});
