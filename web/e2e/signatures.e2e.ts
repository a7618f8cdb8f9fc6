// Signatures in Chromium against the built gateway and its stand-in: the office administrator draws a staff
// member's signature with the mouse and sees it saved, a refused file is told beside the field, a parent's
// signature is typed by keyboard alone, and the guest page signs by link while signed out (and refuses a tampered
// link). Every screen is checked with axe.
import type { Page } from '@playwright/test';
import { expect, test } from './setup/fixtures';
import { checkA11y } from './setup/browser';

const viewport = { width: 1366, height: 850 };
const staffId = '6';
const fileTypeMessage = 'The selected file type is not allowed. Only PNG and JPEG is supported.';

/** Waits for an image to have loaded its picture, and answers its natural width. */
async function loadedWidth(page: Page, name: string | RegExp): Promise<number> {
  const image = page.getByRole('img', { name });
  await image.waitFor();
  await expect.poll(() => image.evaluate((element) => (element as HTMLImageElement).naturalWidth)).toBeGreaterThan(0);
  return image.evaluate((element) => (element as HTMLImageElement).naturalWidth);
}

/** A signature drawn with the mouse: two strokes across the pad. */
async function drawSignature(page: Page): Promise<void> {
  const pad = page.getByRole('img', { name: /^Signature pad for / });
  const box = await pad.boundingBox();
  if (!box) throw new Error('The signature pad is not on screen.');
  for (const [from, lift] of [
    [0.08, 0.55],
    [0.5, 0.45],
  ] as const) {
    await page.mouse.move(box.x + box.width * from, box.y + box.height * lift);
    await page.mouse.down();
    for (let step = 1; step <= 24; step += 1) {
      const x = box.x + box.width * (from + step * 0.016);
      const y = box.y + box.height * (lift + 0.25 * Math.sin(step / 2.5));
      await page.mouse.move(x, y, { steps: 2 });
    }
    await page.mouse.up();
  }
}

/** The message told beside the signature field. */
function fieldAlert(page: Page) {
  return page.getByRole('form', { name: /^Sign as / }).getByRole('alert');
}

/** The saved image's address, or null while there is none. */
async function savedSource(page: Page, name: string): Promise<string | null> {
  const image = page.getByRole('img', { name: `Signature of ${name}`, exact: true });
  return (await image.count()) > 0 ? image.getAttribute('src') : null;
}

async function signerName(page: Page): Promise<string> {
  const pad = page.getByRole('form', { name: /^Sign as / });
  await pad.waitFor();
  return ((await pad.getAttribute('aria-label')) ?? '').replace(/^Sign as /, '');
}

test.describe('signatures as the office administrator', () => {
  test('draws a staff member’s signature with the mouse, sees it saved, and refuses a text file beside the field', async ({ signedIn }) => {
    test.setTimeout(120_000);
    const page = await signedIn('Office administrator', { viewport, at: `/staff-signature/${staffId}` });
    const name = await signerName(page);
    await page.getByRole('heading', { name: /^(Replace the|Add a) signature$/ }).waitFor();
    const before = await savedSource(page, name);

    await drawSignature(page);
    await expect.poll(() => page.getByText(/^\d+ strokes?$/).textContent()).toBe('2 strokes');
    // Undo takes the last stroke back; draw it again.
    await page.getByRole('button', { name: 'Undo' }).click();
    await expect.poll(() => page.getByText(/^\d+ strokes?$/).textContent()).toBe('1 stroke');
    await drawSignature(page);
    await page.getByRole('button', { name: 'Save signature' }).click();
    await page.getByText(`The signature of ${name} was saved.`).waitFor();
    // The saved one is the new drawing, served back as an image.
    await expect.poll(() => savedSource(page, name)).not.toBe(before);
    expect(await loadedWidth(page, `Signature of ${name}`)).toBeGreaterThan(200);
    await expect.poll(() => page.getByText(/^Drawn, \d\d\/\d\d\/\d{4}/).count()).toBe(1);
    await checkA11y(page, 'staff signature');

    // A file that is not an image, whatever its name, is refused beside the field and nothing is sent.
    await page.getByRole('tab', { name: 'Upload' }).click();
    await page
      .getByLabel('Image of a signature')
      .setInputFiles({ name: 'signature.png', mimeType: 'image/png', buffer: Buffer.from('this is not an image') });
    await expect.poll(() => fieldAlert(page).textContent()).toBe(fileTypeMessage);
    await page.getByRole('button', { name: 'Save signature' }).click();
    await expect.poll(() => fieldAlert(page).textContent()).toBe('Choose an image of your signature.');
  });

  test('types a parent’s signature by keyboard alone', async ({ signedIn }) => {
    test.setTimeout(90_000);
    const page = await signedIn('Office administrator', { viewport });
    const fonts: string[] = [];
    page.on('request', (request) => {
      if (request.resourceType() === 'font') fonts.push(request.url());
    });
    await page.goto('/parent/signature/4');
    const name = await signerName(page);
    const drawTab = page.getByRole('tab', { name: 'Draw' });
    await drawTab.focus();
    await page.keyboard.press('ArrowRight');
    await page.keyboard.press('Enter');
    await page.keyboard.press('Tab');
    await page.keyboard.type(name);
    await page.getByRole('img', { name: `Preview of the typed signature: ${name}` }).waitFor();
    // The script face is the product's own, loaded from the portal itself.
    await expect
      .poll(() => page.evaluate(() => [...document.fonts].some((face) => face.family.includes('Dancing Script') && face.status === 'loaded')))
      .toBe(true);
    expect(fonts.filter((url) => url.includes('dancing-script')).map((url) => new URL(url).origin)).toEqual([new URL(page.url()).origin]);
    await page.keyboard.press('Enter');
    await page.getByText(`The signature of ${name} was saved.`).waitFor();
    await loadedWidth(page, `Signature of ${name}`);
    await page.getByText(`Typed (“${name}”)`, { exact: false }).waitFor();
    await checkA11y(page, 'parent signature');
  });
});

