// Intake form versions through GraphQL: once a family has submitted a form, saving an edit makes a new version; the
// submission keeps the version it was filled against (number and fields); a form still waiting for its family fills
// the newest version; the list counts submissions. A field without a label, two fields with one key or a choice
// without options are refused beside the field, and nothing is saved.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startStack, type Stack } from '../../test/stack.js';

let stack: Stack;
let office: string;

beforeAll(async () => {
  stack = await startStack();
  office = await stack.signIn('Office administrator');
});
afterAll(() => stack.stop());

const formFields =
  'id title version submissionCount versions { version title fields { key label } } fields { key label type required options helpText }';
const sentFields = 'id status formVersion formTitle fields { key label type } answers { key value } guestPath';

interface Form {
  id: string;
  title: string;
  version: number;
  submissionCount: number;
  versions: { version: number; title: string; fields: { key: string; label: string }[] }[];
  fields: { key: string; label: string; type: string; required: boolean }[];
}
interface Sent {
  id: string;
  status: string;
  formVersion: number;
  fields: { key: string; label: string; type: string }[];
  answers: { key: string; value: string }[];
  guestPath: string;
}

const tokenOf = (sent: Sent) => new URLSearchParams(sent.guestPath.split('?')[1]).get('token')!;
const firstFields = [
  { label: 'About your child', type: 'section' },
  { label: 'Favourite activity', type: 'text', required: true },
  { label: 'Sleeps well?', type: 'radio', options: ['Yes', 'No'], required: true },
];

const create = (title: string, fields: object[]) =>
  stack.gql<{ r: Form }>(`mutation($i: IntakeFormInput!) { r: createIntakeForm(input: $i) { ${formFields} } }`, { i: { title, fields } }, office);
const update = (id: string, title: string, fields: object[]) =>
  stack.gql<{ r: Form }>(
    `mutation($id: ID!, $i: IntakeFormInput!) { r: updateIntakeForm(id: $id, input: $i) { ${formFields} } }`,
    { id, i: { title, fields } },
    office,
  );
const read = (id: string) => stack.gql<{ r: Form }>(`query($id: ID!) { r: intakeForm(id: $id) { ${formFields} } }`, { id }, office);
const send = async (studentId: string, intakeFormId: string) => {
  const answer = await stack.gql<{ r: Sent }>(
    `mutation($s: ID!, $i: SendIntakeFormInput!) { r: sendStudentIntakeForm(studentId: $s, input: $i) { ${sentFields} } }`,
    { s: studentId, i: { intakeFormId, recipientEmail: 'family@example.test' } },
    office,
  );
  expect(answer.errors).toBeUndefined();
  return answer.data!.r;
};
const sentForm = (id: string) => stack.gql<{ r: Sent }>(`query($id: ID!) { r: studentIntakeForm(id: $id) { ${sentFields} } }`, { id }, office);
const guestRead = (token: string) =>
  stack.gql<{ r: { formVersion: number; fields: { key: string }[] } }>(
    'query($t: String!) { r: guestIntakeForm(token: $t) { formVersion fields { key } } }',
    { t: token },
  );
const guestSubmit = (token: string, answers: { key: string; value: string }[]) =>
  stack.gql<{ r: { status: string; formVersion: number } }>(
    'mutation($t: String!, $a: [IntakeAnswerInput!]!) { r: submitGuestIntakeForm(token: $t, answers: $a) { status formVersion } }',
    { t: token, a: answers },
  );

