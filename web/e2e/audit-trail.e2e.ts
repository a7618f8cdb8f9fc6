// The access trail in Chromium: a therapist opens a student's record (the record's navigation offers them no access
// trail); the Super Admin finds that very request in the trail by the student and the days, with the therapist's name,
// and exports it as CSV; an office administrator finds it on the student's own record and exports that. Each screen
// is checked with axe and photographed at 1366 x 850.
import type { Page, Response } from '@playwright/test';
import { expect, pinnedNow, test } from './setup/fixtures';
import { checkA11y } from './setup/browser';

const viewport = { width: 1366, height: 850 };

/** The CSV's header row, as the gateway writes it. */
const csvHeader = 'seq,at,userId,role,operation,operationType,studentIds,studentCount,changed,outcome,requestId,previousHash,hash';

function isOperation(response: Response, name: string): boolean {
  return response.url().endsWith('/graphql') && (response.request().postData() ?? '').includes(`"operationName":"${name}"`);
}

/** A day from the pinned day as MM/DD/YYYY, as the day filters take it. */
function usDay(offset: number): string {
  const day = pinnedNow();
  day.setDate(day.getDate() + offset);
  return `${String(day.getMonth() + 1).padStart(2, '0')}/${String(day.getDate()).padStart(2, '0')}/${day.getFullYear()}`;
}

/** Clicks an export button and answers the text of the file its link serves (the byte-order mark left out). */
async function exportedCsv(page: Page, fileName: RegExp): Promise<string> {
  const popup = page
    .context()
    .waitForEvent('page', { timeout: 5_000 })
    .catch(() => null);
  await page.getByRole('button', { name: 'Export CSV', exact: true }).click();
  const link = page.getByRole('link', { name: fileName });
  await link.waitFor();
  await (await popup)?.close();
  const response = await page.request.get((await link.getAttribute('href'))!);
  expect(response.status()).toBe(200);
  return (await response.text()).replace(/^\uFEFF/, '');
}

/** The trail's row of one request (in the grid or the record's table), found by its request id, which each shows whole on hover. */
function rowOf(page: Page, requestId: string) {
  return page.getByRole('row').filter({ has: page.locator(`[title="${requestId}"]`) });
}

test.describe('the access trail', () => {
  test("a therapist's look at a record is found by the Super Admin and on the student's record", async ({ signedIn }, testInfo) => {
    test.setTimeout(180_000);
    // The therapist opens one of their students; the answer's request id names the access the trail must show.
    const therapist = await signedIn('Therapist', { viewport, at: '/student' });
    const header = therapist.waitForResponse((response) => isOperation(response, 'StudentHeader'));
    await therapist
      .getByRole('button', { name: /^Open / })
      .first()
      .click();
    await therapist.waitForURL(/\/edit-student\/\d+$/);
    const studentId = new URL(therapist.url()).pathname.split('/').pop()!;
    const requestId = (await header).headers()['x-request-id']!;
    expect(requestId).toBeTruthy();
    const record = therapist.getByRole('navigation', { name: 'Student record' });
    await record.getByRole('link', { name: 'Activity history' }).waitFor();
    await expect(record.getByRole('link', { name: 'Access trail' })).toHaveCount(0);

    // The Super Admin: the trail by the student (chosen from the practice's) and the days around today.
    const admin = await signedIn('Super Admin', { viewport, at: '/audit-trail' });
    const student = admin.getByLabel('Student', { exact: true });
    await expect.poll(() => student.locator(`option[value="${studentId}"]`).count()).toBe(1);
    await student.selectOption(studentId);
    await admin.getByLabel('From', { exact: true }).fill(usDay(-1));
    await admin.getByLabel('From', { exact: true }).press('Enter');
    await admin.getByLabel('To', { exact: true }).fill(usDay(1));
    await admin.getByLabel('To', { exact: true }).press('Enter');
    await admin.waitForURL((url) => url.searchParams.get('student') === studentId && url.searchParams.has('from') && url.searchParams.has('to'));
    const seen = rowOf(admin, requestId);
    await expect(seen.getByRole('gridcell', { name: 'Jordan Ellis', exact: true })).toBeVisible();
    await expect(seen.getByRole('gridcell', { name: 'Therapist', exact: true })).toBeVisible();
    await expect(seen.getByRole('gridcell', { name: 'StudentHeader', exact: true })).toBeVisible();
    await expect(seen.getByRole('gridcell', { name: 'No', exact: true })).toBeVisible();
    await expect(seen.getByRole('gridcell', { name: 'OK', exact: true })).toBeVisible();
    const named = await admin.getByLabel('Student', { exact: true }).locator('option:checked').innerText();
    const [last, first] = named.split(', ');
    await expect(seen.getByRole('gridcell', { name: `1: ${first} ${last}`, exact: true })).toBeVisible();
    await checkA11y(admin, 'access trail');
    await admin.screenshot({ path: testInfo.outputPath('access-trail-1366x850.png'), animations: 'disabled' });

    // The CSV holds the records the filters select: this student's, the therapist's request among them.
    const csv = await exportedCsv(admin, /^Download Access trail .*\.csv$/);
    const [head, ...rows] = csv.split(/\r?\n/).filter((line) => line !== '');
    expect(head).toBe(csvHeader);
    expect(rows.some((row) => row.includes(`,${requestId},`))).toBe(true);
    expect(rows.every((row) => row.split(',')[6]!.split(' ').includes(studentId))).toBe(true);

    // An office administrator, on the student's record: the Access trail page, with the same request.
    const office = await signedIn('Office administrator', { viewport, at: `/edit-student/${studentId}` });
    await office.getByRole('navigation', { name: 'Student record' }).getByRole('link', { name: 'Access trail' }).click();
    await office.waitForURL(new RegExp(`/student-access-trail/${studentId}$`));
    const onRecord = rowOf(office, requestId);
    await expect(onRecord.getByRole('cell', { name: 'Jordan Ellis', exact: true })).toBeVisible();
    await expect(onRecord.getByRole('cell', { name: 'StudentHeader', exact: true })).toBeVisible();
    await checkA11y(office, "a student's access trail");
    // The record's navigation is long: the page is photographed from its top, as it opens.
    await office.evaluate(() => window.scrollTo(0, 0));
    await office.screenshot({ path: testInfo.outputPath('student-access-trail-1366x850.png'), animations: 'disabled' });
    const own = await exportedCsv(office, new RegExp(`^Download Access trail of student ${studentId} .*\\.csv$`));
    const [ownHead, ...ownRows] = own.split(/\r?\n/).filter((line) => line !== '');
    expect(ownHead).toBe(csvHeader);
    expect(ownRows.some((row) => row.includes(`,${requestId},`))).toBe(true);
  });
});
