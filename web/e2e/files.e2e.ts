// The file manager in Chromium against the built gateway and its stand-in, as the office administrator: a new
// folder (a bad name and a name in use refused), a folder inside it, three files dropped from the desktop (a real
// DataTransfer drop) with their progress bars on a slowed connection, a file of the wrong type refused with the
// server's reason, one file moved onto a folder of the tree by dragging, the folder downloaded as a ZIP whose listing
// is read back with fflate, two items deleted (the question names how many) and restored from the trash; then the
// share page, the shared lists and the plain folder and file pages. Every screen is checked with axe.
import { unzipSync } from 'fflate';
import { readFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Locator, Page } from '@playwright/test';
import { expect, test } from './setup/fixtures';
import { checkA11y } from './setup/browser';
import { nextStamp } from '../../mocks/src/kit/stamp';

const viewport = { width: 1366, height: 850 };
const typeMessage = 'The selected file type is not allowed. Only PDF, PNG, JPEG, GIF, DOCX, XLSX, CSV and TXT is supported.';

interface DroppedFile {
  name: string;
  type: string;
  base64: string;
}

/** A small real PDF (a header, one empty page, a trailer), enough for a content check. */
function tinyPdf(): Buffer {
  const body = [
    '%PDF-1.4',
    '1 0 obj << /Type /Catalog /Pages 2 0 R >> endobj',
    '2 0 obj << /Type /Pages /Kids [3 0 R] /Count 1 >> endobj',
    '3 0 obj << /Type /Page /Parent 2 0 R /MediaBox [0 0 200 200] >> endobj',
    'trailer << /Root 1 0 R >>',
    '%%EOF',
  ].join('\n');
  return Buffer.from(body, 'latin1');
}

/** Drops files from "the desktop" on a zone: dragenter, dragover and drop carrying one real DataTransfer. */
async function dropFiles(page: Page, zone: Locator, files: DroppedFile[]): Promise<void> {
  const dataTransfer = await page.evaluateHandle((list: DroppedFile[]) => {
    const transfer = new DataTransfer();
    for (const file of list) {
      const bytes = Uint8Array.from(atob(file.base64), (char) => char.charCodeAt(0));
      transfer.items.add(new File([bytes], file.name, { type: file.type }));
    }
    return transfer;
  }, files);
  await zone.dispatchEvent('dragenter', { dataTransfer });
  await zone.dispatchEvent('dragover', { dataTransfer });
  await zone.dispatchEvent('drop', { dataTransfer });
}

function row(page: Page, name: string): Locator {
  return page
    .getByRole('grid', { name: /^Contents of / })
    .getByRole('row')
    .filter({ hasText: name });
}

