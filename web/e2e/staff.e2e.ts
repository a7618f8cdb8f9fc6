// The staff record in Chromium against the built gateway and its stand-in, as the office administrator: the staff
// list with its credential flags, a new staff member refused for a taken email (beside the field, nothing saved),
// then added and found in the list, the record's tabs opened with the credential flag in the header and on the
// Credentials tab, the parents list and the profile. Every screen is checked with axe.
import { expect, test } from './setup/fixtures';
import { checkA11y, searchList } from './setup/browser';
import { nextStamp } from '../../mocks/src/kit/stamp';

const viewport = { width: 1366, height: 850 };
const takenMessage = 'The email has already been taken.';

test.describe('staff', () => {
  test('adds a staff member, finds them in the list, opens the record tabs and sees a credential flag', async ({ signedIn }) => {
    test.setTimeout(240_000);
    const page = await signedIn('Office administrator', { viewport });

    await page.goto(new URL('/staff', page.url()).toString());
    await page
      .getByRole('treegrid', { name: 'Staff' })
      .or(page.getByRole('grid', { name: 'Staff' }))
      .first()
      .waitFor();
    await page
      .getByText(/Expired|Expires in \d+ days?|Expires today/)
      .first()
      .waitFor();
    await checkA11y(page, 'staff list');

    // The filters narrow the list and stay in the address.
    await page.getByLabel('Status').selectOption('0');
    await page.waitForURL(/status=0/);
    await page.getByLabel('Status').selectOption('');

    // A taken email is refused beside its field; nothing is saved.
    await page.getByRole('button', { name: 'Add staff member' }).click();
    await page.waitForURL('**/add-staff');
    const stamp = nextStamp();
    await page.getByLabel(/^First name/).fill('Avery');
    await page.getByLabel(/^Last name/).fill(`Quill${stamp}`);
    await page.getByLabel(/^Email/).fill('therapist@practice.test');
    await page.getByLabel(/^Phone/).fill('(555) 010-2030');
    await page.getByRole('button', { name: 'Add staff member' }).click();
    await page.getByText(takenMessage).waitFor();
    await checkA11y(page, 'add staff, refused');

    await page.getByLabel(/^Email/).fill(`avery.${stamp}@practice.test`);
    await page.getByRole('button', { name: 'Add staff member' }).click();
    await page.waitForURL('**/staff');
    await searchList(page, 'Search staff', `Quill${stamp}`);
    const link = page.getByRole('link', { name: `Avery Quill${stamp}` });
    await link.waitFor();
    await expect.poll(() => page.getByRole('link', { name: /Avery Quill/ }).count()).toBe(1);

    // The record: the profile tab, then every tab this module offers.
    await link.click();
    await page.waitForURL(/\/edit-staff\/\d+$/);
    await page.getByRole('heading', { name: `Avery Quill${stamp}` }).waitFor();
    const tabs = page.getByRole('navigation', { name: 'Staff record' });
    for (const tab of ['Service Lines', 'Schools', 'Students', 'Credentials']) {
      await tabs.getByRole('link', { name: tab }).click();
      await page.getByRole('heading', { name: tab, level: 3 }).waitFor();
    }

    // The demo therapist's RBT is due in 25 days: the header flags their most pressing credential, the tab each one.
    await page.goto(new URL('/staff-credentials/3', page.url()).toString());
    await page.getByRole('heading', { name: 'Jordan Ellis' }).waitFor();
    await page.getByRole('link', { name: /: (Expired|Expires today|Expires in \d+ days?).*, open the credentials/ }).waitFor();
    await page.getByRole('heading', { name: 'Credentials', level: 3 }).waitFor();
    await page.getByText('Expires in 25 days').last().waitFor();
    await checkA11y(page, 'staff credentials');

    await tabs.getByRole('link', { name: 'Profile' }).click();
    await page.getByLabel(/^First name/).waitFor();
    await expect.poll(() => page.getByLabel(/^First name/).inputValue()).toBe('Jordan');
    await checkA11y(page, 'staff profile tab');

    await tabs.getByRole('link', { name: 'Schools' }).click();
    await page.getByRole('button', { name: 'Save schools' }).waitFor();
  });

  test('lists parents and shows the signed-in person their profile', async ({ signedIn }) => {
    test.setTimeout(120_000);
    const page = await signedIn('Office administrator', { viewport });
    await page.goto(new URL('/parents', page.url()).toString());
    await page.getByText('Casey Morgan').waitFor();
    await checkA11y(page, 'parents');

    await page.goto(new URL('/profile', page.url()).toString());
    await page.getByRole('heading', { name: 'Dana Whitfield' }).waitFor();
    await page.getByRole('link', { name: 'My signature' }).waitFor();
    await expect.poll(() => page.getByLabel(/^Phone/).inputValue()).not.toBe('');
    await checkA11y(page, 'profile');
  });
});
