// Staff documents through GraphQL: a therapist's pending documents going down as they upload, replace and delete;
// files refused by content and size before they reach the API; the ZIP and PDF downloads opened as a person would;
// the label settings that decide what is pending.
import { strToU8, unzipSync, zipSync } from 'fflate';
import { PDFDocument } from 'pdf-lib';
import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { gifBytes, sendMultipart } from '../../test/multipart.js';
import { startStack, type Stack } from '../../test/stack.js';
import { staffFileMessages } from './file-rules.js';

const therapistId = '3';
// A real 1×1 PNG, which pdf-lib can place on a page.
const onePixelPng = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==', 'base64');

async function pdfBytes(title: string): Promise<Uint8Array> {
  const document = await PDFDocument.create();
  document.addPage().drawText(title);
  return document.save();
}

const DOCUMENTS = `query($staffId: ID!) { staffDocuments(staffId: $staffId) {
  staffId staffName staffTitle pendingFileCount
  requirements { labelId label required state file { id name } }
  files { id name fileName mimeType size url labelId label expiresOn }
} }`;
const NOTICE = '{ documentNotification { pendingFileCount message } }';
const UPLOAD = `mutation($staffId: ID!, $labelId: ID, $name: String, $file: Upload!) {
  uploadStaffFile(staffId: $staffId, labelId: $labelId, name: $name, file: $file) { id name fileName mimeType size url label expiresOn }
}`;
const UPDATE = `mutation($id: ID!, $name: String, $file: Upload) {
  updateStaffFile(id: $id, name: $name, file: $file) { id name fileName mimeType size url }
}`;

interface Requirement {
  labelId: string;
  label: string;
  required: number;
  state: string;
  file: { id: string } | null;
}
interface Documents {
  staffId: string;
  staffName: string;
  staffTitle: string | null;
  pendingFileCount: number;
  requirements: Requirement[];
  files: { id: string; url: string; fileName: string; mimeType: string }[];
}

let stack: Stack;
let therapist: string;
let office: string;
beforeAll(async () => {
  stack = await startStack();
  therapist = await stack.signIn('Therapist');
  office = await stack.signIn('Office administrator');
});
afterAll(() => stack.stop());

async function documentsOf(staffId: string, token: string): Promise<Documents> {
  const answer = await stack.gql<{ staffDocuments: Documents }>(DOCUMENTS, { staffId }, token);
  expect(answer.errors).toBeUndefined();
  return answer.data!.staffDocuments;
}

async function notice(token: string): Promise<number> {
  const answer = await stack.gql<{ documentNotification: { pendingFileCount: number } }>(NOTICE, {}, token);
  return answer.data!.documentNotification.pendingFileCount;
}

async function upload(variables: Record<string, unknown>, file: { bytes: Uint8Array; name: string; type: string }, token = therapist) {
  return sendMultipart(stack.gateway.url, UPLOAD, { ...variables, file: null }, { 'variables.file': file }, token);
}

async function download(url: string): Promise<Uint8Array> {
  const res = await fetch(url);
  expect(res.status).toBe(200);
  return new Uint8Array(await res.arrayBuffer());
}

