// Session templates through GraphQL: built, changed, cloned, deleted and restored; the short-code check naming the
// unknown codes and a template holding one refused; the template of a service and of an appointment; the preview
// filled from a session and from the sample session, a PDF template's preview a PDF that reads back filled.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sendMultipart } from '../../test/multipart.js';
import { startStack, type Stack } from '../../test/stack.js';
import { templatePdfMessages } from './pdf-rules.js';

const FIELDS = `id name sourceType hcodes status guardianSignatureRequired verificationStatus clonedFromId pdfUrl pdfPageCount
  sections { id title fields { id kind label required defaultText options signer noteHelperCategoryId noteHelperCategory { id name } placement { page x y } } }`;
const CREATE = `mutation($input: SessionTemplateInput!) { createDynamicSessionTemplate(input: $input) { ${FIELDS} } }`;
const UPDATE = `mutation($id: ID!, $input: SessionTemplateInput!) { updateDynamicSessionTemplate(id: $id, input: $input) { ${FIELDS} } }`;
const ONE = `query($id: ID!) { dynamicSessionTemplate(id: $id) { ${FIELDS} } }`;
const CLONE = `mutation($id: ID!, $name: String) { cloneDynamicSessionTemplate(id: $id, name: $name) { ${FIELDS} } }`;
const CHECK = 'query($texts: [String!]!) { checkSessionTemplateShortCodes(texts: $texts) { ok used unknown message } }';
const BY_SERVICE = 'query($serviceId: ID!, $hcode: String!) { templateByService(serviceId: $serviceId, hcode: $hcode) { id name hcodes } }';
const FOR_APPOINTMENT = 'query($id: ID!) { sessionTemplateForAppointment(id: $id) { id name hcodes } }';
const PREVIEW = `query($id: ID!, $sessionId: ID) { dynamicSessionTemplatePreview(id: $id, sessionId: $sessionId) {
  templateId name sample sessionId pdfUrl shortCodes { code value }
  sections { title fields { fieldId kind label text items helperSentences } } } }`;

interface Template {
  id: string;
  name: string;
  hcodes: string[];
  status: number;
  verificationStatus: string;
  clonedFromId: string | null;
  pdfUrl: string | null;
  pdfPageCount: number | null;
  sections: {
    id: string;
    title: string;
    fields: { id: string; kind: string; label: string; defaultText: string | null; options: string[]; noteHelperCategory: { name: string } | null }[];
  }[];
}

let stack: Stack;
let office: string;
beforeAll(async () => {
  stack = await startStack();
  office = await stack.signIn('Office administrator');
});
afterAll(() => stack.stop());

const input = (name: string) => ({
  name,
  hcodes: [],
  guardianSignatureRequired: true,
  sections: [
    {
      title: 'Session',
      fields: [
        { kind: 'TEXT', label: 'Client', required: true, defaultText: '{student_name} on {session_date}' },
        { kind: 'CHOICE', label: 'Participation', options: ['Engaged', 'Refused'] },
        { kind: 'PROGRAM_TARGET', label: 'Targets', noteHelperCategoryId: '3' },
        { kind: 'SIGNATURE', label: 'Guardian', signer: 'GUARDIAN', required: true },
      ],
    },
  ],
});

async function create(name: string): Promise<Template> {
  const answer = await stack.gql<{ createDynamicSessionTemplate: Template }>(CREATE, { input: input(name) }, office);
  expect(answer.errors).toBeUndefined();
  return answer.data!.createDynamicSessionTemplate;
}

const sessions = () => stack.standIn.fixtures.studentSessions.all();

