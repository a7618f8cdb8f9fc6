// Auto-generated session notes in the browser as the office administrator: a month with nothing to generate is
// refused beside the month; a month of two students' notes is generated and the queue follows it to the end by
// itself (its report id in the address), failures listed with the reason; a done report is faxed and the sent list
// follows the fax to "Sent". The session data import reports a refused row by line. The pending target data, the
// merged reports and the fax recipients are shown too.
// Every page is checked with axe.
import type { Page } from '@playwright/test';
import { expect, test } from './setup/fixtures';
import { checkA11y } from './setup/browser';
import { graphqlAs } from './setup/graphql';

const viewport = { width: 1366, height: 850 };

interface Student {
  id: string;
  firstName: string;
  lastName: string;
}

/** How many completed sessions the student has in the month, asked the way the student record's sessions page asks. */
async function completedSessions(page: Page, student: Student, month: string): Promise<number> {
  const data = await graphqlAs<{ page: { nodes: { status: string }[] } }>(
    page,
    'query($id: ID!, $month: String) { page: studentSessions(studentId: $id, filter: { monthYear: $month }, page: { perPage: 100 }) { nodes { status } } }',
    { id: student.id, month },
  );
  return data.page.nodes.filter((node) => node.status === 'Completed').length;
}

/** Up to two students with a few completed sessions in the month. */
async function studentsWithSessions(page: Page, month: string): Promise<Student[]> {
  const { options } = await graphqlAs<{ options: Student[] }>(page, '{ options: clientList { id firstName lastName } }');
  const found: Student[] = [];
  for (const student of options) {
    const completed = await completedSessions(page, student, month);
    // A few sessions each keeps the run short and still shows the queue at work.
    if (completed >= 2 && completed <= 8) found.push(student);
    if (found.length === 2) break;
  }
  return found;
}

/** The newest of `months` in which the student has no completed session. */
async function monthWithoutSessions(page: Page, student: Student, months: string[]): Promise<string> {
  for (const month of [...months].sort().reverse()) {
    if ((await completedSessions(page, student, month)) === 0) return month;
  }
  throw new Error(`${student.lastName} has completed sessions in every month offered`);
}

async function chooseStudent(page: Page, student: Student): Promise<void> {
  const label = `${student.lastName}, ${student.firstName}`;
  await page.getByRole('textbox', { name: 'Filter students' }).fill(student.lastName);
  // A Blueprint checkbox is clicked by its label: its drawn indicator takes the pointer.
  await page
    .locator('label.bp6-checkbox')
    .filter({ hasText: new RegExp(`^${label}$`) })
    .click();
  await expect.poll(() => page.getByRole('checkbox', { name: label, exact: true }).isChecked()).toBe(true);
  await page.getByRole('textbox', { name: 'Filter students' }).fill('');
}

