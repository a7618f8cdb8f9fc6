// Workflows in Chromium as the office administrator: a three-step workflow built in the editor (a step due before
// the workflow starts and a step without a name refused beside their fields, nothing saved), one step moved by
// keyboard (Alt+Up on its handle, announced), saved; assigned to a student five days ago, so its first step is
// overdue; its progress on the workflow page, a step completed (who and when shown), the same progress on the
// student's workflows page, and the assigned calendar event in the calendar; then that event rescheduled (bad times
// refused), cancelled and scheduled again, and the assignment unassigned after its confirmation. Every screen is
// checked with axe.
import { addDays, format } from 'date-fns';
import { expect, pinnedNow, test } from './setup/fixtures';
import { checkA11y } from './setup/browser';
import { graphqlAs } from './setup/graphql';
import { nextStamp } from '../../mocks/src/kit/stamp';

const viewport = { width: 1366, height: 850 };
const day = (offset: number) => format(addDays(pinnedNow(), offset), 'yyyy-MM-dd');
const literally = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

test.describe('workflows as the office administrator', () => {
  test('builds a three-step workflow, assigns it to a student and completes a step', async ({ signedIn }) => {
    test.setTimeout(300_000);
    const page = await signedIn('Office administrator', { viewport });
    const students = await graphqlAs<{ students: { id: string; firstName: string; lastName: string }[] }>(
      page,
      '{ students: allStudents { id firstName lastName } }',
    );
    const student = students.students[0]!;
    const name = `E2E intake ${nextStamp()}`;

    await page.goto('/workflows');
    await page.getByRole('gridcell', { name: 'New Client Onboarding', exact: true }).waitFor();
    await checkA11y(page, 'workflow list');

    await page.getByRole('button', { name: 'Add workflow' }).click();
    await page.waitForURL('**/add-workflows/new');
    await page.locator('#workflow-name').fill(name);
    await page.getByRole('button', { name: 'Add task' }).click();
    await page.getByLabel('Step 1 name').fill('Call the family');
    await page.getByRole('button', { name: 'Add calendar event' }).click();
    await page.getByLabel('Step 2 name').fill('Intake meeting');
    await page.getByLabel('Due after (days)').nth(1).fill('-2');
    await page.getByRole('button', { name: 'Add task' }).click();
    await page.getByLabel('Due after (days)').nth(2).fill('10');

    // A step due before the workflow starts and a step without a name: both said beside their fields, nothing saved.
    await page.getByRole('button', { name: 'Create workflow' }).click();
    await page.getByText('A step cannot be due before the workflow starts: give 0 days or more after the assignment date.').waitFor();
    await page.getByText('Every step needs a name.').waitFor();
    await page.getByText('Nothing was saved: 2 fields need attention.').waitFor();
    expect(page.url()).toMatch(/\/add-workflows\/new$/);
    await checkA11y(page, 'workflow editor, problems');

    await page.getByLabel('Due after (days)').nth(1).fill('3');
    await page.getByLabel('Step 3 name').fill('Write the plan');
    // The plan moves before the meeting by keyboard.
    const handle = page.getByRole('button', { name: 'Move Write the plan, position 3 of 3' });
    await handle.focus();
    await page.keyboard.press('Alt+ArrowUp');
    await page.getByRole('status').filter({ hasText: 'Write the plan moved to position 2 of 3.' }).waitFor();
    await expect(page.evaluate(() => document.activeElement?.getAttribute('aria-label'))).resolves.toBe('Move Write the plan, position 2 of 3');
    await page.getByRole('button', { name: 'Create workflow' }).click();
    await page.waitForURL(/\/add-workflows\/\d+$/);
    const workflowId = page.url().split('/').at(-1)!;
    const saved = await graphqlAs<{ workflow: { steps: { name: string; offsetDays: number; type: string }[] } }>(
      page,
      'query($id: ID!) { workflow(id: $id) { steps { name offsetDays type } } }',
      { id: workflowId },
    );
    expect(saved.workflow.steps.map((step) => [step.name, step.offsetDays, step.type])).toEqual([
      ['Call the family', 0, 'task'],
      ['Write the plan', 10, 'task'],
      ['Intake meeting', 3, 'calendar_event'],
    ]);

    // Assigned five days ago: the call (due then) is overdue, the meeting (two days ago) too, the plan is not.
    const assign = page.getByRole('form', { name: 'Assign the workflow' });
    await assign.getByLabel('Student', { exact: true }).selectOption(student.id);
    await assign.getByLabel('Assignment date').fill(day(-5));
    await assign.getByRole('button', { name: 'Assign' }).click();
    const card = page.getByRole('region', {
      name: new RegExp(`^${literally(`${student.firstName} ${student.lastName}`)} \\(student\\), 0 of 3 done`),
    });
    await card.waitFor();
    await card.getByText('2 overdue').waitFor();
    await checkA11y(page, 'workflow editor, assigned');

    await card.getByRole('checkbox', { name: 'Call the family done' }).press('Space');
    const progressed = page.getByRole('region', {
      name: new RegExp(`^${literally(`${student.firstName} ${student.lastName}`)} \\(student\\), 1 of 3 done`),
    });
    await progressed.getByText(/done by Dana Whitfield on/).waitFor();
    await progressed.getByText('1 overdue').waitFor();

    await page.goto(`/student-workflows/${student.id}`);
    const mine = page.getByRole('region', { name: `${name}, 1 of 3 done` });
    await mine.waitFor();
    await mine.getByText(/done by Dana Whitfield on/).waitFor();
    await checkA11y(page, 'student workflows');

    // The meeting, due two days ago at 09:00, is in the calendar beside the student's appointments.
    await page.goto(`/calendar?view=day&date=${day(-2)}&student=${student.id}`);
    await page
      .getByText(/Intake meeting \(E2E intake/)
      .first()
      .waitFor();
    await checkA11y(page, 'calendar with a workflow event');

    // Back on the workflow: the meeting is rescheduled (a time already past and an end before the start refused beside
    // their fields), then cancelled, and the assignment unassigned after its confirmation, gone after a reload too.
    await page.goto(`/add-workflows/${workflowId}`);
    const assignment = page.getByRole('region', {
      name: new RegExp(`^${literally(`${student.firstName} ${student.lastName}`)} \\(student\\), 1 of 3 done`),
    });
    await assignment.getByRole('button', { name: 'Reschedule Intake meeting' }).click();
    const reschedule = page.getByRole('form', { name: 'Reschedule Intake meeting' });
    await expect(reschedule.getByLabel('Day').inputValue()).resolves.toBe(day(-2));
    await reschedule.getByRole('button', { name: 'Reschedule' }).click();
    await reschedule.getByText('Choose a day and time that has not passed yet.').waitFor();
    await reschedule.getByLabel('Day').fill(day(3));
    await reschedule.getByLabel('Starts').fill('10:00');
    await reschedule.getByLabel('Ends').fill('09:30');
    await reschedule.getByRole('button', { name: 'Reschedule' }).click();
    await reschedule.getByText('The end must be after the start.').waitFor();
    await checkA11y(page, 'reschedule a workflow event, problems');
    await reschedule.getByLabel('Ends').fill('10:45');
    await reschedule.getByRole('button', { name: 'Reschedule' }).click();
    await page.getByText(/^Intake meeting moved to .+ at 10:00 AM\.$/).waitFor();
    await reschedule.waitFor({ state: 'detached' });
    await assignment.getByText(/at 10:00 AM – 10:45 AM/).waitFor();
    await assignment.getByText('1 overdue').waitFor({ state: 'detached' });
    const moved = await graphqlAs<{ workflowEvents: { title: string; startsAt: string }[] }>(
      page,
      'query($f: WorkflowEventFilter!) { workflowEvents(filter: $f) { title startsAt } }',
      { f: { from: day(3), to: day(3) } },
    );
    expect(moved.workflowEvents.filter((event) => event.title.includes(name))).toHaveLength(1);

    await assignment.getByRole('button', { name: 'Cancel event Intake meeting' }).click();
    await page.getByRole('alertdialog').filter({ hasText: 'It leaves the calendar' }).getByRole('button', { name: 'Cancel event' }).click();
    await page.getByText('Calendar event cancelled.').waitFor();
    // Off the calendar, the step stays and can be scheduled again.
    await assignment.getByRole('button', { name: 'Cancel event Intake meeting' }).waitFor({ state: 'detached' });
    await assignment.getByRole('button', { name: 'Schedule Intake meeting', exact: true }).click();
    const again = page.getByRole('form', { name: 'Schedule Intake meeting' });
    await again.getByLabel('Day').fill(day(4));
    await again.getByLabel('Starts').fill('11:00');
    await again.getByLabel('Ends').fill('11:30');
    await again.getByRole('button', { name: 'Schedule' }).click();
    await page.getByText(/^Intake meeting scheduled on .+ at 11:00 AM\.$/).waitFor();
    await assignment.getByText(/at 11:00 AM – 11:30 AM/).waitFor();

    await assignment.getByRole('button', { name: `Unassign ${student.firstName} ${student.lastName} (student)` }).click();
    const question = page.getByRole('alertdialog').filter({ hasText: 'Its steps, their progress' });
    await question.getByText('Its steps, their progress and its calendar events are removed.').waitFor();
    await checkA11y(page, 'unassign confirmation');
    await question.getByRole('button', { name: 'Unassign' }).click();
    await page.getByText('Workflow unassigned.').waitFor();
    await assignment.waitFor({ state: 'detached' });
    await page.getByText('Not assigned to anyone yet.').waitFor();
    await page.reload();
    await page.getByRole('form', { name: 'Assign the workflow' }).waitFor();
    await page.getByText('Not assigned to anyone yet.').waitFor();
    await expect(
      page.getByRole('region', { name: new RegExp(`^${literally(`${student.firstName} ${student.lastName}`)} \\(student\\)`) }).count(),
    ).resolves.toBe(0);
  });
});