describe('building a template', () => {
  it('saves sections and fields, each field with an id and its note-helper category', async () => {
    const template = await create('Home Session Note');
    expect(template.sections).toHaveLength(1);
    const fields = template.sections[0]!.fields;
    expect(fields.map((field) => field.kind)).toEqual(['TEXT', 'CHOICE', 'PROGRAM_TARGET', 'SIGNATURE']);
    expect(fields.every((field) => field.id.length > 0)).toBe(true);
    expect(fields[2]!.noteHelperCategory?.name).toBe('Skill Acquisition');
    const read = await stack.gql<{ dynamicSessionTemplate: Template }>(ONE, { id: template.id }, office);
    expect(read.data!.dynamicSessionTemplate.sections[0]!.fields[0]!.defaultText).toBe('{student_name} on {session_date}');
  });

  it('changes the fields in a new order and keeps their ids', async () => {
    const template = await create('Clinic Session Note');
    const [text, choice] = template.sections[0]!.fields;
    const changed = await stack.gql<{ updateDynamicSessionTemplate: Template }>(
      UPDATE,
      {
        id: template.id,
        input: {
          name: 'Clinic Session Note',
          sections: [
            {
              id: template.sections[0]!.id,
              title: 'Session',
              fields: [
                { id: choice!.id, kind: 'CHOICE', label: 'Participation', options: ['Engaged', 'Partly', 'Refused'] },
                { id: text!.id, kind: 'TEXTAREA', label: 'Summary', defaultText: '{units} units' },
              ],
            },
          ],
        },
      },
      office,
    );
    expect(changed.errors).toBeUndefined();
    const fields = changed.data!.updateDynamicSessionTemplate.sections[0]!.fields;
    expect(fields.map((field) => [field.id, field.label])).toEqual([
      [choice!.id, 'Participation'],
      [text!.id, 'Summary'],
    ]);
    expect(fields[0]!.options).toEqual(['Engaged', 'Partly', 'Refused']);
  });

  it('refuses a template without a name, and a choice without options, beside their fields', async () => {
    const answer = await stack.gql(
      CREATE,
      {
        input: { ...input(' '), sections: [{ title: 'S', fields: [{ kind: 'CHOICE', label: 'Pick', options: [] }] }] },
      },
      office,
    );
    expect(answer.errors?.[0]?.extensions?.code).toBe('BAD_USER_INPUT');
    const fieldErrors = answer.errors![0]!.extensions!.fieldErrors as Record<string, string[]>;
    expect(fieldErrors.name).toEqual(['The name field is required.']);
    expect(Object.values(fieldErrors).flat()).toContain('A choice field needs at least one option.');
  });

  it('refuses a billing code another active template holds, naming that template', async () => {
    const answer = await stack.gql(CREATE, { input: { ...input('Second Direct Therapy Note'), hcodes: ['97153'] } }, office);
    const fieldErrors = answer.errors![0]!.extensions!.fieldErrors as Record<string, string[]>;
    expect(fieldErrors.hcodes).toEqual(['97153 is already used by the session template ABA Direct Therapy Note.']);
  });

  it('clones a template inactive and unverified, without its billing codes; deletes, restores and purges it', async () => {
    const cloned = await stack.gql<{ cloneDynamicSessionTemplate: Template }>(CLONE, { id: '1' }, office);
    expect(cloned.errors).toBeUndefined();
    const copy = cloned.data!.cloneDynamicSessionTemplate;
    expect(copy).toMatchObject({
      name: 'ABA Direct Therapy Note (copy)',
      status: 0,
      hcodes: [],
      verificationStatus: 'Unverified',
      clonedFromId: '1',
    });
    const original = (await stack.gql<{ dynamicSessionTemplate: Template }>(ONE, { id: '1' }, office)).data!.dynamicSessionTemplate;
    expect(copy.sections.map((s) => s.fields.map((f) => f.label))).toEqual(original.sections.map((s) => s.fields.map((f) => f.label)));

    const again = await stack.gql(CLONE, { id: '1' }, office);
    expect((again.errors![0]!.extensions!.fieldErrors as Record<string, string[]>).name).toEqual(['The name has already been taken.']);

    const deleted = await stack.gql<{ deleteDynamicSessionTemplate: { ok: boolean } }>(
      'mutation($id: ID!) { deleteDynamicSessionTemplate(id: $id) { ok message } }',
      { id: copy.id },
      office,
    );
    expect(deleted.data!.deleteDynamicSessionTemplate.ok).toBe(true);
    const list = await stack.gql<{ deletedSessionTemplates: { nodes: { id: string }[] } }>(
      '{ deletedSessionTemplates(page: { perPage: 100 }) { nodes { id name } } }',
      {},
      office,
    );
    expect(list.data!.deletedSessionTemplates.nodes.map((node) => node.id)).toContain(copy.id);
    const restored = await stack.gql<{ restoreSessionTemplate: { ok: boolean } }>(
      'mutation($ids: [ID!]!) { restoreSessionTemplate(ids: $ids) { ok } }',
      { ids: [copy.id] },
      office,
    );
    expect(restored.data!.restoreSessionTemplate.ok).toBe(true);
    expect((await stack.gql(ONE, { id: copy.id }, office)).errors).toBeUndefined();
    await stack.gql('mutation($id: ID!) { deleteSessionTemplate(id: $id) { ok } }', { id: copy.id }, office);
    const purged = await stack.gql<{ permanentlyDeleteSessionTemplate: { ok: boolean } }>(
      'mutation($ids: [ID!]!) { permanentlyDeleteSessionTemplate(ids: $ids) { ok } }',
      { ids: [copy.id] },
      office,
    );
    expect(purged.data!.permanentlyDeleteSessionTemplate.ok).toBe(true);
    expect((await stack.gql(ONE, { id: copy.id }, office)).errors?.[0]?.extensions?.code).toBe('NOT_FOUND');
  });
});