describe('a therapist uploading their pending documents', () => {
  it('lists what the title requires, and the notice counts the same pending documents', async () => {
    const documents = await documentsOf(therapistId, therapist);
    expect(documents.staffName).toBe('Jordan Ellis');
    expect(documents.requirements.length).toBeGreaterThan(0);
    const pending = documents.requirements.filter((r) => r.required === 1 && r.state !== 'UPLOADED');
    expect(documents.pendingFileCount).toBe(pending.length);
    expect(documents.pendingFileCount).toBeGreaterThan(0);
    expect(await notice(therapist)).toBe(documents.pendingFileCount);
  });

  it('uploads a PDF for a pending label: the count goes down, and the file is served as sent', async () => {
    const before = await documentsOf(therapistId, therapist);
    const label = before.requirements.find((r) => r.required === 1 && r.state === 'PENDING')!;
    const bytes = await pdfBytes('CPR card');
    const answer = await upload({ staffId: therapistId, labelId: label.labelId }, { bytes, name: 'scan.pdf', type: 'application/pdf' });
    expect(answer.body.errors).toBeUndefined();
    const saved = answer.body.data!.uploadStaffFile as { id: string; name: string; mimeType: string; size: number; url: string; label: string };
    expect(saved).toMatchObject({ name: label.label, mimeType: 'application/pdf', size: bytes.length, label: label.label });
    expect(Buffer.from(await download(saved.url)).equals(Buffer.from(bytes))).toBe(true);

    const after = await documentsOf(therapistId, therapist);
    expect(after.pendingFileCount).toBe(before.pendingFileCount - 1);
    expect(after.requirements.find((r) => r.labelId === label.labelId)).toMatchObject({ state: 'UPLOADED', file: { id: saved.id } });
    expect(await notice(therapist)).toBe(after.pendingFileCount);
  });

  it('replaces a document with a PNG and renames it', async () => {
    const { files } = await documentsOf(therapistId, therapist);
    const target = files[0]!;
    const answer = await sendMultipart(
      stack.gateway.url,
      UPDATE,
      { id: target.id, name: 'CPR card (renewed)', file: null },
      {
        'variables.file': { bytes: onePixelPng, name: 'photo.png', type: 'image/png' },
      },
      therapist,
    );
    expect(answer.body.errors).toBeUndefined();
    const saved = answer.body.data!.updateStaffFile as { name: string; mimeType: string; fileName: string; url: string };
    expect(saved).toMatchObject({ name: 'CPR card (renewed)', mimeType: 'image/png', fileName: 'photo.png' });
    expect(saved.url).not.toBe(target.url);
    expect(Buffer.from(await download(saved.url)).equals(onePixelPng)).toBe(true);
  });

  it('deletes a document: its label is pending again', async () => {
    const before = await documentsOf(therapistId, therapist);
    const answered = before.requirements.find((r) => r.required === 1 && r.file)!;
    const answer = await stack.gql<{ deleteStaffFile: { ok: boolean } }>(
      'mutation($id: ID!) { deleteStaffFile(id: $id) { ok message } }',
      { id: answered.file!.id },
      therapist,
    );
    expect(answer.data?.deleteStaffFile.ok).toBe(true);
    const after = await documentsOf(therapistId, therapist);
    expect(after.requirements.find((r) => r.labelId === answered.labelId)?.state).not.toBe('UPLOADED');
    expect(after.pendingFileCount).toBe(before.pendingFileCount + 1);
  });

  it('uploading every pending document brings the notice to 0', async () => {
    const documents = await documentsOf(therapistId, therapist);
    for (const requirement of documents.requirements.filter((r) => r.required === 1 && r.state !== 'UPLOADED')) {
      const answer = await upload(
        { staffId: therapistId, labelId: requirement.labelId },
        { bytes: await pdfBytes(requirement.label), name: `${requirement.label}.pdf`, type: 'application/pdf' },
      );
      expect(answer.body.errors).toBeUndefined();
    }
    expect((await documentsOf(therapistId, therapist)).pendingFileCount).toBe(0);
    const answer = await stack.gql<{ documentNotification: { pendingFileCount: number; message: string } }>(NOTICE, {}, therapist);
    expect(answer.data!.documentNotification).toEqual({ pendingFileCount: 0, message: 'No documents are awaiting upload.' });
  });
});