test.describe('auto-generated session notes as the office administrator', () => {
  test("generates a month of two students' notes, watches the queue finish, and faxes one", async ({ signedIn }) => {
    test.setTimeout(240_000);
    const page = await signedIn('Office administrator', { viewport, at: '/pending-target-data' });
    await page.getByRole('grid', { name: 'Sessions without target data' }).waitFor();
    await page.getByRole('gridcell').first().waitFor();
    await checkA11y(page, 'pending target data');

    // The session data import reports each refused row by its line.
    await page.goto('/auto-generate-session-import');
    // The page also holds the practice-management import's own file field.
    await page.locator('input[type=file]:not(#kareo-file)').setInputFiles({
      name: 'session-data.csv',
      mimeType: 'text/csv',
      buffer: Buffer.from('student_id,date,target_id,correct,incorrect,prompted\n999999,2026-11-02,1,3,1,0\n'),
    });
    await page.getByRole('form', { name: 'Import session data' }).getByRole('button', { name: 'Upload and import' }).click();
    await expect.poll(() => page.getByRole('table', { name: 'Rejected rows' }).innerText()).toContain('The selected student id is invalid.');
    await checkA11y(page, 'session data import');

    await page.goto('/auto-generate-session');
    const month = page.getByRole('combobox', { name: /^Month/ });
    await month.waitFor();
    const current = await month.inputValue();
    const months = await month.locator('option').evaluateAll((options) => options.map((option) => (option as HTMLOptionElement).value));
    // Early in a month its sessions are still to come; the month before has them then.
    let chosen = current;
    let students = await studentsWithSessions(page, current);
    if (students.length < 2) {
      chosen = months
        .filter((value) => value < current)
        .sort()
        .at(-1)!;
      await month.selectOption(chosen);
      students = await studentsWithSessions(page, chosen);
    }
    expect(students.length, `two students with completed sessions in ${chosen}`).toBe(2);
    await chooseStudent(page, students[0]!);
    await checkA11y(page, 'generate session notes');

    // A month without completed sessions for the chosen student: refused beside the month, nothing started. Which
    // month that is depends on the seeded schedule, so it is asked, not assumed.
    await month.selectOption(
      await monthWithoutSessions(
        page,
        students[0]!,
        months.filter((value) => value < chosen),
      ),
    );
    await page.getByRole('button', { name: 'Generate', exact: true }).click();
    await page.getByText('Nothing to generate: the chosen students have no completed sessions in this month.').waitFor();
    expect(page.url()).toContain('/auto-generate-session');

    await month.selectOption(chosen);
    await chooseStudent(page, students[1]!);
    await page.getByRole('button', { name: 'Generate', exact: true }).click();
    await page.waitForURL(/\/sessions-queue\?report=\d+/);
    const progress = page.getByRole('progressbar', { name: 'Generation progress' });
    await progress.waitFor();

    // The page follows the generation by itself to its end.
    await page.getByRole('heading', { name: /generation #\d+ finished$/ }).waitFor({ timeout: 120_000 });
    const outcome = (
      await page
        .getByRole('status')
        .filter({ hasText: /^Finished/ })
        .innerText()
    ).trim();
    const match = /^Finished: (?:all (\d+) reports made|(\d+) of (\d+) made, (\d+) failed)/.exec(outcome);
    expect(match, outcome).not.toBeNull();
    if (match![4] !== undefined) {
      await expect.poll(() => page.getByRole('table', { name: 'Failed reports' }).locator('tbody tr').count()).toBe(Number(match![4]));
      await expect.poll(() => page.getByRole('table', { name: 'Failed reports' }).innerText()).toContain('The session note is not signed');
    }
    await page.getByRole('gridcell', { name: 'Done', exact: true }).first().waitFor();
    await checkA11y(page, 'sessions queue, finished');

    // Fax one done report to the first recipient.
    await page.getByRole('button', { name: /^Fax / }).first().click();
    const dialog = page.getByRole('dialog');
    await dialog.getByRole('combobox', { name: 'Recipient' }).selectOption({ index: 1 });
    await dialog.getByRole('textbox', { name: /^Cover note/ }).fill('Session note for your review.');
    await dialog.getByRole('button', { name: 'Send fax' }).click();
    await page.getByText(/^The fax to .* was queued\.$/).waitFor();

    await page.goto('/sent-faxes');
    await page.getByRole('grid', { name: 'Sent faxes' }).waitFor();
    // The seeded fax of an earlier month was sent already; this one joins it once the line has sent it.
    await expect.poll(() => page.getByRole('gridcell', { name: 'Sent', exact: true }).count(), { timeout: 30_000 }).toBe(2);
    await checkA11y(page, 'sent faxes');

    await page.goto('/fax-recipients');
    await page.getByRole('gridcell').first().waitFor();
    await checkA11y(page, 'fax recipients');
  });

  test('merges two done reports of one student into a PDF of their pages, listed under merged reports', async ({ signedIn }) => {
    test.setTimeout(120_000);
    const page = await signedIn('Office administrator', { viewport });
    // The queue's seeded generation holds a student with two done reports (this test reads no other test's writes).
    const { queue } = await graphqlAs<{ queue: { nodes: { id: string; studentId: string }[] } }>(
      page,
      '{ queue: sessionReportQueue(filter: { status: DONE }, page: { perPage: 500 }) { nodes { id studentId } } }',
    );
    const byStudent = new Map<string, number>();
    for (const entry of queue.nodes) byStudent.set(entry.studentId, (byStudent.get(entry.studentId) ?? 0) + 1);
    const studentId = [...byStudent].find(([, count]) => count >= 2)?.[0];
    expect(studentId).toBeDefined();

    await page.goto(`/sessions-queue?student=${studentId}&status=DONE`);
    const grid = page.getByRole('grid', { name: 'Session reports' });
    await grid.getByRole('gridcell', { name: 'Done', exact: true }).first().waitFor();
    const rows = grid.getByRole('row').filter({ has: page.getByRole('gridcell', { name: 'Done', exact: true }) });
    await rows.nth(0).locator('.ag-selection-checkbox').click();
    await rows.nth(1).locator('.ag-selection-checkbox').click();
    await page.getByRole('button', { name: 'Merge selected (2)' }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByRole('textbox', { name: /^Name/ }).fill('Two notes merged');
    await dialog.getByRole('button', { name: 'Merge', exact: true }).click();
    const merged = page.getByRole('grid', { name: 'Merged reports' });
    const row = merged.getByRole('row').filter({ has: page.getByRole('gridcell', { name: 'Two notes merged', exact: true }) });
    await row.waitFor();
    expect(await row.getByRole('gridcell', { name: '2', exact: true }).count()).toBeGreaterThan(0);
    await checkA11y(page, 'merged reports');
  });
});
