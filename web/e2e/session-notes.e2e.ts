// Session notes in Chromium as the office administrator: from an appointment, "Write note" opens the note of the
// session; its fields are written (saved as a draft as they are typed), it is signed with a typed signature after the
// checks are shown, completed (then locked: the form is gone and an addendum is added to its history), its PDF opens
// in the browser and holds the student, the date and the units, and the student's sessions page shows the note
// signed with a link. Every screen is checked with axe.
import type { Page } from '@playwright/test';
import { expect, pinnedNow, test } from './setup/fixtures';
import { checkA11y } from './setup/browser';
import { pdfText } from './setup/pdfText';
import { graphqlAs as ask } from './setup/graphql';

const viewport = { width: 1366, height: 850 };

interface Candidate {
  id: string;
  noteStatus: string;
  date: string;
  status: string;
}
interface NoteField {
  key: string;
  label: string;
  kind: string;
  required: boolean;
  options: string[];
  answer: string | null;
}
interface Note {
  sessionId: string;
  status: string;
  requiresGuardianSignature: boolean;
  studentId: string;
  studentName: string;
  date: string;
  units: number;
  fields: NoteField[];
  checks: { blocking: boolean }[];
}

const NOTE = `query N($sessionId: ID!) { sessionNote(sessionId: $sessionId) {
  sessionId status requiresGuardianSignature studentId studentName date units checks { blocking } fields { key label kind required options answer } } }`;

/** A held session whose note is not signed and that no check blocks; one with no check at all when there is one. */
async function sessionToWrite(page: Page): Promise<Note> {
  const today = pinnedNow().toISOString().slice(0, 10);
  const { appointmentList } = await ask<{ appointmentList: { nodes: Candidate[] } }>(
    page,
    'query L($filter: AppointmentListFilter, $page: PageInput) { appointmentList(filter: $filter, page: $page) { nodes { id noteStatus date status } } }',
    { filter: { to: today, statuses: ['Completed'] }, page: { perPage: 200 } },
  );
  let fallback: Note | undefined;
  for (const candidate of appointmentList.nodes.filter((row) => row.noteStatus !== 'Signed' && row.date < today).slice(0, 40)) {
    const { sessionNote } = await ask<{ sessionNote: Note }>(page, NOTE, { sessionId: candidate.id });
    if (sessionNote.status === 'COMPLETED' || sessionNote.checks.some((check) => check.blocking)) continue;
    if (sessionNote.checks.length === 0) return sessionNote;
    fallback ??= sessionNote;
  }
  if (!fallback) throw new Error('No held session with an unsigned note that can be completed.');
  return fallback;
}

/** Answers every field as a person would: a sentence in each text box, the first option of each choice and list. */
async function writeFields(page: Page, note: Note): Promise<void> {
  for (const field of note.fields) {
    const label = `${field.label}${field.required ? ' (required)' : ''}`;
    if (field.kind === 'TEXT' || field.kind === 'TEXTAREA') {
      await page.getByLabel(label, { exact: true }).fill(`${field.label}: worked on manding with 80% independence.`);
    } else if (field.kind === 'DATE' || field.kind === 'NUMBER') {
      await page.getByLabel(label, { exact: true }).fill(field.kind === 'DATE' ? note.date : '3');
    } else if (field.options.length > 0) {
      if (field.kind === 'CHOICE' && field.options.length > 4) {
        await page.getByLabel(label, { exact: true }).selectOption(field.options[0]!);
        continue;
      }
      const group = page.getByRole('group', { name: label, exact: true });
      // Blueprint draws its own box over the input: the person clicks the option's label.
      const first = group.getByLabel(field.options[0]!, { exact: true });
      if (!(await first.isChecked())) await group.locator('label').filter({ hasText: field.options[0]! }).first().click();
      expect(await first.isChecked(), field.label).toBe(true);
    }
  }
}