test.describe('one’s own signature', () => {
  test('opens for the therapist’s own id only', async ({ signedIn }) => {
    test.setTimeout(90_000);
    const page = await signedIn('Therapist', { viewport, at: '/profile-signature/3' });
    await signerName(page);
    // Their own page offers no signing link.
    expect(await page.getByRole('button', { name: 'Copy signing link' }).count()).toBe(0);
    await checkA11y(page, 'profile signature');
    await page.goto('/profile-signature/6');
    await page.getByText('This is not your signature page').waitFor();
  });
});

test.describe('the guest signature page, signed out', () => {
  test('signs once by the link the office administrator copied, and refuses a tampered link', async ({ openPage, signedIn }) => {
    test.setTimeout(120_000);
    const office = await signedIn('Office administrator', { viewport, at: `/staff-signature/${staffId}` });
    const name = await signerName(office);
    const link = await office.getByLabel(`Signing link for ${name}`).inputValue();
    expect(link).toMatch(new RegExp(`/update-signature/${staffId}\\?token=\\d+\\.[\\w-]+\\.[\\w-]+$`));
    await office.getByRole('button', { name: 'Copy signing link' }).click();
    await office.getByText(/Signing link copied\.|Press Ctrl\+C/).waitFor();

    const address = new URL(link);
    const guest = await openPage(`${address.pathname}${address.search}`, { viewport });
    await guest.getByRole('heading', { name: `Signature of ${name}` }).waitFor();
    await checkA11y(guest, 'guest signature');
    const before = await savedSource(office, name);
    await drawSignature(guest);
    await guest.getByRole('button', { name: 'Sign', exact: true }).click();
    await guest.getByText(`Thank you, ${name}`).waitFor();
    await loadedWidth(guest, `Signature of ${name}`);

    // The link signs once: opened again, it says it was signed.
    await guest.reload();
    await guest.getByText(`Thank you, ${name}`).waitFor();

    // Another person's id with this token, or a changed token, is refused and offers no way to sign.
    const tampered = await openPage(`/update-signature/7${address.search}`, { viewport });
    await tampered.getByText('This signing link cannot be used').waitFor();
    await tampered.getByText('This signing link is not valid.').waitFor();
    expect(await tampered.getByRole('button', { name: 'Sign', exact: true }).count()).toBe(0);

    // The staff member's page shows the signature given by link.
    await office.reload();
    await signerName(office);
    await expect.poll(() => savedSource(office, name)).not.toBe(before);
    await loadedWidth(office, `Signature of ${name}`);
  });
});

test.describe('a parent’s verification of their child’s sessions', () => {
  test('verifies a session from their own page, which then shows it verified', async ({ signedIn }) => {
    test.setTimeout(90_000);
    const page = await signedIn('Parent', { viewport, at: '/dashboard' });
    await page.getByRole('navigation').getByRole('link', { name: 'Verify Sessions' }).click();
    await page.waitForURL('**/verify-sessions');
    const table = page.getByRole('table', { name: 'Sessions' });
    const buttons = table.getByRole('button', { name: /^Verify attendance of / });
    await buttons.first().waitFor();
    const before = await buttons.count();
    await checkA11y(page, 'verify sessions');
    const name = (await buttons.first().getAttribute('aria-label'))!;
    await buttons.first().click();
    await page.getByText(/^The session of \d\d\/\d\d\/\d{4} with .+ is verified\.$/).waitFor();
    await expect(table.getByRole('button', { name })).toHaveCount(0);
    await expect(buttons).toHaveCount(before - 1);
    await page.getByRole('checkbox', { name: /Only sessions to verify/ }).uncheck({ force: true });
    await expect(table.getByText(/^Verified \d\d\/\d\d\/\d{4}/).first()).toBeVisible();
  });
});
