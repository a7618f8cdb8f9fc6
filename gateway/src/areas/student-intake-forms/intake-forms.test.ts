// Intake forms through GraphQL: the forms (create, edit, clone, preview, delete), sending one to a student's family,
// the guest page filling it without signing in, the staff status flow, and the guest's isolation: a token reads its
// own form only, and nothing of any other student.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startStack, type Stack } from '../../test/stack.js';

let stack: Stack;
let office: string;

beforeAll(async () => {
  stack = await startStack();
  office = await stack.signIn('Office administrator');
});
afterAll(() => stack.stop());

const formFields = 'id title description status fields { key label type required options helpText }';
const sentFields = 'id studentId intakeFormId formTitle status recipientEmail answers { key value } guestPath reviewNote submittedAt reviewedAt';

interface Sent {
  id: string;
  studentId: string;
  status: string;
  guestPath: string;
  answers: { key: string; value: string }[];
  reviewNote: string | null;
  submittedAt: string | null;
}

const tokenOf = (sent: Sent) => new URLSearchParams(sent.guestPath.split('?')[1]).get('token')!;

describe('the forms', () => {
  it('creates, edits, previews, clones and deletes a form', async () => {
    const title = `Sibling questionnaire ${Date.now().toString(36)}`;
    const created = await stack.gql<{ r: { id: string; fields: { key: string }[] } }>(
      `mutation($i: IntakeFormInput!) { r: createIntakeForm(input: $i) { ${formFields} } }`,
      {
        i: {
          title,
          fields: [
            { label: 'Number of siblings', type: 'number', required: true },
            { label: 'Shares a room?', type: 'radio', options: ['Yes', 'No'] },
          ],
        },
      },
      office,
    );
    expect(created.errors).toBeUndefined();
    expect(created.data!.r.fields.map((f) => f.key)).toEqual(['number_of_siblings', 'shares_a_room']);
    const id = created.data!.r.id;

    const edited = await stack.gql<{ r: { description: string } }>(
      `mutation($id: ID!, $i: IntakeFormInput!) { r: updateIntakeForm(id: $id, input: $i) { ${formFields} } }`,
      { id, i: { title, description: 'About brothers and sisters', fields: [{ label: 'Number of siblings', type: 'number', required: true }] } },
      office,
    );
    expect(edited.data!.r.description).toBe('About brothers and sisters');
    const preview = await stack.gql<{ r: { fields: unknown[] } }>(
      `query($id: ID!) { r: intakeFormPreview(id: $id) { ${formFields} } }`,
      { id },
      office,
    );
    expect(preview.data!.r.fields).toHaveLength(1);

    const clone = await stack.gql<{ r: { id: string; title: string; fields: unknown[] } }>(
      `mutation($id: ID!) { r: cloneIntakeForm(id: $id) { ${formFields} } }`,
      { id },
      office,
    );
    expect(clone.data!.r).toMatchObject({ title: `${title} (copy)`, fields: preview.data!.r.fields });
    expect(clone.data!.r.id).not.toBe(id);

    const listed = await stack.gql<{ r: { pageInfo: { total: number } } }>(
      'query($p: PageInput) { r: intakeForms(page: $p) { pageInfo { total } } }',
      { p: { search: title } },
      office,
    );
    expect(listed.data!.r.pageInfo.total).toBe(2);
    await stack.gql('mutation($id: ID!) { deleteIntakeForm(id: $id) { ok } }', { id: clone.data!.r.id }, office);
    const gone = await stack.gql(`query($id: ID!) { intakeForm(id: $id) { id } }`, { id: clone.data!.r.id }, office);
    expect(gone.errors?.[0]?.extensions?.code).toBe('NOT_FOUND');

    const bad = await stack.gql(
      `mutation($i: IntakeFormInput!) { createIntakeForm(input: $i) { id } }`,
      { i: { title, fields: [{ label: 'Pick', type: 'select' }] } },
      office,
    );
    expect(bad.errors?.[0]?.extensions?.fieldErrors).toEqual({
      title: ['The title has already been taken.'],
      'fields.0.options': ['The options field is required for a choice.'],
    });
  });
});