test.describe('file manager', () => {
  test('the office administrator makes a folder, uploads by drop, moves by drag, downloads the ZIP, deletes and restores', async ({ signedIn }) => {
    test.setTimeout(240_000);
    const page = await signedIn('Office administrator', { viewport, at: '/file-management' });
    const tree = page.getByRole('navigation', { name: 'Folders' });
    await tree.getByRole('link', { name: 'All folders' }).waitFor();
    await page.getByRole('grid', { name: 'Contents of All folders' }).waitFor();
    await checkA11y(page, 'file manager, top');

    // A new folder: a name with a slash is refused as typed; a name in use by the server, beside the field.
    const stamp = nextStamp();
    const folderName = `Intake ${stamp}`;
    await page.getByRole('button', { name: 'New folder' }).click();
    let dialog = page.getByRole('dialog', { name: 'New folder' });
    await dialog.getByLabel(/^Name/).fill('Intake/2026');
    await dialog.getByRole('button', { name: 'Create folder' }).click();
    await dialog.getByText('The name must not contain "/" or "\\".').waitFor();
    await dialog.getByLabel(/^Name/).fill(folderName);
    await dialog.getByRole('button', { name: 'Create folder' }).click();
    await dialog.waitFor({ state: 'hidden' });
    await row(page, folderName).waitFor();
    await page.getByRole('button', { name: 'New folder' }).click();
    dialog = page.getByRole('dialog', { name: 'New folder' });
    await dialog.getByLabel(/^Name/).fill(folderName);
    await dialog.getByRole('button', { name: 'Create folder' }).click();
    await dialog.getByText(`A folder named "${folderName}" already exists in this folder.`).waitFor();
    await checkA11y(page, 'new folder, name in use');
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await dialog.waitFor({ state: 'hidden' });

    // Into it, by the keyboard: the grid takes the focus, the arrows pick, Enter opens.
    await row(page, folderName).click();
    await page.getByRole('grid', { name: 'Contents of All folders' }).press('Enter');
    await page.waitForURL('**/view-folder-contents/*');
    const folderUrl = page.url();
    await page.getByRole('navigation', { name: 'Path' }).getByText(folderName).waitFor();
    await page.getByText('This folder is empty').waitFor();
    await page.getByRole('button', { name: 'New folder' }).click();
    dialog = page.getByRole('dialog', { name: 'New folder' });
    await dialog.getByLabel(/^Name/).fill('Signed');
    await dialog.getByRole('button', { name: 'Create folder' }).click();
    await dialog.waitFor({ state: 'hidden' });
    await row(page, 'Signed').waitFor();

    // Three files dropped at once on a slowed connection: a progress bar each, then each lands in the list. A
    // fourth, a text file named .pdf, passes the browser's check by name and is refused by the server by content.
    const cdp = await page.context().newCDPSession(page);
    await cdp.send('Network.enable');
    await cdp.send('Network.emulateNetworkConditions', { offline: false, latency: 20, downloadThroughput: -1, uploadThroughput: 400 * 1024 });
    const notes = Buffer.from(`Session notes ${stamp}\n`.repeat(40_000));
    const picture = await page.screenshot({ clip: { x: 0, y: 0, width: 400, height: 260 } });
    const zone = page.getByRole('region', { name: `Contents of ${folderName}` });
    await dropFiles(page, zone, [
      { name: 'Évaluation été.txt', type: 'text/plain', base64: notes.toString('base64') },
      { name: 'consent form.pdf', type: 'application/pdf', base64: tinyPdf().toString('base64') },
      { name: 'scan.png', type: 'image/png', base64: picture.toString('base64') },
      { name: 'not really.pdf', type: 'application/pdf', base64: Buffer.from('just words').toString('base64') },
    ]);
    const uploads = page.getByRole('region', { name: 'Uploads' });
    await uploads.getByRole('progressbar', { name: 'Upload of Évaluation été.txt' }).waitFor();
    await cdp.send('Network.emulateNetworkConditions', { offline: false, latency: 0, downloadThroughput: -1, uploadThroughput: -1 });
    for (const name of ['Évaluation été.txt', 'consent form.pdf', 'scan.png']) {
      await uploads.getByRole('listitem', { name }).getByText('Uploaded').waitFor({ timeout: 30_000 });
      await row(page, name).waitFor();
    }
    await uploads.getByRole('listitem', { name: 'not really.pdf' }).getByText(typeMessage).waitFor();
    expect(await row(page, 'not really.pdf').count()).toBe(0);
    await checkA11y(page, 'file manager, uploads');

    // A PDF and an image open inline.
    await row(page, 'consent form.pdf').dblclick();
    let preview = page.getByRole('dialog', { name: 'consent form.pdf' });
    await preview.locator('iframe[title="consent form.pdf (PDF)"]').waitFor();
    await preview.getByRole('button', { name: 'Close' }).click();
    await preview.waitFor({ state: 'hidden' });
    await row(page, 'scan.png').dblclick();
    preview = page.getByRole('dialog', { name: 'scan.png' });
    const image = preview.getByRole('img', { name: 'scan.png' });
    await expect.poll(() => image.evaluate((element) => (element as HTMLImageElement).naturalWidth)).toBe(400);
    await checkA11y(page, 'preview');
    await preview.getByRole('button', { name: 'Close' }).click();
    await preview.waitFor({ state: 'hidden' });

    // One file dragged onto the folder 'Signed' of the tree.
    await tree.getByRole('link', { name: 'Signed' }).waitFor();
    await row(page, 'scan.png').dragTo(tree.getByRole('link', { name: 'Signed' }));
    await page.getByText('1 file moved to Signed.').waitFor();
    await expect.poll(() => row(page, 'scan.png').count()).toBe(0);

    // The folder as a ZIP: its files, and the nested folder with the moved file inside.
    const download = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Download folder (ZIP)' }).click();
    const saved = await download;
    expect(saved.suggestedFilename()).toMatch(/\.zip$/);
    // The browser runs apart from the test: the ZIP is saved to a local copy to be read.
    const zipPath = join(tmpdir(), `files-${stamp}.zip`);
    await saved.saveAs(zipPath);
    const listing = Object.keys(unzipSync(new Uint8Array(await readFile(zipPath)))).map((path) => path.replace(/^[^/]*\//, ''));
    expect(listing).toEqual(expect.arrayContaining(['Évaluation été.txt', 'consent form.pdf', 'Signed/scan.png']));
    expect(listing.some((path) => path.includes('not really'))).toBe(false);

    // Two items picked (Ctrl+click) and deleted: the question names how many.
    await row(page, 'consent form.pdf').click();
    await row(page, 'Signed').click({ modifiers: ['Control'] });
    await page.getByText('2 items selected.').waitFor();
    await page.getByRole('button', { name: 'Delete', exact: true }).click();
    const question = page.getByRole('alertdialog');
    await question.getByText('Delete 2 items?', { exact: false }).waitFor();
    await checkA11y(page, 'delete question');
    await question.getByRole('button', { name: 'Delete 2 items' }).click();
    await page.getByText('2 items moved to the trash.').waitFor();
    await expect.poll(() => row(page, 'Signed').count()).toBe(0);

    // Restored from the trash: the folder (with its file) and the file, each back where it was.
    await page.goto('/deleted-folders');
    await page.getByRole('button', { name: 'Restore Signed' }).first().waitFor();
    await checkA11y(page, 'deleted folders');
    await page.getByRole('button', { name: 'Restore Signed' }).first().click();
    await expect.poll(() => page.getByRole('button', { name: 'Restore Signed' }).count()).toBe(0);
    await page.goto('/deleted-files');
    await page.getByRole('button', { name: 'Restore consent form.pdf' }).first().waitFor();
    await page.getByRole('button', { name: 'Restore consent form.pdf' }).first().click();
    await expect.poll(() => page.getByRole('button', { name: 'Restore consent form.pdf' }).count()).toBe(0);
    await page.goto(folderUrl);
    await row(page, 'Signed').waitFor();
    await row(page, 'consent form.pdf').waitFor();

    // Rename in place: F2, a name with '..' refused, Escape gives up, Enter saves.
    await row(page, 'Évaluation été.txt').click();
    const grid = page.getByRole('grid', { name: `Contents of ${folderName}` });
    await grid.press('F2');
    const renameBox = page.getByRole('textbox', { name: 'New name for Évaluation été.txt' });
    await renameBox.fill('../notes.txt');
    await renameBox.press('Enter');
    await page.getByText('The name must not contain "/" or "\\".').waitFor();
    await renameBox.fill('Évaluation automne.txt');
    await renameBox.press('Enter');
    await row(page, 'Évaluation automne.txt').waitFor();

    // The keyboard's way to move: the folder picker will not offer a folder as its own target.
    await row(page, 'Signed').click();
    await page.getByRole('button', { name: 'Move to…' }).click();
    const picker = page.getByRole('dialog', { name: 'Move 1 folder' });
    await picker.getByLabel('Move to', { exact: true }).waitFor();
    const refused = await picker.getByLabel('Move to', { exact: true }).locator('option[disabled]').allTextContents();
    expect(refused.some((text) => text.endsWith(`${folderName} / Signed (not possible)`))).toBe(true);
    await checkA11y(page, 'folder picker');
    await picker.getByRole('button', { name: 'Cancel' }).click();
    await picker.waitFor({ state: 'hidden' });

    // Share a file with a staff member until a day; nobody chosen is refused first.
    await row(page, 'consent form.pdf').click();
    await page.getByRole('toolbar', { name: 'Selected items' }).getByRole('button', { name: 'Share', exact: true }).click();
    await page.waitForURL('**/share-file/*');
    await page.getByRole('button', { name: 'Share', exact: true }).click();
    await page
      .getByText(/staff members? field is required/i)
      .first()
      .waitFor();
    await checkA11y(page, 'share file, nobody chosen');

    for (const path of ['/shared-folders', '/shared-files', '/folders', '/files', '/add-folder', '/add-file']) {
      await page.goto(path);
      await page.getByRole('heading', { level: 1 }).waitFor();
      await page.waitForLoadState('networkidle');
      await checkA11y(page, path);
    }
  });
});
