// Session notes through GraphQL against the stand-in: a draft, completion refused unsigned, completed once signed,
// then locked (a change is an addendum, kept in order with its author); the checks at signing (another session of the
// student at the same time blocks, units over and no authorization must be acknowledged); the report PDF's text read
// back; a session's files attached, listed and removed, each checked by content; a provider writes only the notes of
// their own sessions.
import { PDFDocument } from 'pdf-lib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { StudentSession } from '@portal/mocks';
import { now } from '../../dates/clock.js';
import { gifBytes, pngBytes, sendMultipart } from '../../test/multipart.js';
import { startStack, type Stack } from '../../test/stack.js';
import { pdfText } from '../templates/pdf-text.js';

// A real 1×1 PNG, which the stand-in can draw on the report.
const onePixelPng = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==', 'base64');

const NOTE_FIELDS = `id sessionId status canWrite templateName studentName staffName date startTime endTime units hcode
  fields { key label kind required options prefill answer }
  requiresGuardianSignature signatures { role name method url signedAt }
  checks { kind message blocking } addenda { id authorName createdAt text } completedAt completedByName pdfUrl`;
const NOTE = `query($sessionId: ID!) { sessionNote(sessionId: $sessionId) { ${NOTE_FIELDS} } }`;
const SAVE = `mutation($input: SessionNoteSaveInput!) { saveSessionNote(input: $input) { ${NOTE_FIELDS} } }`;
const SIGN = `mutation($input: SessionNoteSignInput!) { signSessionNote(input: $input) { ${NOTE_FIELDS} } }`;
const COMPLETE = `mutation($input: SessionNoteCompleteInput!) { completeSessionNote(input: $input) { ${NOTE_FIELDS} } }`;
const ADDENDUM = `mutation($sessionId: ID!, $text: String!) { addSessionNoteAddendum(sessionId: $sessionId, text: $text) { ${NOTE_FIELDS} } }`;

interface Field {
  key: string;
  label: string;
  kind: string;
  required: boolean;
  options: string[];
  prefill: string | null;
  answer: string | null;
}
interface Note {
  id: string | null;
  status: string;
  canWrite: boolean;
  studentName: string;
  date: string;
  units: number;
  fields: Field[];
  signatures: { role: string; name: string; url: string }[];
  checks: { kind: string; message: string; blocking: boolean }[];
  addenda: { id: string; authorName: string; text: string }[];
  completedByName: string | null;
  pdfUrl: string | null;
  requiresGuardianSignature: boolean;
}

let stack: Stack;
let office: string;
let admin: string;
/** The session the tests' own sessions are copied from. */
let base: StudentSession;

const fixtures = () => stack.standIn.fixtures;

/** A held session of the base session's student on its day, at a time no seeded session uses (before 08:00). */
function heldSession(changes: Partial<StudentSession>): string {
  return String(fixtures().studentSessions.copy(base.id, { status: 'Completed', note_status: 'Missing', ...changes }).id);
}

/** An answer for every field the template asks, whatever its kind. */
function answersFor(fields: readonly Field[]): { key: string; value: string }[] {
  return fields.map((field) => {
    if (field.kind === 'CHOICE' || field.kind === 'MULTI_CHOICE' || field.kind === 'PROGRAM_TARGET' || field.kind === 'PLAYLIST')
      return { key: field.key, value: field.options[0] ?? '' };
    if (field.kind === 'DATE') return { key: field.key, value: base.date };
    if (field.kind === 'NUMBER') return { key: field.key, value: '3' };
    return { key: field.key, value: `${field.label}: worked on manding with 80% independence.` };
  });
}

async function note(sessionId: string, token = office): Promise<Note> {
  const answer = await stack.gql<{ sessionNote: Note }>(NOTE, { sessionId }, token);
  expect(answer.errors).toBeUndefined();
  return answer.data!.sessionNote;
}

function sign(
  sessionId: string,
  file: { bytes: Uint8Array; name: string; type: string } = { bytes: onePixelPng, name: 'signature.png', type: 'image/png' },
  role = 'PROVIDER',
  token = office,
) {
  return sendMultipart(
    stack.gateway.url,
    SIGN,
    { input: { sessionId, role, method: 'DRAWN', signature: null } },
    { 'variables.input.signature': file },
    token,
  );
}

