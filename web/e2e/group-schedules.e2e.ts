// Group schedules in the browser as the office administrator: the list with its filters, a weekend group added on the
// kit's form (a staff member booked at its times, or whose credential lapses before a meeting, is refused beside the field, and another is chosen), then
// the assignment page: two students chosen, each with their authorization's figures shown before saving; the one
// who cannot join is refused with the reason beside their row and nothing is saved; without them the other is
// assigned and the list counts them. Every screen checked with axe.
import type { Page } from '@playwright/test';
import { expect, pinnedNow, test } from './setup/fixtures';
import { checkA11y, searchList } from './setup/browser';
import { graphqlAs } from './setup/graphql';
import { nextStamp } from '../../mocks/src/kit/stamp';

const viewport = { width: 1366, height: 850 };

/** A day from today as MM/DD/YYYY, as the date fields take it. */
function usDay(offset: number): string {
  const day = pinnedNow();
  day.setDate(day.getDate() + offset);
  return `${String(day.getMonth() + 1).padStart(2, '0')}/${String(day.getDate()).padStart(2, '0')}/${day.getFullYear()}`;
}

interface Seeded {
  serviceId: string;
  service: { name: string };
  studentIds: string[];
}

interface StudentCheck {
  studentId: string;
  assignable: boolean;
  reasons: string[];
}

async function typeDate(page: Page, label: RegExp, text: string): Promise<void> {
  const field = page.getByLabel(label);
  await field.fill(text);
  await field.press('Escape');
}

test.describe('group schedules', () => {
  test('are listed and filtered, added, and given students checked one by one', async ({ signedIn }) => {
    test.setTimeout(180_000);
    const page = await signedIn('Office administrator', { viewport, at: '/group-schedule' });
    await page.getByText('Social Skills Group').first().waitFor();
    await checkA11y(page, 'group schedule list');

    await page.getByLabel('Recurrence').selectOption('Biweekly');
    await page.getByText('Teen Communication Group').first().waitFor();
    await expect.poll(() => page.getByText('Social Skills Group').count()).toBe(0);
    await page.getByLabel('Recurrence').selectOption('');

    // The service of a seeded group: its students hold authorizations of it.
    const { groupSchedules } = await graphqlAs<{ groupSchedules: { nodes: Seeded[] } }>(
      page,
      '{ groupSchedules(filter: { recurrenceType: "Weekly" }) { nodes { serviceId service { name } studentIds } } }',
    );
    const seeded = groupSchedules.nodes.find((node) => node.studentIds.length > 0)!;
    expect(seeded).toBeDefined();

    const name = `Weekend Play Group ${nextStamp()}`;
    await page.getByRole('button', { name: 'Add group schedule' }).click();
    await page.waitForURL(/\/group-schedule\/add$/);
    await page.getByLabel(/^Name/).fill(name);
    await expect
      .poll(() =>
        page
          .getByLabel(/^Service/)
          .locator('option')
          .count(),
      )
      .toBeGreaterThan(1);
    await page.getByLabel(/^Service/).selectOption({ label: seeded.service.name });
    await expect
      .poll(() =>
        page
          .getByLabel(/^Location/)
          .locator('option')
          .count(),
      )
      .toBeGreaterThan(1);
    await page.getByLabel(/^Location/).selectOption({ index: 1 });
    await page.getByRole('checkbox', { name: 'Saturday' }).press('Space');
    await page.getByRole('checkbox', { name: 'Sunday' }).press('Space');
    await page.getByText('(2 selected)').waitFor();
    await page.getByLabel(/^Start time/).fill('07:00');
    await page.getByLabel(/^End time/).fill('07:45');
    await typeDate(page, /^Start date/, usDay(1));
    await typeDate(page, /^End date/, usDay(22));
    await page.getByRole('button', { name: 'Add group schedule' }).click();
    await page.getByText('The staff member field is required.').waitFor();

    // Nothing chosen for the staff member: refused beside it. Then staff members in turn until one is free.
    await expect
      .poll(() =>
        page
          .getByLabel(/^Staff member/)
          .locator('option')
          .count(),
      )
      .toBeGreaterThan(2);
    let saved = false;
    for (let index = 1; index <= 8 && !saved; index += 1) {
      await page.getByLabel(/^Staff member/).selectOption({ index });
      await page.getByRole('button', { name: 'Add group schedule' }).click();
      saved = await page
        .waitForURL(/\/group-schedule$/, { timeout: 5_000 })
        .then(() => true)
        .catch(() => false);
    }
    expect(saved).toBe(true);

    await searchList(page, 'Search group schedules', name);
    await page.getByRole('button', { name: `Assign students to ${name}` }).click();
    await page.getByRole('heading', { name }).waitFor();
    const scheduleId = new URL(page.url()).pathname.split('/').pop()!;

    // One student who can join (a seeded group's, with units) and one who cannot, as the check answers.
    const { clientList } = await graphqlAs<{ clientList: { id: string; firstName: string; lastName: string }[] }>(
      page,
      '{ clientList { id firstName lastName } }',
    );
    const candidates = [...seeded.studentIds, ...clientList.slice(0, 40).map((student) => student.id)];
    const { checks } = await graphqlAs<{ checks: StudentCheck[] }>(
      page,
      'query($g: ID!, $s: [ID!]!) { checks: checkGroupScheduleStudents(groupScheduleId: $g, studentIds: $s) { studentId assignable reasons } }',
      { g: scheduleId, s: [...new Set(candidates)] },
    );
    const joining = checks.find((check) => check.assignable)!;
    const refused = checks.find((check) => !check.assignable)!;
    expect(joining).toBeDefined();
    expect(refused).toBeDefined();
    const label = (id: string) => {
      const student = clientList.find((candidate) => candidate.id === id)!;
      return `${student.lastName}, ${student.firstName}`;
    };

    for (const id of [joining.studentId, refused.studentId]) {
      await page.getByLabel('Student', { exact: true }).selectOption({ label: label(id) });
      await page.getByRole('button', { name: 'Add student' }).click();
    }
    const joiningRow = page.getByRole('row', { name: new RegExp(`^${label(joining.studentId)}`) });
    const refusedRow = page.getByRole('row', { name: new RegExp(`^${label(refused.studentId)}`) });
    await joiningRow.getByText('Can join').waitFor();
    await refusedRow.getByText(refused.reasons[0]!).waitFor();
    await checkA11y(page, 'assign students');

    await page.getByRole('button', { name: 'Save students' }).click();
    await page
      .getByRole('alert')
      .filter({ hasText: 'Not saved' })
      .filter({ hasText: /Not assigned: .* cannot join this schedule\./ })
      .waitFor();
    await refusedRow.getByText(refused.reasons[0]!).waitFor();

    await page.getByRole('button', { name: `Remove ${label(refused.studentId)}` }).click();
    await page.getByRole('button', { name: 'Save students' }).click();
    await page.waitForURL(/\/group-schedule$/);
    await searchList(page, 'Search group schedules', name);
    await page.getByRole('gridcell', { name, exact: true }).waitFor();
    await expect
      .poll(() =>
        page
          .getByRole('row')
          .filter({ has: page.getByRole('gridcell', { name, exact: true }) })
          .count(),
      )
      .toBe(1);
    const { groupSchedule } = await graphqlAs<{ groupSchedule: { studentIds: string[] } }>(
      page,
      'query($id: ID!) { groupSchedule(id: $id) { studentIds } }',
      { id: scheduleId },
    );
    expect(groupSchedule.studentIds).toEqual([joining.studentId]);
  });
});
