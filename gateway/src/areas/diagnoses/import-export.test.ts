// Diagnoses beyond the lifecycle: the CSV export the returned URL serves, the import's counts, the permission.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sendMultipart } from '../../test/multipart.js';
import { startStack, type Stack } from '../../test/stack.js';

let stack: Stack;
let token: string;
beforeAll(async () => {
  stack = await startStack();
  token = await stack.signIn('Office administrator');
});
afterAll(() => stack.stop());

describe('exportDiagnoses', () => {
  it('answers a URL serving the filtered list as CSV', async () => {
    const answer = await stack.gql<{ exportDiagnoses: { url: string } }>(
      'mutation($f: DiagnosisFilter) { exportDiagnoses(filter: $f, page: { sortField: "code", sortBy: ASC }) { url } }',
      { f: { category: 'Intellectual disabilities' } },
      token,
    );
    expect(answer.errors).toBeUndefined();
    const file = await fetch(answer.data!.exportDiagnoses.url);
    expect(file.status).toBe(200);
    const lines = (await file.text())
      .replace(/^\uFEFF/, '')
      .trim()
      .split('\r\n');
    expect(lines[0]).toBe('code,description,category,status');
    const expected = stack.standIn.fixtures.diagnoses
      .all()
      .filter((row) => row.category === 'Intellectual disabilities')
      .map((row) => `${row.code},${row.description},${row.category},${row.status}`)
      .sort();
    expect(expected.length).toBeGreaterThan(2);
    expect(lines.slice(1)).toEqual(expected);
  });
});

describe('importDiagnoses', () => {
  it('saves the good rows and reports each refused row by its line', async () => {
    const csv = [
      'code,description,category,status',
      'F80.81,Childhood onset fluency disorder,Developmental disorders of speech and language,1',
      'F84.0,Autistic disorder (again),Pervasive developmental disorders,1',
      'F81.81,,Developmental disorders of scholastic skills,1',
      'F93.8,Other childhood emotional disorders,,',
    ].join('\n');
    const answer = await sendMultipart(
      stack.gateway.url,
      'mutation($file: Upload!) { importDiagnoses(file: $file) { imported rejected errors { row message } } }',
      { file: null },
      { 'variables.file': { bytes: new TextEncoder().encode(csv), name: 'icd10.csv', type: 'text/csv' } },
      token,
    );
    expect(answer.body.data?.importDiagnoses).toEqual({
      imported: 2,
      rejected: 2,
      errors: [
        { row: 3, message: 'The code has already been taken.' },
        { row: 4, message: 'The description field is required.' },
      ],
    });
    const listed = await stack.gql<{ diagnoses: { nodes: { code: string; status: number }[] } }>(
      '{ diagnoses(page: { search: "F93.8" }) { nodes { code status } } }',
      {},
      token,
    );
    // A blank status takes the default, active.
    expect(listed.data!.diagnoses.nodes).toEqual([{ code: 'F93.8', status: 1 }]);
  });
});

describe('permission', () => {
  it("is the office administrator's and not the therapist's", async () => {
    const therapist = await stack.signIn('Therapist');
    expect((await stack.gql('{ diagnoses { pageInfo { total } } }', {}, therapist)).errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
    expect((await stack.gql('{ diagnoses { pageInfo { total } } }', {}, token)).errors).toBeUndefined();
  });
});