describe('short codes', () => {
  it('names every unknown code, in order of first use', async () => {
    const answer = await stack.gql<{ checkSessionTemplateShortCodes: { ok: boolean; used: string[]; unknown: string[]; message: string } }>(
      CHECK,
      { texts: ['{student_name} had {units} units', 'with {therapist} on {sesion_date} and {therapist}'] },
      office,
    );
    expect(answer.data!.checkSessionTemplateShortCodes).toEqual({
      ok: false,
      used: ['{student_name}', '{units}', '{therapist}', '{sesion_date}'],
      unknown: ['{therapist}', '{sesion_date}'],
      message: 'Unknown short codes: {therapist}, {sesion_date}.',
    });
  });

  it('lists the codes a template may hold, and refuses to save one holding an unknown code', async () => {
    const list = await stack.gql<{ sessionTemplateShortCodes: { code: string }[] }>(
      '{ sessionTemplateShortCodes { code label example } }',
      {},
      office,
    );
    expect(list.data!.sessionTemplateShortCodes.map((entry) => entry.code)).toEqual(
      expect.arrayContaining([
        '{student_name}',
        '{session_date}',
        '{start_time}',
        '{end_time}',
        '{units}',
        '{service}',
        '{staff_name}',
        '{targets_run}',
      ]),
    );
    const body = input('Note With A Typo');
    body.sections[0]!.fields[0]!.defaultText = '{student_nme} on {session_date}';
    const answer = await stack.gql(CREATE, { input: body }, office);
    expect((answer.errors![0]!.extensions!.fieldErrors as Record<string, string[]>).sections).toEqual(['Unknown short codes: {student_nme}.']);
  });
});

describe('the template a note is written on', () => {
  it('finds the template holding a billing code, else says there is none', async () => {
    const found = await stack.gql<{ templateByService: Template }>(BY_SERVICE, { serviceId: '1', hcode: '97153' }, office);
    expect(found.data!.templateByService.name).toBe('ABA Direct Therapy Note');
    const none = await stack.gql(BY_SERVICE, { serviceId: '99999', hcode: '00000' }, office);
    expect(none.errors?.[0]?.extensions?.code).toBe('NOT_FOUND');
    expect(none.errors?.[0]?.message).toBe('No active session template is set for this service and billing code.');
  });

  it("answers an appointment's template by its billing code", async () => {
    const session = sessions().find((row) => row.hcode === '97156')!;
    const answer = await stack.gql<{ sessionTemplateForAppointment: Template }>(FOR_APPOINTMENT, { id: String(session.id) }, office);
    expect(answer.data!.sessionTemplateForAppointment.name).toBe('Parent Training Note');
  });
});

