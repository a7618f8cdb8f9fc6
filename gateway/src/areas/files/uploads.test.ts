// Files in and out of the file manager through GraphQL: several files uploaded at once and served back byte for
// byte; a type refused by its content and a size over 50 MB refused before anything is saved; a batch with one bad
// file saves none; an upload cut off half-way saves nothing; a Unicode name survives the download; a nested folder
// downloads as a ZIP whose listing is the folder's.
import { Readable } from 'node:stream';
import { strFromU8, unzipSync } from 'fflate';
import { PDFDocument } from 'pdf-lib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sendMultipart } from '../../test/multipart.js';
import { startStack, type Stack } from '../../test/stack.js';
import { fileMessages, maxFileBytes } from './file-rules.js';

const FILE = 'id name folderId size mimeType url previewable createdBy';
const UPLOAD = `mutation($files: [Upload!]!, $folderId: ID) { uploadFiles(files: $files, folderId: $folderId) { ${FILE} } }`;
const CREATE = 'mutation($name: String!, $parentId: ID) { createFolder(input: { name: $name, parentId: $parentId }) { id name } }';
const CONTENTS = 'query($folderId: ID) { folderItems(folderId: $folderId) { folders { id name } files { id name size } } }';

interface StoredFile {
  id: string;
  name: string;
  size: number;
  mimeType: string;
  url: string;
  previewable: boolean;
  createdBy: string;
}
interface Upload {
  bytes: Uint8Array;
  name: string;
  type: string;
}

let stack: Stack;
let office: string;
beforeAll(async () => {
  stack = await startStack();
  office = await stack.signIn('Office administrator');
});
afterAll(() => stack.stop());

async function pdf(title: string): Promise<Uint8Array> {
  const document = await PDFDocument.create();
  document.addPage().drawText(title);
  return document.save();
}

const png = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==', 'base64');

async function folder(name: string, parentId: string | null = null): Promise<string> {
  const answer = await stack.gql<{ createFolder: { id: string } }>(CREATE, { name, parentId }, office);
  expect(answer.errors).toBeUndefined();
  return answer.data!.createFolder.id;
}

async function contents(folderId: string | null) {
  const answer = await stack.gql<{ folderItems: { folders: { id: string; name: string }[]; files: { id: string; name: string; size: number }[] } }>(
    CONTENTS,
    { folderId },
    office,
  );
  expect(answer.errors).toBeUndefined();
  return answer.data!.folderItems;
}

function upload(folderId: string | null, files: Upload[]) {
  const map = Object.fromEntries(files.map((file, index) => [`variables.files.${index}`, file]));
  return sendMultipart(stack.gateway.url, UPLOAD, { folderId, files: files.map(() => null) }, map, office);
}

async function fetched(url: string): Promise<{ bytes: Uint8Array; disposition: string | null; type: string | null }> {
  const res = await fetch(url);
  expect(res.status).toBe(200);
  return {
    bytes: new Uint8Array(await res.arrayBuffer()),
    disposition: res.headers.get('content-disposition'),
    type: res.headers.get('content-type'),
  };
}

/** The name a Content-Disposition gives, read from its RFC 5987 `filename*`. */
function dispositionName(header: string | null): string | undefined {
  const encoded = /filename\*=UTF-8''([^;]+)/.exec(header ?? '')?.[1];
  return encoded === undefined ? undefined : decodeURIComponent(encoded);
}

