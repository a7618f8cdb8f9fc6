// Staff documents in Chromium against the built gateway and its stand-in: the demo therapist, who owes documents,
// gets the 'Please Upload Documents' notice, follows 'Upload Now' to their documents, uploads every pending one
// (a file that is not a document is refused beside the field), previews an image, and the notice is gone for good.
// The office administrator then sees the same documents in the staff record, downloads them as a ZIP, and opens the
// Upload File Settings. Every screen is checked with axe.
import type { Page } from '@playwright/test';
import { expect, test } from './setup/fixtures';
import { checkA11y } from './setup/browser';

const viewport = { width: 1366, height: 850 };
const therapistId = '3';
const typeMessage = 'The selected file type is not allowed. Only PDF, PNG, JPEG and DOCX is supported.';

/** A real PNG to upload: a picture of part of the page itself. */
async function scan(page: Page): Promise<Buffer> {
  return page.screenshot({ clip: { x: 0, y: 0, width: 480, height: 300 } });
}

/** The pending count the next DocumentNotification answer carries. */
function nextNoticeCount(page: Page): Promise<number> {
  return page
    .waitForResponse((response) => response.url().endsWith('/graphql') && (response.request().postData() ?? '').includes('DocumentNotification'))
    .then(
      async (response) =>
        ((await response.json()) as { data: { documentNotification: { pendingFileCount: number } } }).data.documentNotification.pendingFileCount,
    );
}

test.describe('staff documents', () => {
  test('the therapist uploads their pending documents from the notice, and the notice goes away', async ({ signedIn }) => {
    test.setTimeout(180_000);
    const page = await signedIn('Therapist', { viewport, keepNotices: true });
    const notice = page.getByRole('dialog', { name: 'Please Upload Documents' });
    await notice.waitFor();
    await expect.poll(() => notice.textContent()).toMatch(/Please upload your pending documents: \d+ documents are awaiting upload/);

    await notice.getByRole('button', { name: 'Upload Now' }).click();
    await page.waitForURL(`**/profile-documents/${therapistId}`);
    await page.getByRole('heading', { name: 'My documents' }).waitFor();
    await expect.poll(() => notice.isVisible()).toBe(false);
    const required = page.getByRole('region', { name: /^Required for / });
    await required.waitFor();
    await page.getByText(/documents? (is|are) awaiting upload/).waitFor();
    await checkA11y(page, 'profile documents');

    // A text file named .pdf passes the browser's check by name; the gateway refuses it by content, beside the field.
    const pendingRows = required.getByRole('row').filter({ has: page.getByRole('button', { name: /^Upload / }) });
    const firstLabel = ((await pendingRows.first().getByRole('rowheader').textContent()) ?? '').replace(' (optional)', '');
    await pendingRows
      .first()
      .getByRole('button', { name: /^Upload / })
      .click();
    let dialog = page.getByRole('dialog', { name: 'Upload a document' });
    await dialog.getByLabel(/^File/).setInputFiles({ name: 'scan.pdf', mimeType: 'application/pdf', buffer: Buffer.from('not a document at all') });
    await dialog.getByRole('button', { name: 'Upload', exact: true }).click();
    await dialog.getByText(typeMessage).waitFor();
    await checkA11y(page, 'upload dialog, refused');

    // Every pending document as a scan (the seeded ones are PDFs).
    await dialog.getByLabel(/^File/).setInputFiles({ name: 'cpr-card.png', mimeType: 'image/png', buffer: await scan(page) });
    await dialog.getByRole('button', { name: 'Upload', exact: true }).click();
    await dialog.waitFor({ state: 'hidden' });
    await required
      .getByRole('row', { name: new RegExp(firstLabel) })
      .getByText('Uploaded')
      .waitFor();

    const requiredPending = required
      .getByRole('row')
      .filter({ hasText: /Pending|Expired/ })
      .filter({ hasNotText: '(optional)' });
    for (let left = await requiredPending.count(); left > 0; left = await requiredPending.count()) {
      const row = requiredPending.first();
      const label = (await row.getByRole('rowheader').textContent()) ?? 'Document';
      await row.getByRole('button', { name: /^Upload / }).click();
      dialog = page.getByRole('dialog', { name: 'Upload a document' });
      await dialog.getByLabel(/^File/).setInputFiles({ name: `${label}.png`, mimeType: 'image/png', buffer: await scan(page) });
      const counted = nextNoticeCount(page);
      await dialog.getByRole('button', { name: 'Upload', exact: true }).click();
      await dialog.waitFor({ state: 'hidden' });
      // Each upload asks the notice's count again.
      expect(await counted).toBe(left - 1);
      await expect.poll(() => requiredPending.count()).toBe(left - 1);
    }
    await page.getByText('Every required document is uploaded').waitFor();
    await checkA11y(page, 'profile documents, all uploaded');

    // The image opens inline in the profile's preview.
    await page.getByRole('link', { name: `Open ${firstLabel}` }).click();
    await page.waitForURL('**/profile-document-preview?file_id=*');
    const image = page.getByRole('img', { name: firstLabel });
    await image.waitFor();
    await expect.poll(() => image.evaluate((element) => (element as HTMLImageElement).naturalWidth)).toBe(480);
    await checkA11y(page, 'profile document preview');

    // Nothing pending, even once the notice's dismissal is forgotten: the practice answers a count of 0 (that a
    // count of 0 opens no notice is the layout's own test).
    await page.evaluate(() => window.sessionStorage.clear());
    const counted = nextNoticeCount(page);
    await page.goto('/dashboard');
    await page.getByRole('heading', { level: 2, name: /^Hello / }).waitFor();
    expect(await counted).toBe(0);
  });

  test('the office administrator sees them in the staff record, downloads them as a ZIP, and opens the settings', async ({ signedIn }) => {
    test.setTimeout(120_000);
    const page = await signedIn('Office administrator', { viewport, at: `/staff-documents/${therapistId}` });
    await page.getByRole('navigation', { name: 'Staff record' }).waitFor();
    await page.getByRole('region', { name: /^Required for / }).waitFor();
    await checkA11y(page, 'staff documents');

    const download = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Download all (ZIP)' }).click();
    expect((await download).suggestedFilename()).toMatch(/-documents\.zip$/);

    await page
      .getByRole('link', { name: /^Open / })
      .first()
      .click();
    await page.waitForURL('**/staff-document-preview/*');
    await page.getByRole('button', { name: 'Save as PDF' }).waitFor();
    await checkA11y(page, 'staff document preview');

    await page.goto('/document-label-settings');
    await page.getByRole('grid').getByText('CPR Certification').first().waitFor();
    await checkA11y(page, 'upload file settings');

    // A setting without its staff title is refused beside the field, and nothing is saved.
    await page.getByRole('button', { name: 'Add upload file setting' }).click();
    await page.waitForURL('**/add-document-label-setting');
    await page.getByLabel(/^Document/).fill('Mandated Reporter Training');
    await page.getByRole('button', { name: 'Add upload file setting' }).click();
    await page.getByText('The staff title field is required.').waitFor();
    expect(new URL(page.url()).pathname).toBe('/add-document-label-setting');
    await checkA11y(page, 'add upload file setting');
  });
});