describe('files refused before they reach the API', () => {
  it('refuses a GIF named .pdf by its content', async () => {
    stack.standIn.calls.reset();
    const answer = await upload({ staffId: therapistId }, { bytes: gifBytes, name: 'scan.pdf', type: 'application/pdf' });
    expect(answer.body.errors?.[0]).toMatchObject({
      message: staffFileMessages.type,
      extensions: { code: 'BAD_USER_INPUT', fieldErrors: { file: [staffFileMessages.type] } },
    });
    expect(stack.standIn.calls.list({ path: 'staff-file' })).toHaveLength(0);
  });

  it('takes a Word document by its content, and refuses a ZIP that is not one', async () => {
    const docx = zipSync({ '[Content_Types].xml': strToU8('<Types/>'), 'word/document.xml': strToU8('<w:document/>') });
    const taken = await upload(
      { staffId: therapistId, name: 'Training notes' },
      { bytes: docx, name: 'notes.docx', type: 'application/octet-stream' },
    );
    expect(taken.body.errors).toBeUndefined();
    expect(taken.body.data!.uploadStaffFile).toMatchObject({
      name: 'Training notes',
      fileName: 'notes.docx',
      mimeType: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
    });
    const zip = zipSync({ 'notes.txt': strToU8('hello') });
    const refused = await upload(
      { staffId: therapistId },
      { bytes: zip, name: 'notes.docx', type: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document' },
    );
    expect(refused.body.errors?.[0]?.message).toBe(staffFileMessages.type);
  });

  it('refuses a file over 10 MB', async () => {
    stack.standIn.calls.reset();
    const bytes = new Uint8Array(10 * 1024 * 1024 + 1);
    bytes.set(new TextEncoder().encode('%PDF-1.4\n'));
    const answer = await upload({ staffId: therapistId }, { bytes, name: 'big.pdf', type: 'application/pdf' });
    expect(answer.body.errors?.[0]?.message).toBe(staffFileMessages.size);
    expect(stack.standIn.calls.list({ path: 'staff-file' })).toHaveLength(0);
  });

  it('lets a therapist read only their own documents; the office reads anyone’s', async () => {
    const answer = await stack.gql(DOCUMENTS, { staffId: '2' }, therapist);
    expect(answer.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
    expect((await documentsOf(therapistId, office)).staffId).toBe(therapistId);
  });
});

describe('downloads that open', () => {
  it('zips every document of a staff member', async () => {
    const { files } = await documentsOf(therapistId, office);
    const answer = await stack.gql<{ downloadStaffFiles: { url: string; fileName: string } }>(
      'mutation($staffId: ID!) { downloadStaffFiles(staffId: $staffId) { url fileName } }',
      { staffId: therapistId },
      office,
    );
    expect(answer.errors).toBeUndefined();
    expect(answer.data!.downloadStaffFiles.fileName).toBe('jordan-ellis-documents.zip');
    const entries = unzipSync(await download(answer.data!.downloadStaffFiles.url));
    expect(Object.keys(entries)).toHaveLength(files.length);
    const png = Object.values(entries).find((bytes) => bytes[1] === 0x50 && bytes[2] === 0x4e);
    expect(png && Buffer.from(png).equals(onePixelPng)).toBe(true);
    for (const [name, bytes] of Object.entries(entries)) {
      if (name.endsWith('.pdf')) expect((await PDFDocument.load(bytes)).getPageCount()).toBeGreaterThan(0);
    }
  });

  it('saves every PDF and image document as one PDF, and one document alone', async () => {
    const { files } = await documentsOf(therapistId, office);
    const bulk = await stack.gql<{ saveStaffFilesAsPdf: { url: string } }>(
      'mutation($staffId: ID!) { saveStaffFilesAsPdf(staffId: $staffId) { url fileName } }',
      { staffId: therapistId },
      office,
    );
    expect(bulk.errors).toBeUndefined();
    const merged = await PDFDocument.load(await download(bulk.data!.saveStaffFilesAsPdf.url));
    // The Word document is left out: one page for each PDF and image.
    expect(merged.getPageCount()).toBe(files.filter((file) => !file.mimeType.includes('wordprocessingml')).length);

    const image = files.find((file) => file.mimeType === 'image/png')!;
    const one = await stack.gql<{ saveStaffFileAsPdf: { url: string; fileName: string } }>(
      'mutation($id: ID!) { saveStaffFileAsPdf(id: $id) { url fileName } }',
      { id: image.id },
      therapist,
    );
    expect(one.errors).toBeUndefined();
    expect(one.data!.saveStaffFileAsPdf.fileName).toMatch(/\.pdf$/);
    expect((await PDFDocument.load(await download(one.data!.saveStaffFileAsPdf.url))).getPageCount()).toBe(1);
  });

  it('exports who has which document as a workbook', async () => {
    const answer = await stack.gql<{ exportStaffFiles: { url: string } }>('mutation { exportStaffFiles { url fileName } }', {}, office);
    expect(answer.errors).toBeUndefined();
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(Buffer.from(await download(answer.data!.exportStaffFiles.url)) as unknown as ExcelJS.Buffer);
    const sheet = workbook.worksheets[0]!;
    const header = (sheet.getRow(1).values as unknown[]).slice(1);
    expect(header.slice(0, 3)).toEqual(['Name', 'Email', 'Title']);
    expect(header.at(-1)).toBe('Pending');
    const jordan = sheet.getRows(2, sheet.rowCount - 1)!.find((row) => row.getCell(1).value === 'Jordan Ellis')!;
    expect(jordan.getCell(header.length).value).toBe(0);
    const therapistAnswer = await stack.gql('mutation { exportStaffFiles { url } }', {}, therapist);
    expect(therapistAnswer.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
  });
});

describe('document label settings', () => {
  const SETTING =
    'mutation($input: DocumentLabelSettingInput!) { createDocumentLabelSetting(input: $input) { id label staffTitle required expiresAfterDays } }';

  it('a new required label for the therapist’s title makes it pending; a second one like it is refused', async () => {
    const { staffTitle } = await documentsOf(therapistId, office);
    const titles = await stack.gql<{ staffTitles: { nodes: { id: string; name: string }[] } }>(
      '{ staffTitles(page: { perPage: 100 }) { nodes { id name } } }',
      {},
      office,
    );
    const title = titles.data!.staffTitles.nodes.find((t) => t.name === staffTitle)!;
    const input = { label: 'Mandated Reporter Training', staffTitleId: title.id, required: true, expiresAfterDays: 365 };
    const created = await stack.gql<{ createDocumentLabelSetting: Record<string, unknown> }>(SETTING, { input }, office);
    expect(created.errors).toBeUndefined();
    expect(created.data!.createDocumentLabelSetting).toMatchObject({
      label: 'Mandated Reporter Training',
      staffTitle,
      required: 1,
      expiresAfterDays: 365,
    });
    expect(await notice(therapist)).toBe(1);

    const again = await stack.gql(SETTING, { input }, office);
    expect(again.errors?.[0]?.extensions?.code).toBe('BAD_USER_INPUT');
    expect(again.errors?.[0]?.extensions?.fieldErrors).toMatchObject({
      label: [`The label Mandated Reporter Training is already set for ${staffTitle}.`],
    });
  });

  it('exports the settings in the sample file’s columns, and an exported file imports back without doubling', async () => {
    const exported = await stack.gql<{ exportDocumentLabelSettings: { url: string } }>(
      'mutation { exportDocumentLabelSettings { url } }',
      {},
      office,
    );
    expect(exported.errors).toBeUndefined();
    // The kit writes a byte-order mark so that Excel reads UTF-8.
    const csv = Buffer.from(await download(exported.data!.exportDocumentLabelSettings.url))
      .toString('utf8')
      .replace(/^\uFEFF/, '');
    expect(csv.split(/\r?\n/)[0]).toBe('label,staff_title,required,expires_after_days');
    const file = `label,staff_title,required,expires_after_days\nFirst Aid Certificate,RBT,1,730\nCPR Certification,RBT,1,730\nSomething,No Such Title,1,\n`;
    const answer = await sendMultipart(
      stack.gateway.url,
      'mutation($file: Upload!) { importDocumentLabelSettings(file: $file) { imported rejected errors { row message } } }',
      { file: null },
      {
        'variables.file': { bytes: new TextEncoder().encode(file), name: 'labels.csv', type: 'text/csv' },
      },
      office,
    );
    expect(answer.body.errors).toBeUndefined();
    expect(answer.body.data!.importDocumentLabelSettings).toEqual({
      imported: 1,
      rejected: 2,
      errors: [
        { row: 3, message: 'The label CPR Certification is already set for RBT.' },
        { row: 4, message: 'The selected staff title is invalid.' },
      ],
    });
  });
});