describe('preview', () => {
  it("fills the short codes and the note-helper blocks from a session's data", async () => {
    const session = sessions().find((row) => row.hcode === '97153')!;
    const answer = await stack.gql<{
      dynamicSessionTemplatePreview: {
        sample: boolean;
        shortCodes: { code: string; value: string }[];
        sections: { title: string; fields: { label: string; text: string | null; items: string[]; helperSentences: string[] }[] }[];
      };
    }>(PREVIEW, { id: '1', sessionId: String(session.id) }, office);
    expect(answer.errors).toBeUndefined();
    const preview = answer.data!.dynamicSessionTemplatePreview;
    expect(preview.sample).toBe(false);
    const value = (code: string) => preview.shortCodes.find((entry) => entry.code === code)!.value;
    const [year, month, day] = session.date.split('-');
    expect(value('{session_date}')).toBe(`${month}/${day}/${year}`);
    expect(value('{units}')).toBe(String(session.units));
    const time = preview.sections[0]!.fields.find((field) => field.label === 'Time')!;
    expect(time.text).toBe(`${value('{start_time}')} to ${value('{end_time}')}, ${session.units} units`);
    expect(preview.sections[0]!.fields[0]!.text).toContain(value('{student_name}'));
    const targets = preview.sections[1]!.fields.find((field) => field.label === 'Targets run')!;
    expect(targets.helperSentences).toEqual(expect.arrayContaining(['Targets Introduced']));
  });

  it('fills the sample session without one, and a PDF template into a PDF that reads back filled', async () => {
    const sample = await stack.gql<{
      dynamicSessionTemplatePreview: { sample: boolean; pdfUrl: string | null; sections: { fields: { text: string | null }[] }[] };
    }>(PREVIEW, { id: '10' }, office);
    const preview = sample.data!.dynamicSessionTemplatePreview;
    expect(preview.sample).toBe(true);
    expect(preview.sections[0]!.fields[0]!.text).toBe('Jordan Avery');
    const res = await fetch(preview.pdfUrl!);
    expect(res.headers.get('content-type')).toContain('application/pdf');
    const { getDocument } = await import('pdfjs-dist/legacy/build/pdf.mjs');
    const document = await getDocument({ data: new Uint8Array(await res.arrayBuffer()) }).promise;
    const page = await document.getPage(1);
    const text = (await page.getTextContent()).items.map((item) => ('str' in item ? item.str : '')).join(' ');
    expect(text).toContain('Jordan Avery');
    expect(text).toContain('8 units of 97153');
  });

  it('takes a PDF for a PDF template, checked by its content', async () => {
    const UPLOAD = `mutation($id: ID!, $file: Upload!) { importDocDynamicSessionTemplate(id: $id, file: $file) { id pdfPageCount pdfUrl } }`;
    const notPdf = await sendMultipart(
      stack.gateway.url,
      UPLOAD,
      { id: '10', file: null },
      {
        'variables.file': { bytes: new TextEncoder().encode('just text'), name: 'form.pdf', type: 'application/pdf' },
      },
      office,
    );
    expect(notPdf.body.errors?.[0]?.message).toBe(templatePdfMessages.type);
    const { PDFDocument } = await import('pdf-lib');
    const doc = await PDFDocument.create();
    doc.addPage();
    doc.addPage();
    const pdf = await sendMultipart(
      stack.gateway.url,
      UPLOAD,
      { id: '10', file: null },
      {
        'variables.file': { bytes: await doc.save(), name: 'form.pdf', type: 'application/pdf' },
      },
      office,
    );
    expect(pdf.body.errors).toBeUndefined();
    expect((pdf.body.data as { importDocDynamicSessionTemplate: { pdfPageCount: number } }).importDocDynamicSessionTemplate.pdfPageCount).toBe(2);
  });
});
