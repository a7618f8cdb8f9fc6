// Sample files through GraphQL: the 23 types (an enum in GraphQL, the API's spelling on the wire), a download URL
// that serves the CSV, the samples of this group's imports importing cleanly, upload that replaces a type's sample,
// delete, and the 'Sample Files' permission.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sendMultipart } from '../../test/multipart.js';
import { startStack, type Stack } from '../../test/stack.js';

let stack: Stack;
let office: string;
beforeAll(async () => {
  stack = await startStack();
  office = await stack.signIn('Office administrator');
});
afterAll(() => stack.stop());

interface SampleFile {
  uuid: string;
  type: string;
  fileName: string;
  mimeType: string;
  size: number;
}

const LIST =
  'query($p: PageInput, $f: SampleFileFilter) { sampleFiles(page: $p, filter: $f) { pageInfo { total } nodes { uuid type fileName mimeType size } } }';
const DOWNLOAD = 'query($uuid: ID!) { sampleFileDownload(uuid: $uuid) { url fileName } }';

async function list(filter?: Record<string, unknown>): Promise<SampleFile[]> {
  const answer = await stack.gql<{ sampleFiles: { nodes: SampleFile[] } }>(LIST, { p: { perPage: 50 }, f: filter }, office);
  expect(answer.errors).toBeUndefined();
  return answer.data!.sampleFiles.nodes;
}

async function download(uuid: string): Promise<{ fileName: string; text: string }> {
  const answer = await stack.gql<{ sampleFileDownload: { url: string; fileName: string } }>(DOWNLOAD, { uuid }, office);
  expect(answer.errors).toBeUndefined();
  const file = await fetch(answer.data!.sampleFileDownload.url);
  expect(file.status).toBe(200);
  return { fileName: answer.data!.sampleFileDownload.fileName, text: (await file.text()).replace(/^\uFEFF/, '') };
}

describe('sample files', () => {
  it('lists one sample per type, the 23 types as GraphQL enum values', async () => {
    const files = await list();
    expect(files).toHaveLength(23);
    const types = new Set(files.map((file) => file.type));
    expect(types.size).toBe(23);
    expect(types).toContain('IMPORT_SKILL_AREA');
    expect(types).toContain('IMPORT_DOCUMENT_LABEL_SETTINGS');
    const school = files.find((file) => file.type === 'SCHOOL_IMPORT')!;
    expect(school).toMatchObject({ fileName: 'school-import.csv', mimeType: 'text/csv' });
    // The filter goes out in the API's spelling.
    stack.standIn.calls.reset();
    const filtered = await list({ type: 'NOTE_HELPER_CATEGORY_IMPORT' });
    expect(filtered.map((file) => file.type)).toEqual(['NOTE_HELPER_CATEGORY_IMPORT']);
    expect(stack.standIn.calls.last({ path: 'sample-file' })?.query).toMatchObject({ type: 'note-helper-category-import' });
  });

  it('serves every sample as a CSV with a header row and example rows, without a bearer token', async () => {
    for (const file of await list()) {
      const { fileName, text } = await download(file.uuid);
      expect(fileName).toBe(file.fileName);
      const lines = text.trim().split(/\r\n/);
      expect(lines.length).toBeGreaterThanOrEqual(2);
      expect(lines[0]).toMatch(/^[a-z_]+(,[a-z_]+)+$/);
    }
  });

  const imports = [
    { type: 'IMPORT_SKILL_AREA', mutation: 'importSkillAreas' },
    { type: 'IMPORT_BCBA_TASK', mutation: 'importBcbaTasks' },
    { type: 'SCHOOL_IMPORT', mutation: 'importSchools' },
    { type: 'NOTE_HELPER_CATEGORY_IMPORT', mutation: 'importNoteHelperCategories' },
  ];
  for (const { type, mutation } of imports) {
    it(`the ${type} sample imports every row through ${mutation}`, async () => {
      const [file] = await list({ type });
      const { text } = await download(file!.uuid);
      const rows = text.trim().split(/\r\n/).length - 1;
      const answer = await sendMultipart(
        stack.gateway.url,
        `mutation($file: Upload!) { r: ${mutation}(file: $file) { imported rejected errors { row message } } }`,
        { file: null },
        { 'variables.file': { bytes: new TextEncoder().encode(text), name: file!.fileName, type: 'text/csv' } },
        office,
      );
      expect(answer.body.errors).toBeUndefined();
      expect(answer.body.data?.r).toEqual({ imported: rows, rejected: 0, errors: [] });
    });
  }

  it('replaces a type’s sample on upload, and deletes one', async () => {
    const [before] = await list({ type: 'IMPORT_SKILL_AREA' });
    const csv = 'name,code,description,status\r\nReplacement sample,RS,From the office,1\r\n';
    const uploaded = await sendMultipart(
      stack.gateway.url,
      'mutation($type: SampleFileType!, $file: Upload!) { r: uploadSampleFile(type: $type, file: $file) { uuid type fileName size } }',
      { type: 'IMPORT_SKILL_AREA', file: null },
      { 'variables.file': { bytes: new TextEncoder().encode(csv), name: 'my skill areas.csv', type: 'text/csv' } },
      office,
    );
    expect(uploaded.body.errors).toBeUndefined();
    const sample = uploaded.body.data?.r as SampleFile;
    expect(sample).toMatchObject({ type: 'IMPORT_SKILL_AREA', fileName: 'import-skill-area.csv', size: csv.length });
    expect(sample.uuid).not.toBe(before!.uuid);
    expect(stack.standIn.calls.last({ path: 'sample-file', method: 'POST' })?.body).toMatchObject({ type: 'import-skill-area' });
    expect((await download(sample.uuid)).text).toBe(csv);
    expect(await list()).toHaveLength(23);
    const old = await stack.gql(DOWNLOAD, { uuid: before!.uuid }, office);
    expect(old.errors?.[0]?.extensions?.code).toBe('NOT_FOUND');

    const removed = await stack.gql<{ r: { ok: boolean } }>(
      'mutation($uuid: ID!) { r: deleteSampleFile(uuid: $uuid, redirectTo: "/sample-files") { ok message } }',
      { uuid: sample.uuid },
      office,
    );
    expect(removed.data?.r.ok).toBe(true);
    expect(await list()).toHaveLength(22);
  });

  it('refuses a file type imports cannot read', async () => {
    const answer = await sendMultipart(
      stack.gateway.url,
      'mutation($type: SampleFileType!, $file: Upload!) { r: uploadSampleFile(type: $type, file: $file) { uuid } }',
      { type: 'IMPORT_STAFF', file: null },
      { 'variables.file': { bytes: new Uint8Array([0x4d, 0x5a, 0x90, 0]), name: 'setup.exe', type: 'application/octet-stream' } },
      office,
    );
    expect(answer.body.errors?.[0]?.extensions).toMatchObject({ code: 'BAD_USER_INPUT', fieldErrors: { file: [expect.any(String)] } });
  });

  it('keeps sample files from a therapist', async () => {
    const therapist = await stack.signIn('Therapist');
    const answer = await stack.gql(LIST, {}, therapist);
    expect(answer.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
  });
});