describe('uploading', () => {
  it('takes several files at once, checked by content, and serves each back as sent', async () => {
    const target = await folder('Upload run');
    const files = [
      { bytes: await pdf('Behavior plan'), name: 'Behavior plan.pdf', type: 'application/pdf' },
      { bytes: new Uint8Array(png), name: 'Visual schedule.png', type: 'image/png' },
      { bytes: new TextEncoder().encode('date,target,trials\n2026-11-20,Mand,10\n'), name: 'Trials.csv', type: 'text/csv' },
    ];
    const answer = await upload(target, files);
    expect(answer.body.errors).toBeUndefined();
    const saved = (answer.body.data as { uploadFiles: StoredFile[] }).uploadFiles;
    expect(saved.map((file) => [file.name, file.mimeType, file.previewable])).toEqual([
      ['Behavior plan.pdf', 'application/pdf', true],
      ['Visual schedule.png', 'image/png', true],
      ['Trials.csv', 'text/csv', false],
    ]);
    for (const [index, file] of saved.entries()) {
      expect(file.size).toBe(files[index]!.bytes.length);
      expect((await fetched(file.url)).bytes).toEqual(files[index]!.bytes);
    }
    expect((await contents(target)).files.map((file) => file.name)).toEqual(['Behavior plan.pdf', 'Trials.csv', 'Visual schedule.png']);

    // In the trash, a file is no longer served; restored, it is again.
    const first = saved[0]!;
    await stack.gql('mutation($id: ID!) { deleteFile(id: $id) { ok } }', { id: first.id }, office);
    expect((await fetch(first.url)).status).toBe(404);
    await stack.gql('mutation($ids: [ID!]) { restoreFolderItems(input: { fileIds: $ids }) { ok } }', { ids: [first.id] }, office);
    expect((await fetch(first.url)).status).toBe(200);
  });

  it('refuses a type that is not allowed by its content, whatever its name, before the API sees it', async () => {
    const target = await folder('Type check');
    stack.standIn.calls.reset();
    const program = new Uint8Array([0x4d, 0x5a, 0x90, 0x00, 0x03, 0x00, 0x00, 0x00]);
    const answer = await upload(target, [{ bytes: program, name: 'Assessment.pdf', type: 'application/pdf' }]);
    const error = answer.body.errors?.[0];
    expect(error?.message).toBe(`Assessment.pdf: ${fileMessages.type}`);
    expect(error?.extensions).toMatchObject({ code: 'BAD_USER_INPUT', fieldErrors: { 'files.0': [`Assessment.pdf: ${fileMessages.type}`] } });
    expect(stack.standIn.calls.count({ path: 'file-upload' })).toBe(0);

    // Text passes only as .csv or .txt.
    const script = await upload(target, [{ bytes: new TextEncoder().encode('echo hi'), name: 'run.sh', type: 'text/plain' }]);
    expect(script.body.errors?.[0]?.message).toBe(`run.sh: ${fileMessages.type}`);
    expect((await contents(target)).files).toEqual([]);
  });

  it('saves none of a batch in which one file is refused', async () => {
    const target = await folder('All or nothing');
    const answer = await upload(target, [
      { bytes: await pdf('Good'), name: 'Good.pdf', type: 'application/pdf' },
      { bytes: new Uint8Array([0, 1, 2, 3]), name: 'Bad.pdf', type: 'application/pdf' },
    ]);
    expect(answer.body.errors?.[0]?.extensions?.fieldErrors).toEqual({ 'files.1': [`Bad.pdf: ${fileMessages.type}`] });
    expect((await contents(target)).files).toEqual([]);
  });

  it('refuses names with "/" or "..", and a name already in the folder', async () => {
    const target = await folder('Upload names');
    const bytes = await pdf('Plan');
    const dots = await upload(target, [{ bytes, name: '..pdf', type: 'application/pdf' }]);
    expect(dots.body.errors?.[0]?.message).toBe('..pdf: The name must not contain "..".');
    expect((await upload(target, [{ bytes, name: 'Plan.pdf', type: 'application/pdf' }])).body.errors).toBeUndefined();
    const again = await upload(target, [{ bytes, name: 'plan.PDF', type: 'application/pdf' }]);
    expect(again.body.errors?.[0]?.message).toBe('A file named "plan.PDF" already exists in this folder.');
    expect((await contents(target)).files.map((file) => file.name)).toEqual(['Plan.pdf']);
  });

  it("replaces a file's content, checked as an upload is", async () => {
    const target = await folder('Replace run');
    const first = (
      (await upload(target, [{ bytes: await pdf('Draft'), name: 'Plan.pdf', type: 'application/pdf' }])).body.data as { uploadFiles: StoredFile[] }
    ).uploadFiles[0]!;
    const REPLACE = `mutation($id: ID!, $file: Upload!) { replaceFile(id: $id, file: $file) { ${FILE} } }`;
    const final = await pdf('Final');
    const replaced = await sendMultipart(
      stack.gateway.url,
      REPLACE,
      { id: first.id, file: null },
      { 'variables.file': { bytes: final, name: 'final.pdf', type: 'application/pdf' } },
      office,
    );
    expect(replaced.body.errors).toBeUndefined();
    const file = (replaced.body.data as { replaceFile: StoredFile }).replaceFile;
    expect(file).toMatchObject({ id: first.id, name: 'Plan.pdf', size: final.length });
    expect((await fetched(file.url)).bytes).toEqual(final);
    const refused = await sendMultipart(
      stack.gateway.url,
      REPLACE,
      { id: first.id, file: null },
      { 'variables.file': { bytes: new Uint8Array([7, 7, 7]), name: 'x.pdf', type: 'application/pdf' } },
      office,
    );
    expect(refused.body.errors?.[0]?.message).toBe(`x.pdf: ${fileMessages.type}`);
  });
});

