// Availability in the browser as the office administrator, by keyboard alone once on the page: a slot added on a
// staff member's Saturday, its times typed and stepped with the arrow keys, its location chosen by typing; an
// overlapping slot refused beside itself and removed; the week saved, and still there after a reload; the check
// answers free inside the slot and busy outside it, with the reason. Then one's own week on the profile, another
// person's refused there, and the student record's week on the same grid. Every screen checked with axe.
import type { Page } from '@playwright/test';
import { expect, pinnedNow, test } from './setup/fixtures';
import { checkA11y } from './setup/browser';

const viewport = { width: 1366, height: 850 };
// A generated therapist; nobody's seeded week has a Saturday.
const staffId = '7';

/** A Saturday five weeks ahead, past any seeded session, as MM/DD/YYYY. */
function saturdayAhead(): string {
  const day = pinnedNow();
  day.setDate(day.getDate() + 35 + ((6 - day.getDay() + 7) % 7));
  return `${String(day.getMonth() + 1).padStart(2, '0')}/${String(day.getDate()).padStart(2, '0')}/${day.getFullYear()}`;
}

async function focused(page: Page): Promise<string> {
  return page.evaluate(() => document.activeElement?.getAttribute('aria-label') ?? document.activeElement?.textContent ?? '');
}

/** Replaces the focused field's text by typing. */
async function retype(page: Page, text: string): Promise<void> {
  await page.keyboard.press('Control+A');
  await page.keyboard.type(text);
}

async function weekShown(page: Page): Promise<void> {
  await page.getByRole('button', { name: 'Save week' }).waitFor();
}

test.describe('a staff member’s availability', () => {
  test('is edited by keyboard, refused beside an overlapping slot, saved and kept after a reload', async ({ signedIn }) => {
    test.setTimeout(120_000);
    const page = await signedIn('Office administrator', { viewport, at: `/staff-availability/${staffId}` });
    await weekShown(page);
    await expect.poll(() => page.locator('.staff-name').innerText()).not.toBe('Loading…');
    await checkA11y(page, 'staff availability');

    // The keyboard path starts on Saturday's Add button; the new slot takes the focus.
    await page.getByRole('button', { name: 'Add slot on Saturday' }).focus();
    await page.keyboard.press('Enter');
    expect(await focused(page)).toBe('Saturday slot 1 from');
    await retype(page, '10');
    await page.keyboard.press('Tab');
    expect(await focused(page)).toBe('Saturday slot 1 to');
    await retype(page, '1400');
    await page.keyboard.press('ArrowUp');
    await page.keyboard.press('ArrowUp');
    await page.keyboard.press('Tab');
    await page.keyboard.type('Cl');
    await expect.poll(() => page.getByLabel('Saturday slot 1 from').inputValue()).toBe('10:00');
    await expect.poll(() => page.getByLabel('Saturday slot 1 to').inputValue()).toBe('14:30');
    await expect.poll(() => page.getByLabel('Saturday slot 1 location').inputValue()).toBe('Clinic');

    // A second slot that starts inside the first: refused beside it, and nothing is sent.
    await page.keyboard.press('Tab');
    await page.keyboard.press('Tab');
    expect(await focused(page)).toBe('Add slot on Saturday');
    await page.keyboard.press('Enter');
    expect(await focused(page)).toBe('Saturday slot 2 from');
    await page.keyboard.press('ArrowDown');
    await page.keyboard.press('ArrowDown');
    await page.getByRole('button', { name: 'Save week' }).focus();
    await page.keyboard.press('Enter');
    const second = page.getByRole('group', { name: 'Saturday slot 2' });
    await second.getByText('Overlaps 10:00 AM – 2:30 PM on Saturday.').waitFor();
    expect(await focused(page)).toBe('Saturday slot 2 from');
    await page.getByText('Fix the marked slot before saving; nothing was saved.').waitFor();

    // Removed by keyboard (focus goes back to the day's Add button), then the week is saved.
    await page.getByRole('button', { name: 'Remove Saturday slot 2' }).focus();
    await page.keyboard.press('Enter');
    expect(await focused(page)).toBe('Add slot on Saturday');
    await page.getByRole('button', { name: 'Save week' }).focus();
    await page.keyboard.press('Enter');
    await page.getByText('Availability saved.').first().waitFor();

    await page.reload();
    await weekShown(page);
    await expect.poll(() => page.getByLabel('Saturday slot 1 from').inputValue()).toBe('10:00');
    expect(await page.getByLabel('Saturday slot 1 to').inputValue()).toBe('14:30');
    expect(await page.getByLabel('Saturday slot 1 location').inputValue()).toBe('Clinic');
    expect(await page.getByRole('group', { name: 'Saturday slot 2' }).count()).toBe(0);

    // The check: free inside the Saturday slot, busy across its end.
    await page.getByLabel('Date', { exact: true }).fill(saturdayAhead());
    await page.getByLabel('Check from', { exact: true }).fill('11:00');
    await page.getByLabel('Check to', { exact: true }).fill('12:00');
    await page.getByLabel('Check to', { exact: true }).press('Enter');
    await page.getByText('Within Saturday availability 10:00 AM – 2:30 PM, no session booked.').waitFor();
    await page.getByLabel('Check to', { exact: true }).fill('15:00');
    await page.getByLabel('Check to', { exact: true }).press('Enter');
    await page.getByText('Outside Saturday availability (10:00 AM – 2:30 PM).').waitFor();
    await checkA11y(page, 'staff availability, checked');
  });
});

test.describe('one’s own availability and the student’s', () => {
  test('shows one’s own week on the profile, refuses another’s there, and the student record uses the same grid', async ({ signedIn }) => {
    test.setTimeout(90_000);
    const page = await signedIn('Office administrator', { viewport, at: '/profile-availability/2' });
    await weekShown(page);
    await checkA11y(page, 'profile availability');

    await page.goto('/profile-availability/3');
    await page.getByText('This is someone else’s availability').waitFor();
    await page.getByRole('link', { name: 'Open yours' }).click();
    await page.waitForURL(/\/profile-availability\/2$/);
    await weekShown(page);

    await page.goto('/student-availability/26');
    await weekShown(page);
    await checkA11y(page, 'student availability');
  });
});