function completeNote(sessionId: string, extra: Record<string, unknown> = {}) {
  return stack.gql<{ completeSessionNote: Note }>(COMPLETE, { input: { sessionId, ...extra } }, office);
}

async function noteStatusOf(sessionId: string): Promise<string> {
  const row = fixtures().studentSessions.find(Number(sessionId))!;
  const answer = await stack.gql<{ studentSessions: { nodes: { id: string; noteStatus: string }[] } }>(
    'query($studentId: ID!, $filter: StudentSessionFilter) { studentSessions(studentId: $studentId, filter: $filter, page: { perPage: 100 }) { nodes { id noteStatus } } }',
    { studentId: String(row.student_id), filter: { sessionStartDate: row.date, sessionEndDate: row.date } },
    office,
  );
  expect(answer.errors).toBeUndefined();
  return answer.data!.studentSessions.nodes.find((node) => node.id === sessionId)!.noteStatus;
}

beforeAll(async () => {
  stack = await startStack();
  office = await stack.signIn('Office administrator');
  admin = await stack.signIn('Super Admin');
  // A held session whose approved authorization covers its day, with units enough that only a test's own session
  // goes over them.
  const { studentAuthorizations } = fixtures();
  // Its template asks for the provider's signature only: which sessions' templates ask for the guardian's too
  // depends on the day the stand-in seeds from, and one test turns that on for itself.
  const candidates = fixtures()
    .studentSessions.all()
    .filter((row) => {
      const authorization = row.authorization_id === null ? undefined : studentAuthorizations.find(row.authorization_id);
      return (
        row.status === 'Completed' &&
        authorization?.status === 'Approved' &&
        authorization.start_date <= row.date &&
        row.date <= authorization.end_date
      );
    });
  for (const row of candidates) {
    if ((await note(String(row.id))).requiresGuardianSignature) continue;
    base = row;
    break;
  }
  expect(base, 'a completed session on an approved authorization whose template asks for the provider only').toBeDefined();
  studentAuthorizations.update(base.authorization_id!, { total_units: 100_000 });
});
afterAll(() => stack.stop());