/** A GraphQL multipart upload of one generated file, written as a stream (the test never holds the file whole). */
function streamedUpload(folderId: string, name: string, size: number, head: Buffer, abortAfter?: number) {
  const boundary = '----uploadtest';
  const operations = JSON.stringify({ query: UPLOAD, variables: { folderId, files: [null] } });
  async function* body(): AsyncGenerator<Buffer> {
    yield Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="operations"\r\n\r\n${operations}\r\n`);
    yield Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="map"\r\n\r\n{"0":["variables.files.0"]}\r\n`);
    yield Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="0"; filename="${name}"\r\nContent-Type: application/pdf\r\n\r\n`);
    yield head;
    const chunk = Buffer.alloc(256 * 1024, 0x20);
    for (let sent = head.length; sent < size; sent += chunk.length) {
      if (abortAfter !== undefined && sent >= abortAfter) throw new Error('the browser went away');
      yield sent + chunk.length <= size ? chunk : chunk.subarray(0, size - sent);
    }
    yield Buffer.from(`\r\n--${boundary}--\r\n`);
  }
  return fetch(`${stack.gateway.url}graphql`, {
    method: 'POST',
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}`, 'apollo-require-preflight': 'true', authorization: `Bearer ${office}` },
    body: Readable.toWeb(Readable.from(body())) as ReadableStream,
    duplex: 'half',
  } as RequestInit);
}

const pdfHead = Buffer.from('%PDF-1.4\n%\xe2\xe3\xcf\xd3\n', 'latin1');

describe('large uploads', () => {
  it('saves a file of exactly 50 MB', async () => {
    const target = await folder('Fifty');
    const res = await streamedUpload(target, 'Scanned records.pdf', maxFileBytes, pdfHead);
    const body = (await res.json()) as { data?: { uploadFiles: StoredFile[] }; errors?: unknown[] };
    expect(body.errors).toBeUndefined();
    expect(body.data!.uploadFiles[0]!.size).toBe(maxFileBytes);
    expect((await contents(target)).files).toEqual([{ id: body.data!.uploadFiles[0]!.id, name: 'Scanned records.pdf', size: maxFileBytes }]);
  }, 60_000);

  it('refuses a file over 50 MB: the call to the API is cut off and nothing is saved', async () => {
    const target = await folder('Too big');
    stack.standIn.calls.reset();
    const res = await streamedUpload(target, 'Huge.pdf', maxFileBytes + 1, pdfHead);
    const body = (await res.json()) as { errors?: { message: string; extensions?: { code?: string } }[] };
    expect(body.errors?.[0]).toMatchObject({ message: `Huge.pdf: ${fileMessages.size}`, extensions: { code: 'BAD_USER_INPUT' } });
    // The stand-in saw the call begin, never a whole request.
    expect(stack.standIn.calls.count({ path: 'file-upload' })).toBeLessThanOrEqual(1);
    expect((await contents(target)).files).toEqual([]);
  }, 60_000);

  it('saves nothing when the upload is cut off half-way', async () => {
    const target = await folder('Interrupted');
    await expect(streamedUpload(target, 'Half.pdf', 8 * 1024 * 1024, pdfHead, 4 * 1024 * 1024).then((res) => res.text())).rejects.toThrow();
    // Give the gateway and the stand-in a moment to see the request end.
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect((await contents(target)).files).toEqual([]);
    expect((await contents(null)).files.map((file) => file.name)).not.toContain('Half.pdf');
  }, 60_000);
});