describe('a form sent to a family', () => {
  const send = async (studentId: string) => {
    const answer = await stack.gql<{ r: Sent }>(
      `mutation($s: ID!, $i: SendIntakeFormInput!) { r: sendStudentIntakeForm(studentId: $s, input: $i) { ${sentFields} } }`,
      { s: studentId, i: { intakeFormId: '2', recipientEmail: 'family@example.test', recipientName: 'Pat Family', dueDate: '2026-12-31' } },
      office,
    );
    expect(answer.errors).toBeUndefined();
    return answer.data!.r;
  };
  const guestRead = (token: string) =>
    stack.gql<{ r: Record<string, unknown> }>(
      'query($t: String!) { r: guestIntakeForm(token: $t) { formTitle status canSubmit studentFirstName reviewNote fields { key required type options } answers { key value } } }',
      { t: token },
    );
  const guestSubmit = (token: string, answers: { key: string; value: string }[]) =>
    stack.gql<{ r: { status: string; canSubmit: boolean } }>(
      'mutation($t: String!, $a: [IntakeAnswerInput!]!) { r: submitGuestIntakeForm(token: $t, answers: $a) { status canSubmit } }',
      { t: token, a: answers },
    );
  const setStatus = (id: string, status: string, note?: string) =>
    stack.gql<{ r: Sent }>(
      `mutation($id: ID!, $s: IntakeFormStatus!, $n: String) { r: setStudentIntakeFormStatus(id: $id, status: $s, note: $n) { ${sentFields} } }`,
      { id, s: status, n: note },
      office,
    );
  const medical = [
    { key: 'physician', value: 'Dr. Okafor' },
    { key: 'seizures', value: 'No' },
  ];

  it('goes Pending → Submitted by the guest → Rejected → Submitted again → Approved, and reopens', async () => {
    const sent = await send('31');
    expect(sent).toMatchObject({ studentId: '31', status: 'Pending', answers: [] });
    const token = tokenOf(sent);

    const status = await stack.gql<{ r: { status: string; canSubmit: boolean } }>(
      'mutation($t: String!) { r: checkGuestIntakeFormStatus(token: $t) { status canSubmit } }',
      { t: token },
    );
    expect(status.data!.r).toEqual({ status: 'Pending', canSubmit: true });
    const early = await setStatus(sent.id, 'APPROVED');
    expect(early.errors?.[0]?.extensions?.fieldErrors).toEqual({ status: ['An intake form that is Pending cannot be set to Approved.'] });

    const incomplete = await guestSubmit(token, [{ key: 'physician', value: 'Dr. Okafor' }]);
    expect(incomplete.errors?.[0]?.extensions?.fieldErrors).toMatchObject({ 'answers.seizures': ['The History of seizures? field is required.'] });
    expect((await guestSubmit(token, medical)).data!.r).toEqual({ status: 'Submitted', canSubmit: false });
    const twice = await guestSubmit(token, medical);
    expect(twice.errors?.[0]?.extensions?.fieldErrors).toEqual({ status: ['This intake form has already been submitted.'] });

    const rejected = await setStatus(sent.id, 'REJECTED', 'Please add the date of the last check-up.');
    expect(rejected.data!.r).toMatchObject({ status: 'Rejected', reviewNote: 'Please add the date of the last check-up.' });
    expect((await guestRead(token)).data!.r).toMatchObject({
      status: 'Rejected',
      canSubmit: true,
      reviewNote: 'Please add the date of the last check-up.',
    });
    await guestSubmit(token, [...medical, { key: 'last_checkup', value: '2025-11-03' }]);

    const approved = await setStatus(sent.id, 'APPROVED');
    expect(approved.data!.r.status).toBe('Approved');
    expect(approved.data!.r.answers).toContainEqual({ key: 'last_checkup', value: '2025-11-03' });
    const check = await stack.gql<{ r: { id: string; status: string } }>(
      'mutation($id: ID!) { r: checkStudentIntakeFormStatus(id: $id) { id status } }',
      { id: sent.id },
      office,
    );
    expect(check.data!.r).toEqual({ id: sent.id, status: 'Approved' });
    expect((await guestRead(token)).data!.r).toMatchObject({ status: 'Approved', canSubmit: false });
    expect((await setStatus(sent.id, 'PENDING')).data!.r.status).toBe('Pending');

    const history = await stack.gql<{ r: { nodes: { module: string; action: string; userName: string }[] } }>(
      'query($s: ID!) { r: studentActivity(studentId: $s, filter: { module: "Intake form" }) { nodes { module action userName } } }',
      { s: '31' },
      office,
    );
    expect(history.data!.r.nodes.map((n) => n.action)).toEqual(expect.arrayContaining(['sent', 'submitted', 'status changed']));
    expect(history.data!.r.nodes.find((n) => n.action === 'submitted')?.userName).toBe('Guest');
  });

  it('lets staff correct answers and export them as a real CSV file', async () => {
    const sent = await send('32');
    const corrected = await stack.gql<{ r: Sent }>(
      `mutation($id: ID!, $i: StudentIntakeFormInput!) { r: updateStudentIntakeForm(id: $id, input: $i) { ${sentFields} } }`,
      { id: sent.id, i: { answers: [{ key: 'physician', value: 'Dr. "Sam" Lee, MD' }] } },
      office,
    );
    expect(corrected.data!.r.answers).toEqual([{ key: 'physician', value: 'Dr. "Sam" Lee, MD' }]);
    const exported = await stack.gql<{ r: { url: string; fileName: string } }>(
      'mutation($id: ID!) { r: exportStudentIntakeForm(id: $id) { url fileName } }',
      { id: sent.id },
      office,
    );
    const file = await fetch(exported.data!.r.url);
    expect(file.headers.get('content-type')).toMatch(/^text\/csv/);
    const text = (await file.text()).replace(/^\uFEFF/, '');
    expect(text.split('\r\n')[0]).toBe('Question,Answer');
    expect(text).toContain('Primary care physician,"Dr. ""Sam"" Lee, MD"');
    const list = await stack.gql<{ r: { id: string }[] }>('query($s: ID!) { r: studentIntakeForms(studentId: $s) { id } }', { s: '32' }, office);
    expect(list.data!.r[0]!.id).toBe(sent.id);
  });

  it("never lets a guest token reach another student's data", async () => {
    const mine = await send('41');
    const theirs = await send('42');
    const token = tokenOf(mine);
    const view = await guestRead(token);
    expect(view.errors).toBeUndefined();
    const { students } = stack.standIn.fixtures;
    expect(view.data!.r.studentFirstName).toBe(students.find(41)!.first_name);
    // Nothing of the student beyond the first name, nothing of any other student, no ids.
    const text = JSON.stringify(view.data);
    expect(text).not.toContain(students.find(41)!.last_name);
    expect(text).not.toContain(students.find(42)!.first_name);
    expect(text).not.toContain(tokenOf(theirs));

    // The id of a sent form, a near-miss token, or the other form's id are no keys.
    // A near miss differs from the token in its last character, whatever that character is.
    const nearMiss = `${token.slice(0, -1)}${token.endsWith('0') ? '1' : '0'}`;
    const guesses = [mine.id, theirs.id, nearMiss, '../student-intake-form/1', token.toUpperCase()].filter((guess) => guess !== token);
    for (const guess of guesses) {
      const read = await guestRead(guess);
      // The gateway refuses a path-like token itself; the API answers 404 for the rest.
      expect(['NOT_FOUND', 'BAD_USER_INPUT'], guess).toContain(read.errors?.[0]?.extensions?.code);
      expect(read.data ?? null).toBeNull();
      const submitted = await guestSubmit(guess, medical);
      expect(['NOT_FOUND', 'BAD_USER_INPUT']).toContain(submitted.errors?.[0]?.extensions?.code);
    }
    // Submitting with one token never touches the other form.
    await guestSubmit(token, medical);
    const other = await stack.gql<{ r: Sent }>(`query($id: ID!) { r: studentIntakeForm(id: $id) { ${sentFields} } }`, { id: theirs.id }, office);
    expect(other.data!.r).toMatchObject({ status: 'Pending', answers: [] });

    // Signed out, the staff calls refuse; a guest token is no bearer token either.
    const signedOut = await stack.gql(`query($id: ID!) { studentIntakeForm(id: $id) { id } }`, { id: mine.id });
    expect(signedOut.errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED');
    const asBearer = await stack.gql(`query($s: ID!) { studentIntakeForms(studentId: $s) { id } }`, { s: '41' }, token);
    expect(asBearer.errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED');
    const statusById = await stack.gql('mutation($id: ID!) { checkStudentIntakeFormStatus(id: $id) { status } }', { id: theirs.id });
    expect(statusById.errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED');
  });
});