describe('writing, signing and locking a note', () => {
  let sessionId: string;
  beforeAll(() => {
    sessionId = heldSession({ start_time: '05:00', end_time: '06:00', units: 4 });
  });

  it('answers the template’s fields before anything is saved, short codes filled', async () => {
    const fresh = await note(sessionId);
    expect(fresh).toMatchObject({ id: null, status: 'NOT_STARTED', pdfUrl: null, units: 4, date: base.date });
    expect(fresh.fields.length).toBeGreaterThan(0);
    expect(fresh.fields.every((field) => field.kind !== 'SIGNATURE')).toBe(true);
    for (const field of fresh.fields) expect(field.prefill ?? '').not.toMatch(/\{(student_name|session_date)\}/);
    expect(fresh.checks).toEqual([]);
  });

  it('saves a draft, and the session’s note state reads Pending', async () => {
    const { fields } = await note(sessionId);
    const first = fields[0]!;
    const answer = await stack.gql<{ saveSessionNote: Note }>(
      SAVE,
      { input: { sessionId, answers: [{ key: first.key, value: 'Draft text kept' }] } },
      office,
    );
    expect(answer.errors).toBeUndefined();
    expect(answer.data!.saveSessionNote.status).toBe('DRAFT');
    expect(answer.data!.saveSessionNote.fields[0]!.answer).toBe('Draft text kept');
    expect(await noteStatusOf(sessionId)).toBe('Pending');
  });

  it('refuses an answer for a field the template does not have', async () => {
    const answer = await stack.gql(SAVE, { input: { sessionId, answers: [{ key: 'no_such_field', value: 'x' }] } }, office);
    expect(answer.errors?.[0]?.extensions?.code).toBe('BAD_USER_INPUT');
    expect(answer.errors?.[0]?.message).toBe('The note has no field "no_such_field".');
  });

  it('refuses to complete an unsigned note', async () => {
    const { fields } = await note(sessionId);
    const answer = await completeNote(sessionId, { answers: answersFor(fields) });
    expect(answer.errors?.[0]).toMatchObject({
      message: 'The provider must sign the note before it can be completed.',
      extensions: { code: 'BAD_USER_INPUT' },
    });
    expect((await note(sessionId)).status).toBe('DRAFT');
  });

  it('refuses a signature that is not an image: a GIF at the gateway, a file that only starts like a PNG at the API', async () => {
    stack.standIn.calls.reset();
    const gif = await sign(sessionId, { bytes: gifBytes, name: 'signature.png', type: 'image/png' });
    expect(gif.body.errors?.[0]?.message).toBe('The selected file type is not allowed. Only PNG and JPEG is supported.');
    expect(stack.standIn.calls.list({ path: 'session-form-template-report-signature-check' })).toHaveLength(0);
    const fake = await sign(sessionId, { bytes: pngBytes, name: 'signature.png', type: 'image/png' });
    expect(fake.body.errors?.[0]?.message).toBe('The selected file type is not allowed. Only PNG and JPEG is supported.');
    expect((await note(sessionId)).signatures).toEqual([]);
  });

  it('completes once signed: locked, and the session’s note state reads Signed', async () => {
    const signed = await sign(sessionId);
    expect(signed.body.errors).toBeUndefined();
    const signedNote = signed.body.data!.signSessionNote as Note;
    expect(signedNote.signatures).toMatchObject([{ role: 'PROVIDER', name: 'Dana Whitfield' }]);
    const image = await fetch(signedNote.signatures[0]!.url);
    expect(Buffer.from(await image.arrayBuffer()).equals(onePixelPng)).toBe(true);

    const answer = await completeNote(sessionId);
    expect(answer.errors).toBeUndefined();
    expect(answer.data!.completeSessionNote).toMatchObject({ status: 'COMPLETED', completedByName: 'Dana Whitfield' });
    expect(await noteStatusOf(sessionId)).toBe('Signed');
  });

  it('refuses any edit or new signature after completion', async () => {
    const { fields } = await note(sessionId);
    const edit = await stack.gql(SAVE, { input: { sessionId, answers: [{ key: fields[0]!.key, value: 'Changed after billing' }] } }, office);
    expect(edit.errors?.[0]?.message).toBe('This note is completed and locked. Add an addendum to change it.');
    const resign = await sign(sessionId);
    expect(resign.body.errors?.[0]?.message).toBe('This note is completed and locked. Add an addendum to change it.');
    expect((await note(sessionId)).fields[0]!.answer).not.toBe('Changed after billing');
  });

  it('appends addenda in order, each with its author, visible to anyone who reads the note', async () => {
    const first = await stack.gql<{ addSessionNoteAddendum: Note }>(ADDENDUM, { sessionId, text: 'Parent reported a late start.' }, office);
    expect(first.errors).toBeUndefined();
    const second = await stack.gql<{ addSessionNoteAddendum: Note }>(ADDENDUM, { sessionId, text: 'Reviewed by the supervisor.' }, admin);
    expect(second.errors).toBeUndefined();
    const read = await note(sessionId, admin);
    expect(read.addenda.map(({ authorName, text }) => ({ authorName, text }))).toEqual([
      { authorName: 'Dana Whitfield', text: 'Parent reported a late start.' },
      { authorName: 'Morgan Reyes', text: 'Reviewed by the supervisor.' },
    ]);
    const blank = await stack.gql(ADDENDUM, { sessionId, text: '   ' }, office);
    expect(blank.errors?.[0]?.message).toBe('The addendum field is required.');
  });

  it('refuses an addendum on a draft', async () => {
    const draftId = heldSession({ start_time: '06:15', end_time: '06:45', units: 2 });
    await stack.gql(SAVE, { input: { sessionId: draftId, answers: [] } }, office);
    const answer = await stack.gql(ADDENDUM, { sessionId: draftId, text: 'Too early' }, office);
    expect(answer.errors?.[0]?.message).toBe('Only a completed note takes addenda; edit the draft instead.');
  });

  it('renders the report as a PDF holding the student, the date, the units, the answers and the addenda', async () => {
    const read = await note(sessionId);
    const res = await fetch(read.pdfUrl!);
    expect(res.headers.get('content-type')).toBe('application/pdf');
    const bytes = new Uint8Array(await res.arrayBuffer());
    expect((await PDFDocument.load(bytes)).getPageCount()).toBeGreaterThan(0);
    const text = await pdfText(bytes);
    expect(text).toContain(read.studentName);
    // The report writes the day as a person reads it, MM/DD/YYYY.
    expect(text).toContain(`Date: ${read.date.slice(5, 7)}/${read.date.slice(8, 10)}/${read.date.slice(0, 4)}`);
    expect(text).toContain('Units: 4');
    expect(text).toContain('worked on manding with 80% independence.');
    expect(text).toContain('Provider: Dana Whitfield');
    expect(text).toContain('Parent reported a late start.');
  });
});