describe('downloading', () => {
  it('keeps a Unicode name with spaces in the download (RFC 5987)', async () => {
    const target = await folder('Unicode names');
    const name = 'Évaluation initiale – Zoë Müller 2026.pdf';
    const bytes = await pdf('Evaluation');
    const saved = ((await upload(target, [{ bytes, name, type: 'application/pdf' }])).body.data as { uploadFiles: StoredFile[] }).uploadFiles[0]!;
    expect(saved.name).toBe(name);
    const inline = await fetched(saved.url);
    expect(inline.disposition).toMatch(/^inline;/);
    expect(dispositionName(inline.disposition)).toBe(name);

    const DOWNLOAD = 'mutation($ids: [ID!]!) { downloadFiles(fileIds: $ids) { url fileName } }';
    const answer = await stack.gql<{ downloadFiles: { url: string; fileName: string } }>(DOWNLOAD, { ids: [saved.id] }, office);
    expect(answer.data?.downloadFiles.fileName).toBe(name);
    const attachment = await fetched(answer.data!.downloadFiles.url);
    expect(attachment.disposition).toMatch(/^attachment;/);
    expect(dispositionName(attachment.disposition)).toBe(name);
    expect(attachment.bytes).toEqual(bytes);
  });

  it("downloads a nested folder as a ZIP whose listing is the folder's", async () => {
    const root = await folder('Zip me');
    const inner = await folder('Inner', root);
    const deepest = await folder('Deepest', inner);
    await folder('Empty', root);
    const bytes = await pdf('Top');
    await upload(root, [{ bytes, name: 'Top.pdf', type: 'application/pdf' }]);
    await upload(deepest, [
      { bytes: png, name: 'Chart ü.png', type: 'image/png' },
      { bytes: new TextEncoder().encode('a,b\n1,2\n'), name: 'Data.csv', type: 'text/csv' },
    ]);

    // The folder's listing as the file manager shows it, walked down.
    const listing = async (folderId: string, prefix: string): Promise<string[]> => {
      const here = await contents(folderId);
      const below = await Promise.all(here.folders.map((child) => listing(child.id, `${prefix}${child.name}/`)));
      return [...here.folders.map((child) => `${prefix}${child.name}/`), ...here.files.map((file) => `${prefix}${file.name}`), ...below.flat()];
    };
    const expected = [...(await listing(root, 'Zip me/')), 'Zip me/'].sort();

    const ZIP = 'mutation($ids: [ID!]!) { downloadZippedFolders(folderIds: $ids) { url fileName } }';
    const answer = await stack.gql<{ downloadZippedFolders: { url: string; fileName: string } }>(ZIP, { ids: [root] }, office);
    expect(answer.errors).toBeUndefined();
    expect(answer.data!.downloadZippedFolders.fileName).toBe('Zip me.zip');
    const zip = await fetched(answer.data!.downloadZippedFolders.url);
    expect(zip.type).toBe('application/zip');
    const entries = unzipSync(zip.bytes);
    expect(Object.keys(entries).sort()).toEqual(expected);
    expect(entries['Zip me/Top.pdf']).toEqual(bytes);
    expect(strFromU8(entries['Zip me/Inner/Deepest/Data.csv']!)).toBe('a,b\n1,2\n');
    expect(entries['Zip me/Inner/Deepest/Chart ü.png']).toEqual(new Uint8Array(png));
  });

  it('zips the seeded Templates folder with its real documents', async () => {
    const templates = (await contents(null)).folders.find((item) => item.name === 'Templates')!;
    const answer = await stack.gql<{ downloadZippedFolders: { url: string } }>(
      'mutation($ids: [ID!]!) { downloadZippedFolders(folderIds: $ids) { url } }',
      { ids: [templates.id] },
      office,
    );
    const entries = unzipSync((await fetched(answer.data!.downloadZippedFolders.url)).bytes);
    const plan = entries['Templates/Treatment Plans/Treatment Plan Template.docx']!;
    expect(Object.keys(unzipSync(plan))).toContain('word/document.xml');
    const consent = await PDFDocument.load(entries['Templates/Consent for Treatment.pdf']!);
    expect(consent.getPageCount()).toBe(1);
  });
});