describe('versions', () => {
  it('edits a form nobody submitted in place, and versions it once a family has', async () => {
    const title = `Sleep and play ${Date.now().toString(36)}`;
    const created = await create(title, firstFields);
    expect(created.errors).toBeUndefined();
    const form = created.data!.r;
    expect(form).toMatchObject({ version: 1, submissionCount: 0, versions: [] });
    expect(form.fields.map((field) => [field.key, field.type, field.required])).toEqual([
      ['about_your_child', 'section', false],
      ['favourite_activity', 'text', true],
      ['sleeps_well', 'radio', true],
    ]);

    // Nobody has filled it: the edit stays version 1.
    const inPlace = await update(form.id, title, [...firstFields, { label: 'Bedtime', type: 'text' }]);
    expect(inPlace.data!.r).toMatchObject({ version: 1, versions: [] });

    const filled = await send('33', form.id);
    const waiting = await send('34', form.id);
    expect(filled.formVersion).toBe(1);
    const answers = [
      { key: 'favourite_activity', value: 'Swings' },
      { key: 'sleeps_well', value: 'Yes' },
    ];
    expect((await guestSubmit(tokenOf(filled), answers)).data!.r).toEqual({ status: 'Submitted', formVersion: 1 });
    expect((await read(form.id)).data!.r.submissionCount).toBe(1);

    // Submitted: the edit is version 2; version 1 is kept with its fields.
    const secondFields = [
      { label: 'Favourite activity', type: 'text', required: true },
      { label: 'Favourite food', type: 'text', required: true },
    ];
    const edited = await update(form.id, title, secondFields);
    expect(edited.errors).toBeUndefined();
    expect(edited.data!.r).toMatchObject({ version: 2, submissionCount: 1 });
    expect(edited.data!.r.versions.map((version) => [version.version, version.fields.map((field) => field.key)])).toEqual([
      [1, ['about_your_child', 'favourite_activity', 'sleeps_well', 'bedtime']],
    ]);

    // What was submitted still reads version 1, its fields and its answers.
    const kept = (await sentForm(filled.id)).data!.r;
    expect(kept).toMatchObject({ status: 'Submitted', formVersion: 1, answers: [...answers, { key: 'bedtime', value: '' }] });
    expect(kept.fields.map((field) => field.key)).toEqual(['about_your_child', 'favourite_activity', 'sleeps_well', 'bedtime']);

    // The family still to fill theirs gets the newest version, and their submission keeps it.
    const guest = (await guestRead(tokenOf(waiting))).data!.r;
    expect(guest).toEqual({ formVersion: 2, fields: [{ key: 'favourite_activity' }, { key: 'favourite_food' }] });
    const second = await guestSubmit(tokenOf(waiting), [
      { key: 'favourite_activity', value: 'Lego' },
      { key: 'favourite_food', value: 'Pasta' },
    ]);
    expect(second.data!.r).toEqual({ status: 'Submitted', formVersion: 2 });

    // A third edit keeps both earlier versions, newest first; the first submission is still version 1.
    const third = await update(form.id, `${title} (revised)`, secondFields);
    expect(third.data!.r).toMatchObject({ version: 3, submissionCount: 2 });
    expect(third.data!.r.versions.map((version) => version.version)).toEqual([2, 1]);
    expect((await sentForm(filled.id)).data!.r.formVersion).toBe(1);
    expect((await sentForm(waiting.id)).data!.r).toMatchObject({
      formVersion: 2,
      answers: [
        { key: 'favourite_activity', value: 'Lego' },
        { key: 'favourite_food', value: 'Pasta' },
      ],
    });

    // Saving with nothing changed makes no version.
    expect((await update(form.id, `${title} (revised)`, secondFields)).data!.r.version).toBe(3);
  });
});

describe('bad input', () => {
  it('refuses a field without a label, two fields with one key and a choice without options, and saves nothing', async () => {
    const title = `Refused ${Date.now().toString(36)}`;
    const refused = await create(title, [
      { label: '', type: 'text' },
      { label: 'Phone', type: 'text' },
      { label: 'Other phone', key: 'phone', type: 'text' },
      { label: 'Pick one', type: 'radio', options: [] },
    ]);
    expect(refused.errors?.[0]?.extensions?.fieldErrors).toEqual({
      'fields.0.label': ['The label field is required.'],
      'fields.2.key': ['The key has already been taken.'],
      'fields.3.options': ['The options field is required for a choice.'],
    });
    const listed = await stack.gql<{ r: { pageInfo: { total: number } } }>(
      'query($p: PageInput) { r: intakeForms(page: $p) { pageInfo { total } } }',
      { p: { search: title } },
      office,
    );
    expect(listed.data!.r.pageInfo.total).toBe(0);

    // Two labels that make one key are refused on an edit too, and the form keeps its fields and version.
    const form = (await create(title, firstFields)).data!.r;
    const clash = await update(form.id, title, [
      { label: 'Sleeps well?', type: 'text' },
      { label: 'Sleeps well', type: 'text' },
    ]);
    expect(clash.errors?.[0]?.extensions?.fieldErrors).toEqual({ 'fields.1.key': ['The key has already been taken.'] });
    expect((await read(form.id)).data!.r).toMatchObject({ version: 1, fields: form.fields });
  });
});