describe('each provider writes only the notes of their own sessions', () => {
  let therapist: string;
  let own: string;
  let others: string;
  beforeAll(async () => {
    therapist = await stack.signIn('Therapist');
    const me = await stack.gql<{ me: { id: string } }>('{ me { id } }', {}, therapist);
    const therapistId = Number(me.data!.me.id);
    // A student of the therapist's caseload, and a session of theirs held by another provider.
    const student = fixtures()
      .students.all()
      .find((row) => row.staff_ids.includes(therapistId));
    expect(student, 'a student of the demo therapist').toBeDefined();
    const otherProvider = student!.staff_ids.find((id) => id !== therapistId) ?? (base.staff_id === therapistId ? base.staff_id + 1 : base.staff_id);
    own = heldSession({ student_id: student!.id, staff_id: therapistId, start_time: '04:00', end_time: '04:30', units: 2 });
    others = heldSession({ student_id: student!.id, staff_id: otherProvider, start_time: '03:00', end_time: '03:30', units: 2 });
  });

  it('reads another provider’s note, told that it is not theirs to write', async () => {
    expect((await note(others, therapist)).canWrite).toBe(false);
    expect((await note(own, therapist)).canWrite).toBe(true);
    expect((await note(others, office)).canWrite).toBe(true);
  });

  it('refuses to save, sign, complete or add to another provider’s note, with FORBIDDEN', async () => {
    const fields = (await note(others, therapist)).fields;
    const saved = await stack.gql(SAVE, { input: { sessionId: others, answers: answersFor(fields) } }, therapist);
    expect(saved.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
    const signed = await sign(others, undefined, 'PROVIDER', therapist);
    expect(signed.body.errors?.[0]?.extensions?.['code']).toBe('FORBIDDEN');
    const completed = await stack.gql(COMPLETE, { input: { sessionId: others, answers: answersFor(fields) } }, therapist);
    expect(completed.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
    const added = await stack.gql(ADDENDUM, { sessionId: others, text: 'Not mine to add.' }, therapist);
    expect(added.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
    // Nothing was written: the note has not been started.
    expect((await note(others, office)).status).toBe('NOT_STARTED');
  });

  it('saves the note of their own session', async () => {
    const fields = (await note(own, therapist)).fields;
    const saved = await stack.gql<{ saveSessionNote: Note }>(SAVE, { input: { sessionId: own, answers: answersFor(fields) } }, therapist);
    expect(saved.errors).toBeUndefined();
    expect(saved.data!.saveSessionNote.status).toBe('DRAFT');
  });
});

describe('a template that asks for the guardian’s signature', () => {
  it('refuses completion until the guardian signed too, by name', async () => {
    const sessionId = heldSession({ start_time: '06:50', end_time: '07:00', units: 1 });
    const fresh = await stack.gql<{ sessionNote: Note & { templateId: string | null } }>(
      `query($sessionId: ID!) { sessionNote(sessionId: $sessionId) { templateId } }`,
      { sessionId },
      office,
    );
    const templateId = fresh.data!.sessionNote.templateId;
    expect(templateId).not.toBeNull();
    const templates = fixtures().sessionTemplates;
    const before = templates.find(Number(templateId))!.guardian_signature_required;
    templates.update(Number(templateId), { guardian_signature_required: true });
    try {
      const { fields } = await note(sessionId);
      await stack.gql(SAVE, { input: { sessionId, answers: answersFor(fields) } }, office);
      expect((await sign(sessionId)).body.errors).toBeUndefined();
      const refused = await completeNote(sessionId);
      expect(refused.errors?.[0]?.message).toBe('This template needs the guardian’s signature before the note can be completed.');
      const unnamed = await sign(sessionId, undefined, 'GUARDIAN');
      expect(unnamed.body.errors?.[0]?.message).toBe('Enter the guardian’s name.');
      const named = await sendMultipart(
        stack.gateway.url,
        SIGN,
        { input: { sessionId, role: 'GUARDIAN', name: 'Pat Guardian', method: 'TYPED', signature: null } },
        {
          'variables.input.signature': { bytes: onePixelPng, name: 'guardian.png', type: 'image/png' },
        },
        office,
      );
      expect((named.body.data!.signSessionNote as Note).signatures.map(({ role, name }) => [role, name])).toEqual([
        ['PROVIDER', 'Dana Whitfield'],
        ['GUARDIAN', 'Pat Guardian'],
      ]);
      const completed = await completeNote(sessionId);
      expect(completed.errors).toBeUndefined();
      expect(completed.data!.completeSessionNote.status).toBe('COMPLETED');
    } finally {
      templates.update(Number(templateId), { guardian_signature_required: before });
    }
  });
});

describe('checks at signing', () => {
  it('blocks completion when another session of the student overlaps', async () => {
    const sessionId = heldSession({ start_time: '02:00', end_time: '03:00', units: 4 });
    heldSession({ start_time: '02:30', end_time: '03:30', units: 4 });
    const { fields } = await note(sessionId);
    await stack.gql(SAVE, { input: { sessionId, answers: answersFor(fields) } }, office);
    const signed = (await sign(sessionId)).body.data!.signSessionNote as Note;
    expect(signed.checks).toMatchObject([{ kind: 'OVERLAP', blocking: true }]);
    const answer = await completeNote(sessionId, { acknowledgeChecks: true });
    expect(answer.errors?.[0]?.message).toBe('A check stops this note from being completed; fix the session first.');
  });

  it('flags units over what the authorization has left, and completes once acknowledged', async () => {
    const sessionId = heldSession({ start_time: '04:00', end_time: '04:30', units: 200_000 });
    const standing = await stack.gql<{ sessionAuthorization: { unitsRemaining: number; units: number } }>(
      'query($sessionId: ID!) { sessionAuthorization(sessionId: $sessionId) { authorizationId unitsRemaining units } }',
      { sessionId },
      office,
    );
    expect(standing.errors).toBeUndefined();
    expect(standing.data!.sessionAuthorization.units).toBeGreaterThan(standing.data!.sessionAuthorization.unitsRemaining);
    const checks = await stack.gql<{ sessionNoteFunderCheck: Note['checks'] }>(
      'query($sessionId: ID!) { sessionNoteFunderCheck(sessionId: $sessionId) { kind message blocking } }',
      { sessionId },
      office,
    );
    expect(checks.data!.sessionNoteFunderCheck).toMatchObject([{ kind: 'UNITS_OVER', blocking: false }]);
    const { fields } = await note(sessionId);
    await stack.gql(SAVE, { input: { sessionId, answers: answersFor(fields) } }, office);
    await sign(sessionId);
    const refused = await completeNote(sessionId);
    expect(refused.errors?.[0]?.message).toBe('Review the warnings of the signing checks and confirm them to complete the note.');
    const completed = await completeNote(sessionId, { acknowledgeChecks: true });
    expect(completed.errors).toBeUndefined();
    expect(completed.data!.completeSessionNote.status).toBe('COMPLETED');
  });

  it('flags a session without an authorization', async () => {
    const sessionId = heldSession({ start_time: '00:00', end_time: '01:00', units: 4, authorization_id: null });
    const read = await note(sessionId);
    expect(read.checks).toMatchObject([{ kind: 'NO_AUTHORIZATION', blocking: false }]);
  });

  it('refuses a note for a session that has not taken place', async () => {
    const future = fixtures()
      .studentSessions.all()
      .find((row) => row.status === 'Scheduled' && row.date > base.date && row.date > now().toISOString().slice(0, 10))!;
    const answer = await stack.gql(SAVE, { input: { sessionId: String(future.id), answers: [] } }, office);
    expect(answer.errors?.[0]?.message).toBe('A note can be written once the session has taken place.');
  });
});

describe('a session’s files', () => {
  const FILES = 'query($sessionId: ID!) { sessionFiles(sessionId: $sessionId) { id name fileName mimeType size url uploadedBy } }';
  const UPLOAD =
    'mutation($sessionId: ID!, $files: [Upload!]!) { uploadSessionFiles(sessionId: $sessionId, files: $files) { id fileName mimeType size url } }';

  it('attaches files checked by content, lists them and removes one', async () => {
    const sessionId = heldSession({ start_time: '07:00', end_time: '07:30', units: 2 });
    const pdf = await PDFDocument.create();
    pdf.addPage().drawText('Data sheet');
    const pdfBytes = await pdf.save();
    const uploaded = await sendMultipart(
      stack.gateway.url,
      UPLOAD,
      { sessionId, files: [null, null] },
      {
        'variables.files.0': { bytes: pdfBytes, name: 'data sheet.pdf', type: 'application/pdf' },
        'variables.files.1': { bytes: onePixelPng, name: 'whiteboard.png', type: 'image/png' },
      },
      office,
    );
    expect(uploaded.body.errors).toBeUndefined();
    const listed = await stack.gql<{ sessionFiles: { id: string; fileName: string; mimeType: string; url: string; uploadedBy: string }[] }>(
      FILES,
      { sessionId },
      office,
    );
    expect(listed.data!.sessionFiles.map((file) => [file.fileName, file.mimeType, file.uploadedBy])).toEqual([
      ['data sheet.pdf', 'application/pdf', 'Dana Whitfield'],
      ['whiteboard.png', 'image/png', 'Dana Whitfield'],
    ]);
    const served = await fetch(listed.data!.sessionFiles[1]!.url);
    expect(Buffer.from(await served.arrayBuffer()).equals(onePixelPng)).toBe(true);

    const removed = await stack.gql<{ removeSessionFile: { ok: boolean } }>(
      'mutation($id: ID!) { removeSessionFile(id: $id) { ok message } }',
      { id: listed.data!.sessionFiles[0]!.id },
      office,
    );
    expect(removed.data?.removeSessionFile.ok).toBe(true);
    const after = await stack.gql<{ sessionFiles: { fileName: string }[] }>(FILES, { sessionId }, office);
    expect(after.data!.sessionFiles.map((file) => file.fileName)).toEqual(['whiteboard.png']);
  });

  it('refuses a GIF named .pdf, and keeps none of the call’s files', async () => {
    const sessionId = heldSession({ start_time: '07:30', end_time: '07:45', units: 1 });
    stack.standIn.calls.reset();
    const answer = await sendMultipart(
      stack.gateway.url,
      UPLOAD,
      { sessionId, files: [null, null] },
      {
        'variables.files.0': { bytes: onePixelPng, name: 'ok.png', type: 'image/png' },
        'variables.files.1': { bytes: gifBytes, name: 'scan.pdf', type: 'application/pdf' },
      },
      office,
    );
    expect(answer.body.errors?.[0]?.message).toBe('scan.pdf: The selected file type is not allowed. Only PDF, PNG, JPEG and DOCX is supported.');
    expect(stack.standIn.calls.list({ path: 'update-session-files' })).toHaveLength(0);
    const listed = await stack.gql<{ sessionFiles: unknown[] }>(FILES, { sessionId }, office);
    expect(listed.data!.sessionFiles).toEqual([]);
  });
});
