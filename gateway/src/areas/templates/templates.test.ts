// Templates through GraphQL against the stand-in: the template lifecycle, a body checked by content and refused when
// it uses an unknown code (named), a Word template filled for a student (the DOCX unzipped holds the name), a PDF
// template's placed fields filled (the PDF's text read back with pdfjs-dist), short codes, review comments.
import { strToU8, strFromU8, unzipSync, zipSync } from 'fflate';
import { PDFDocument } from 'pdf-lib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sendMultipart } from '../../test/multipart.js';
import { startStack, type Stack } from '../../test/stack.js';
import { templateBodyMessage } from './resolvers.js';
import { pdfText } from './pdf-text.js';

const docxType = 'application/vnd.openxmlformats-officedocument.wordprocessingml.document';

/** A DOCX of one paragraph a line. */
function docx(lines: string[]): Uint8Array {
  const paragraphs = lines.map((line) => `<w:p><w:r><w:t xml:space="preserve">${line}</w:t></w:r></w:p>`).join('');
  return zipSync({
    '[Content_Types].xml': strToU8(
      '<?xml version="1.0" encoding="UTF-8"?><Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types"><Default Extension="rels" ContentType="application/vnd.openxmlformats-package.relationships+xml"/><Default Extension="xml" ContentType="application/xml"/><Override PartName="/word/document.xml" ContentType="application/vnd.openxmlformats-officedocument.wordprocessingml.document.main+xml"/></Types>',
    ),
    '_rels/.rels': strToU8(
      '<?xml version="1.0" encoding="UTF-8"?><Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships"><Relationship Id="rId1" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/officeDocument" Target="word/document.xml"/></Relationships>',
    ),
    'word/document.xml': strToU8(
      `<?xml version="1.0" encoding="UTF-8"?><w:document xmlns:w="http://schemas.openxmlformats.org/wordprocessingml/2006/main"><w:body>${paragraphs}</w:body></w:document>`,
    ),
  });
}

async function twoPagePdf(): Promise<Uint8Array> {
  const pdf = await PDFDocument.create();
  pdf.addPage([612, 792]).drawText('Intake form, page one', { x: 72, y: 740 });
  pdf.addPage([612, 792]).drawText('Page two', { x: 72, y: 740 });
  return pdf.save();
}

const FIELDS =
  'id name description kind fileName fields pages { number width height } placements { field page x y fontSize } formFields reviewStatus commentCount status';
const CREATE = `mutation($input: DocumentTemplateInput!) { createDocumentTemplate(input: $input) { ${FIELDS} } }`;
const UPDATE = `mutation($id: ID!, $input: DocumentTemplateInput!) { updateDocumentTemplate(id: $id, input: $input) { ${FIELDS} } }`;
const ONE = `query($id: ID!) { documentTemplate(id: $id) { ${FIELDS} } }`;
const LIST = `query($page: PageInput, $filter: DocumentTemplateFilter) { documentTemplates(page: $page, filter: $filter) { pageInfo { total } nodes { id name kind } } }`;
const DELETED = `{ deletedDocumentTemplates { nodes { id name } } }`;
const PREVIEW = `query($id: ID!, $studentId: ID!) { templatePreview(id: $id, studentId: $studentId) {
  templateId studentId studentName kind html docx { url fileName } pdf { url fileName } missing } }`;
const PLACE = `mutation($id: ID!, $placements: [TemplatePlacementInput!]!) { saveTemplatePlacements(id: $id, placements: $placements) { ${FIELDS} } }`;

type Template = {
  id: string;
  name: string;
  kind: string;
  fields: string[];
  pages: { number: number; width: number }[];
  placements: unknown[];
  commentCount: number;
  reviewStatus: string;
  fileName: string;
};
type Preview = {
  studentName: string;
  html: string;
  docx: { url: string; fileName: string } | null;
  pdf: { url: string; fileName: string };
  missing: string[];
};
type File = { bytes: Uint8Array; name: string; type: string };

