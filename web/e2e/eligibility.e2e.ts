// Eligibility in the browser as the office administrator: a new check is answered by the clearing-house a moment
// later and its coverage shows in the checks list and on the student's funders; a check that times out (a member id
// ending in 9) is resent from the funders page and answered; a batch sheet of members runs with progress and a
// result per row, and its failed check is resent; a funder membership is enrolled; the Leta constants are listed.
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

interface Membership {
  id: string;
  funderId: string;
  funderName: string | null;
  priority: string;
  memberId: string;
  groupNumber: string | null;
  policyHolder: string | null;
  policyHolderRelationship: string | null;
  startDate: string | null;
  endDate: string | null;
  copay: number | null;
  serviceLineIds: string[];
  status: number;
}

interface Chosen {
  student: Student;
  membership: Membership;
  label: string;
}

const MEMBERSHIP_FIELDS =
  'id funderId funderName priority memberId groupNumber policyHolder policyHolderRelationship startDate endDate copay serviceLineIds status';

/** Students with exactly one active funder, each membership given a member id of our choosing. */
async function studentsWithMemberIds(page: Page, memberIds: string[]): Promise<Chosen[]> {
  const { students } = await graphqlAs<{ students: Student[] }>(page, '{ students: clientList { id firstName lastName } }');
  const chosen: Chosen[] = [];
  for (const student of students.slice(20)) {
    if (chosen.length === memberIds.length) break;
    const { rows } = await graphqlAs<{ rows: Membership[] }>(
      page,
      `query($id: ID!) { rows: studentFunders(studentId: $id) { ${MEMBERSHIP_FIELDS} } }`,
      { id: student.id },
    );
    const active = rows.filter((row) => row.status !== 0);
    if (active.length !== 1) continue;
    // A membership already enrolled (the seed enrols some) cannot show a new enrolment.
    const { enrolments } = await graphqlAs<{ enrolments: { nodes: unknown[] } }>(
      page,
      'query($id: ID!) { enrolments: eligibilityEnrolments(filter: { studentId: [$id] }) { nodes { id } } }',
      { id: student.id },
    );
    if (enrolments.nodes.length > 0) continue;
    const membership = active[0]!;
    const memberId = memberIds[chosen.length]!;
    const input = {
      funderId: membership.funderId,
      priority: membership.priority,
      memberId,
      groupNumber: membership.groupNumber,
      policyHolder: membership.policyHolder,
      policyHolderRelationship: membership.policyHolderRelationship,
      startDate: membership.startDate,
      endDate: membership.endDate,
      copay: membership.copay,
      serviceLineIds: membership.serviceLineIds,
      status: membership.status,
    };
    await graphqlAs(page, 'mutation($id: ID!, $input: StudentFunderInput!) { updateStudentFunder(id: $id, input: $input) { id } }', {
      id: membership.id,
      input,
    });
    chosen.push({ student, membership: { ...membership, memberId }, label: `${student.lastName}, ${student.firstName}` });
  }
  if (chosen.length < memberIds.length) throw new Error('not enough students with one funder');
  return chosen;
}

/** A row of the page's grid holding that text. */
const gridRow = (page: Page, text: string) => page.locator('.ag-row:visible', { hasText: text }).first();