test.describe('session notes as the office administrator', () => {
  test('writes and signs a note for a session, locks it with an addendum, and opens its PDF', async ({ signedIn }) => {
    test.setTimeout(240_000);
    const page = await signedIn('Office administrator', { viewport });
    const note = await sessionToWrite(page);

    // From the appointment to its note.
    await page.goto(`/edit-appointment/${note.sessionId}`);
    await page.getByRole('link', { name: 'Write note' }).click();
    await page.waitForURL(`**/session-note/${note.sessionId}`);
    await page.getByRole('heading', { name: 'Sign and complete' }).waitFor();
    await checkA11y(page, 'session note draft');

    await writeFields(page, note);
    await page
      .getByRole('status')
      .filter({ hasText: /^Draft saved at / })
      .waitFor({ timeout: 15_000 });

    // The draft was kept: the note answers what was typed.
    const saved = await ask<{ sessionNote: Note }>(page, NOTE, { sessionId: note.sessionId });
    const firstText = note.fields.find((field) => field.kind === 'TEXTAREA' || field.kind === 'TEXT');
    if (firstText)
      expect(saved.sessionNote.fields.find((field) => field.key === firstText.key)?.answer).toBe(
        `${firstText.label}: worked on manding with 80% independence.`,
      );
    expect(saved.sessionNote.status).toBe('DRAFT');

    // Completing unsigned is refused with the reason.
    const acknowledge = page.getByRole('checkbox', { name: /^I have reviewed the/ });
    if (await acknowledge.count()) await page.getByText(/^I have reviewed the/).click();
    await page.getByRole('button', { name: 'Complete note' }).click();
    await page.getByText('The provider must sign the note before it can be completed.').waitFor();

    // Signed with a typed signature (the keyboard's way), by the provider and, when the template asks, the guardian.
    const provider = page.getByRole('form', { name: 'Sign as the provider' });
    await provider.getByRole('tab', { name: 'Type' }).click();
    await provider.getByLabel('Your full name').fill('Dana Whitfield');
    await provider.getByRole('button', { name: 'Sign as provider' }).click();
    await page.getByText('Provider signature added.').waitFor();
    await page.getByRole('img', { name: /^Provider signature of / }).waitFor();
    if (note.requiresGuardianSignature) {
      await page.getByLabel('Guardian’s name').fill('Morgan Reyes');
      const guardian = page.getByRole('form', { name: 'Sign as the guardian' });
      await guardian.getByRole('tab', { name: 'Type' }).click();
      await guardian.getByLabel('Your full name').fill('Morgan Reyes');
      await guardian.getByRole('button', { name: 'Sign as guardian' }).click();
      await page.getByText('Guardian signature added.').waitFor();
    }
    await page.getByRole('heading', { name: 'Sign and complete' }).scrollIntoViewIfNeeded();
    await checkA11y(page, 'session note signed');

    await page.getByRole('button', { name: 'Complete note' }).click();
    await page.getByText('Completed and locked', { exact: true }).waitFor();
    expect(await page.getByRole('button', { name: 'Complete note' }).count()).toBe(0);

    // Locked: a change is an addendum, shown in the history with its author.
    await page.getByLabel('Add addendum').fill('Parent reported the session started ten minutes late.');
    await page.getByRole('button', { name: 'Add addendum' }).click();
    const history = page.getByRole('list').filter({ hasText: 'Parent reported the session started ten minutes late.' });
    await history.waitFor();
    expect(await history.textContent()).toContain('Addendum by Dana Whitfield');
    await checkA11y(page, 'session note completed');

    // The PDF opens in the browser and holds the student, the date and the units.
    const open = page.locator('a', { hasText: 'Open PDF' });
    const url = (await open.getAttribute('href')) ?? '';
    expect(url).toMatch(/\.pdf$/);
    expect(await open.getAttribute('target')).toBe('_blank');
    // The link opens a tab of its own. Whether that tab renders the PDF or hands it to a download depends on the
    // browser build (the headless shell downloads it, and the tab never fires "load"), so the bytes are read here.
    const [popup] = await Promise.all([page.waitForEvent('popup'), open.click()]);
    const response = await page.request.get(url);
    expect(response.headers()['content-type']).toBe('application/pdf');
    const text = await pdfText(new Uint8Array(await response.body()));
    expect(text).toContain(note.studentName);
    // The report writes the day as a person reads it, MM/DD/YYYY.
    expect(text).toContain(`Date: ${note.date.slice(5, 7)}/${note.date.slice(8, 10)}/${note.date.slice(0, 4)}`);
    expect(text).toContain(`Units: ${note.units}`);
    expect(text).toContain('Parent reported the session started ten minutes late.');
    await popup.close();

    // The student's sessions page shows the note signed, with the way to it.
    await page.goto(`/student-sessions/${note.studentId}`);
    await page.getByLabel('Month', { exact: true }).fill(note.date.slice(0, 7));
    const link = page.getByRole('link', { name: `Open note of session ${note.sessionId}` });
    await link.waitFor();
    await checkA11y(page, 'student sessions');
    await link.click();
    await page.waitForURL(`**/session-note/${note.sessionId}`);
    await page.getByText('Completed and locked', { exact: true }).waitFor();
  });
});