let stack: Stack;
let office: string;
let therapist: string;
beforeAll(async () => {
  stack = await startStack();
  office = await stack.signIn('Office administrator');
  therapist = await stack.signIn('Therapist');
});
afterAll(() => stack.stop());

function create(input: Record<string, unknown>, file: File, token = office) {
  return sendMultipart(stack.gateway.url, CREATE, { input: { ...input, file: null } }, { 'variables.input.file': file }, token);
}

async function created(name: string, file: File): Promise<Template> {
  const answer = await create({ name }, file);
  expect(answer.body.errors).toBeUndefined();
  return answer.body.data!.createDocumentTemplate as Template;
}

async function preview(id: string, studentId = '1'): Promise<Preview> {
  const answer = await stack.gql<{ templatePreview: Preview }>(PREVIEW, { id, studentId }, office);
  expect(answer.errors).toBeUndefined();
  return answer.data!.templatePreview;
}

async function download(url: string): Promise<Uint8Array> {
  const res = await fetch(url);
  expect(res.status).toBe(200);
  return new Uint8Array(await res.arrayBuffer());
}

describe('templates', () => {
  it('lists the seeded templates, filters by kind, and refuses a therapist without Templates', async () => {
    const all = await stack.gql<{ documentTemplates: { pageInfo: { total: number }; nodes: { kind: string }[] } }>(LIST, {}, office);
    expect(all.errors).toBeUndefined();
    expect(all.data!.documentTemplates.pageInfo.total).toBeGreaterThanOrEqual(3);
    const pdfs = await stack.gql<{ documentTemplates: { nodes: { kind: string }[] } }>(LIST, { filter: { kind: 'PDF' } }, office);
    expect(pdfs.data!.documentTemplates.nodes.every((node) => node.kind === 'PDF')).toBe(true);
    const refused = await stack.gql(LIST, {}, therapist);
    expect(refused.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
  });

  it('creates a Word template, renames it, deletes and restores it', async () => {
    const template = await created('Welcome Letter', {
      bytes: docx(['Dear {guardian_name},', 'Welcome, {student_name}! {practice_name}']),
      name: 'welcome.docx',
      type: docxType,
    });
    expect(template).toMatchObject({ kind: 'WORD', fileName: 'welcome.docx', reviewStatus: 'In Review', pages: [] });
    expect(template.fields).toEqual(['guardian_name', 'student_name', 'practice_name']);

    const renamed = await sendMultipart(stack.gateway.url, UPDATE, { id: template.id, input: { name: 'Welcome Letter 2026' } }, {}, office);
    expect(renamed.body.errors).toBeUndefined();
    expect(renamed.body.data!.updateDocumentTemplate).toMatchObject({ name: 'Welcome Letter 2026', fields: template.fields });

    const removed = await stack.gql(`mutation($id: ID!) { deleteDocumentTemplate(id: $id) { ok } }`, { id: template.id }, office);
    expect(removed.errors).toBeUndefined();
    const deleted = await stack.gql<{ deletedDocumentTemplates: { nodes: { id: string }[] } }>(DELETED, {}, office);
    expect(deleted.data!.deletedDocumentTemplates.nodes.map((node) => node.id)).toContain(template.id);
    const restored = await stack.gql(`mutation($ids: [ID!]!) { restoreDocumentTemplate(ids: $ids) { ok } }`, { ids: [template.id] }, office);
    expect(restored.errors).toBeUndefined();
    expect((await stack.gql<{ documentTemplate: Template }>(ONE, { id: template.id }, office)).data!.documentTemplate.name).toBe(
      'Welcome Letter 2026',
    );
  });

  it('reports unknown merge fields by name and saves nothing', async () => {
    const before = await stack.gql<{ documentTemplates: { pageInfo: { total: number } } }>(LIST, {}, office);
    const answer = await create(
      { name: 'Bad codes' },
      { bytes: docx(['Hi {student_name}, {favourite_colour} and {shoe_size}']), name: 'bad.docx', type: docxType },
    );
    const message = 'The template uses unknown merge fields: {favourite_colour}, {shoe_size}.';
    expect(answer.body.errors?.[0]).toMatchObject({ extensions: { fieldErrors: { file: [message] } } });
    const after = await stack.gql<{ documentTemplates: { pageInfo: { total: number } } }>(LIST, {}, office);
    expect(after.data!.documentTemplates.pageInfo.total).toBe(before.data!.documentTemplates.pageInfo.total);
  });

  it('refuses a body that is neither a DOCX nor a PDF, by its content, before the API', async () => {
    stack.standIn.calls.reset();
    const answer = await create({ name: 'Not a document' }, { bytes: strToU8('just some text'), name: 'fake.docx', type: docxType });
    expect(answer.body.errors?.[0]).toMatchObject({ message: templateBodyMessage, extensions: { fieldErrors: { file: [templateBodyMessage] } } });
    expect(stack.standIn.calls.count({ path: 'document-template' })).toBe(0);
    const missing = await stack.gql(CREATE, { input: { name: 'No body' } }, office);
    expect(missing.errors?.[0]).toMatchObject({ extensions: { fieldErrors: { file: ['The file field is required.'] } } });
  });

  it('fills a Word template for a student: the DOCX holds the name, the preview shows it, a PDF is offered', async () => {
    const template = await created('Consent short', {
      bytes: docx(['Consent for {student_name}, born {dob}.', 'Signed {today} at {practice_name}']),
      name: 'consent.docx',
      type: docxType,
    });
    const filled = await preview(template.id);
    expect(filled.studentName).toBeTruthy();
    expect(filled.html).toContain(`Consent for ${filled.studentName}, born`);
    expect(filled.html).toContain('Bright Path ABA');
    expect(filled.docx!.fileName).toBe(`Consent short - ${filled.studentName}.docx`);
    const entries = unzipSync(await download(filled.docx!.url));
    const xml = strFromU8(entries['word/document.xml']!);
    expect(xml).toContain(filled.studentName);
    expect(xml).not.toContain('{student_name}');
    expect(await pdfText(await download(filled.pdf.url))).toContain(filled.studentName);
  });

  it('refuses a preview for a student that does not exist', async () => {
    const answer = await stack.gql(PREVIEW, { id: '1', studentId: '999999' }, office);
    expect(answer.errors?.[0]).toMatchObject({ extensions: { fieldErrors: { studentId: ['The selected student id is invalid.'] } } });
  });
});

describe('the PDF template editor', () => {
  it('reads the pages, saves placements, and the filled PDF has the text where placed', async () => {
    const template = await created('Two page intake', { bytes: await twoPagePdf(), name: 'intake.pdf', type: 'application/pdf' });
    expect(template.kind).toBe('PDF');
    expect(template.pages).toEqual([
      { number: 1, width: 612, height: 792 },
      { number: 2, width: 612, height: 792 },
    ]);

    const placements = [
      { field: 'student_name', page: 1, x: 100, y: 700, fontSize: 12 },
      { field: 'dob', page: 2, x: 100, y: 680 },
    ];
    const saved = await stack.gql<{ saveTemplatePlacements: Template }>(PLACE, { id: template.id, placements }, office);
    expect(saved.errors).toBeUndefined();
    expect(saved.data!.saveTemplatePlacements.fields).toEqual(['student_name', 'dob']);

    const filled = await preview(template.id);
    expect(filled.docx).toBeNull();
    const text = await pdfText(await download(filled.pdf.url));
    expect(text).toContain(filled.studentName);
    expect(text).toMatch(/\d{2}\/\d{2}\/\d{4}/);
  });

  it('refuses an unknown field, a page the PDF lacks and a point off the page, keeping what was saved', async () => {
    const template = await created('Placement checks', { bytes: await twoPagePdf(), name: 'checks.pdf', type: 'application/pdf' });
    const answer = await stack.gql(
      PLACE,
      {
        id: template.id,
        placements: [
          { field: 'shoe_size', page: 1, x: 10, y: 10 },
          { field: 'student_name', page: 3, x: 10, y: 10 },
          { field: 'dob', page: 1, x: 900, y: 10 },
        ],
      },
      office,
    );
    expect(answer.errors?.[0]?.extensions?.fieldErrors).toEqual({
      placements: [
        'The template uses unknown merge fields: {shoe_size}.',
        'Placement 2: the page must be between 1 and 2.',
        'Placement 3: x and y must be on the page.',
      ],
    });
    expect((await stack.gql<{ documentTemplate: Template }>(ONE, { id: template.id }, office)).data!.documentTemplate.placements).toEqual([]);
  });
});

describe('short codes', () => {
  const SAVE = `mutation($input: TemplateShortCodeInput!) { createTemplateShortCode(input: $input) { id code value } }`;

  it('adds a code templates may then use, and refuses a merge field’s code or a bad one', async () => {
    const added = await stack.gql(SAVE, { input: { code: 'clinic_fax', value: '(555) 010-9999' } }, office);
    expect(added.errors).toBeUndefined();
    const fields = await stack.gql<{ templateMergeFields: { code: string; shortCode: boolean }[] }>(
      '{ templateMergeFields { code label description shortCode } }',
      {},
      office,
    );
    expect(fields.data!.templateMergeFields).toContainEqual(expect.objectContaining({ code: 'clinic_fax', shortCode: true }));
    expect(fields.data!.templateMergeFields).toContainEqual(expect.objectContaining({ code: 'student_name', shortCode: false }));

    const template = await created('Fax cover', { bytes: docx(['Fax: {clinic_fax} for {student_name}']), name: 'fax.docx', type: docxType });
    expect((await preview(template.id)).html).toContain('(555) 010-9999');

    const merge = await stack.gql(SAVE, { input: { code: 'student_name', value: 'x' } }, office);
    expect(merge.errors?.[0]?.extensions?.fieldErrors).toEqual({ code: ['The code is already a merge field.'] });
    const bad = await stack.gql(SAVE, { input: { code: 'Bad Code', value: 'x' } }, office);
    expect((bad.errors?.[0]?.extensions?.fieldErrors as Record<string, string[]>).code?.[0]).toMatch(/lower case letters/);
  });
});

describe('review comments', () => {
  it('keeps a thread per template with author and time, and refuses an empty comment', async () => {
    const ADD = `mutation($templateId: ID!, $text: String!) { addTemplateComment(templateId: $templateId, text: $text) { id author text createdAt } }`;
    const first = await stack.gql<{ addTemplateComment: { author: string } }>(ADD, { templateId: '3', text: 'Move the date lower.' }, office);
    expect(first.errors).toBeUndefined();
    expect(first.data!.addTemplateComment.author).toBeTruthy();
    await stack.gql(ADD, { templateId: '3', text: 'Done, please check.' }, office);
    const thread = await stack.gql<{ templateComments: { text: string; createdAt: string }[] }>(
      `query($id: ID!) { templateComments(templateId: $id) { text author createdAt } }`,
      { id: '3' },
      office,
    );
    expect(thread.data!.templateComments.map((c) => c.text)).toEqual(['Move the date lower.', 'Done, please check.']);
    expect((await stack.gql<{ documentTemplate: Template }>(ONE, { id: '3' }, office)).data!.documentTemplate.commentCount).toBe(2);
    const empty = await stack.gql(ADD, { templateId: '3', text: '   ' }, office);
    expect(empty.errors?.[0]?.extensions?.fieldErrors).toEqual({ text: ['The text field is required.'] });

    const approved = await stack.gql<{ approveDocumentTemplate: Template }>(
      `mutation { approveDocumentTemplate(id: "3") { reviewStatus } }`,
      {},
      office,
    );
    expect(approved.data!.approveDocumentTemplate.reviewStatus).toBe('Approved');
  });
});