test.describe('eligibility as the office administrator', () => {
  test('checks coverage, shows it on the list and the funder, resends a time-out, runs a batch and enrols', async ({ signedIn }) => {
    test.setTimeout(300_000);
    const page = await signedIn('Office administrator', { viewport });
    const [active, inactive, slow] = await studentsWithMemberIds(page, ['E2EACTIVE1', 'E2ENOCOV10', 'E2ESLOW009']);

    // The list, with the seeded checks.
    await page.goto('/eligibility-checks');
    await page.locator('.ag-row:visible').first().waitFor();
    await checkA11y(page, 'eligibility checks');

    // A new check: Pending, then answered; the list polls until it is.
    await page.getByRole('button', { name: 'New check' }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByLabel('Student').selectOption({ label: active!.label });
    await dialog.getByRole('button', { name: 'Add eligibility check' }).click();
    await dialog.waitFor({ state: 'hidden' });
    await page.getByLabel('Student').selectOption({ label: active!.label });
    await page.waitForURL(new RegExp(`student=${active!.student.id}`));
    // The student's row, once the filtered list has replaced the unfiltered one and the answer has come.
    const row = gridRow(page, `${active!.student.firstName} ${active!.student.lastName}`);
    await expect.poll(() => row.innerText(), { timeout: 20_000 }).toMatch(/Active[\s\S]*(units|visits) left/);
    expect(await row.innerText()).toMatch(/copay|co-ins\./);

    // The same coverage at a glance on the student's funders.
    await page.goto(`/student-funder/${active!.student.id}`);
    const funders = page.getByRole('table', { name: 'Funders' });
    await expect.poll(() => funders.innerText(), { timeout: 20_000 }).toMatch(/Active[\s\S]*(units|visits) left/);
    await checkA11y(page, 'student funders with coverage');

    // A time-out: a clear message and a resend from the funder's row, answered the second time.
    await page.goto(`/student-funder/${slow!.student.id}`);
    await page.getByRole('button', { name: /^Check eligibility with / }).click();
    await expect
      .poll(() => page.getByRole('table', { name: 'Funders' }).innerText(), { timeout: 20_000 })
      .toContain('The clearing-house did not answer in time.');
    await page.getByRole('button', { name: /^Resend the eligibility check of / }).click();
    await expect.poll(() => page.getByRole('table', { name: 'Funders' }).innerText(), { timeout: 20_000 }).toMatch(/Active/);

    // A batch: three members checked one after another, two rows rejected; the failed one resent.
    await page.goto('/eligibility-checks');
    await page.getByRole('link', { name: 'Batch upload' }).click();
    await page.waitForURL(/job=new/);
    const sheet = ['Member ID', 'E2EACTIVE1', 'E2ENOCOV10', 'E2ESLOW009', 'NOSUCH0001', 'E2EACTIVE1'].join('\n');
    await page.getByLabel('Sheet of members').setInputFiles({ name: 'members.csv', mimeType: 'text/csv', buffer: Buffer.from(sheet) });
    await page.getByRole('button', { name: 'Check members' }).click();
    await page.waitForURL(/job=\d+/);
    await page.getByRole('progressbar', { name: 'Batch progress' }).waitFor();
    await page.getByRole('heading', { name: /batch finished/ }).waitFor({ timeout: 30_000 });
    await expect.poll(() => page.getByRole('status').filter({ hasText: 'Finished' }).innerText()).toBe('Finished: 2 of 3 answered, 1 failed.');
    const members = page.getByRole('table', { name: 'Members' });
    expect(await members.innerText()).toContain('No student funder has member id NOSUCH0001.');
    expect(await members.innerText()).toContain('Member E2EACTIVE1 is already on row 2.');
    expect(await members.innerText()).toContain('Inactive');
    await checkA11y(page, 'eligibility batch finished');
    await page.getByRole('button', { name: 'Resend failed (1)' }).click();
    await expect
      .poll(() => page.getByRole('status').filter({ hasText: 'Finished' }).innerText(), { timeout: 30_000 })
      .toBe('Finished: all 3 members answered.');

    // Enrolment of a funder membership: Pending, then Enrolled.
    await page.goto('/enrollments');
    await page.getByRole('button', { name: 'Enrol a funder membership' }).click();
    const enrol = page.getByRole('dialog');
    await enrol.getByLabel('Student').selectOption({ label: inactive!.label });
    await enrol.getByLabel('Funder membership').selectOption({ index: 1 });
    await enrol.getByRole('button', { name: 'Add enrolment' }).click();
    await enrol.waitFor({ state: 'hidden' });
    const enrolled = gridRow(page, 'E2ENOCOV10');
    await expect.poll(() => enrolled.innerText(), { timeout: 20_000 }).toMatch(/Rejected/);
    expect(await enrolled.innerText()).toContain('The funder does not recognise this member id.');
    await checkA11y(page, 'enrollments');

    // The Leta constants: service types with their switches, the clearing-house funders with the funders they link to.
    await page.goto('/leta-constants');
    await page.getByRole('table', { name: 'Service types' }).waitFor();
    await gridRow(page, 'Not linked').waitFor();
    await checkA11y(page, 'leta constants');
  });
});
