// The 'Send feedback' widget in Chromium against the built gateway and its stand-in API: a PNG reaches the help
// desk, a GIF and an 11 MB image are refused with the portal's messages, capture and editing work in a real browser.
import type { Locator, Page } from '@playwright/test';
import { expect, test, type StandIn } from './setup/fixtures';
import { checkA11y, demoSignIn } from './setup/browser';
import { encodePng, pngChannels } from '../../mocks/src/kit/png';
import { nextStamp } from '../../mocks/src/kit/stamp';

const messages = {
  success: 'Thanks for your feedback, we will review and improve our service.',
  type: 'The selected file type is not allowed. Only PNG and JPEG is supported.',
  size: 'The file exceed the maximum allowed limit (10 MB).',
  discard: 'Are you sure to discard the feedback?',
};

interface HelpDeskCall {
  authorization: string | undefined;
  body: {
    name?: string;
    email?: string;
    feedback?: string;
    user_content_email_communication?: string;
    user_agent?: Array<{ label: string; value: string }> | Record<string, { label: string; value: string }>;
  };
  files: Array<{ field: string; fileName: string; size: number; mimeType: string }>;
}

/** A real, decodable PNG of one colour with a band of another (so the editor has something to draw over). */
function pngImage(width: number, height: number): Buffer {
  return encodePng(width, height, (_x, y) => (y > height / 3 && y < (2 * height) / 3 ? [250, 200, 60, 255] : [45, 114, 210, 255]), pngChannels.rgb);
}

async function openWidget(page: Page): Promise<Locator> {
  await page.getByRole('button', { name: 'Send feedback' }).click();
  const dialog = page.getByRole('dialog', { name: 'Send feedback' });
  await dialog.waitFor();
  return dialog;
}

async function helpDeskCallsWith(standIn: StandIn, feedback: string): Promise<HelpDeskCall[]> {
  const { calls } = await standIn.control<{ calls: HelpDeskCall[] }>('calls?method=POST&path=help-desk/store');
  return calls.filter((call) => call.body.feedback === feedback);
}

const entriesOf = (value: HelpDeskCall['body']['user_agent']) => (Array.isArray(value) ? value : Object.values(value ?? {}));

test.describe('the feedback widget', () => {
  test('sends feedback with a PNG screenshot from the sign-in screen, and the help desk receives it', async ({ openPage, standIn }) => {
    const page = await openPage('/');
    const dialog = await openWidget(page);
    const text = `The sign-in page is slow (${nextStamp()})`;
    await dialog.getByLabel(/Full name/).fill('Ann Lee');
    await dialog.getByLabel(/Email address/).fill('ann.lee@practice.test');
    await dialog.getByLabel(/Describe your feedback/).fill(text);
    const png = pngImage(400, 240);
    await dialog.getByLabel('Upload a screenshot').setInputFiles({ name: 'my screen.png', mimeType: 'image/png', buffer: png });
    await dialog.getByAltText('Screenshot preview').waitFor();
    await checkA11y(page, 'feedback dialog');

    await dialog.getByRole('button', { name: 'Submit' }).click();
    await page.getByText(messages.success).waitFor();
    await dialog.waitFor({ state: 'hidden' });

    const [call, ...others] = await helpDeskCallsWith(standIn, text);
    expect(others).toEqual([]);
    expect(call?.body).toMatchObject({ name: 'Ann Lee', email: 'ann.lee@practice.test', user_content_email_communication: '1' });
    expect(call?.files).toEqual([{ field: 'screenshot', fileName: 'screenshot.png', size: png.length, mimeType: 'image/png' }]);
    const labels = entriesOf(call?.body.user_agent).map((entry) => entry.label);
    expect(labels).toEqual(['Browser', 'Browser version', 'Platform', 'Language', 'Screen size', 'Viewport', 'URL']);
    expect(entriesOf(call?.body.user_agent).find((entry) => entry.label === 'Browser')?.value).toBe('Chrome');
  });

  test('refuses a GIF and an 11 MB image with the exact messages, and sends nothing', async ({ openPage }) => {
    const page = await openPage('/');
    const dialog = await openWidget(page);
    const upload = dialog.getByLabel('Upload a screenshot');

    const gif = Buffer.concat([Buffer.from('GIF89a', 'ascii'), Buffer.alloc(64)]);
    // Named .png on purpose: the check reads the content.
    await upload.setInputFiles({ name: 'looks-like.png', mimeType: 'image/png', buffer: gif });
    await dialog.getByText(messages.type).waitFor();

    const big = Buffer.alloc(11 * 1024 * 1024);
    pngImage(8, 8).copy(big);
    await upload.setInputFiles({ name: 'huge.png', mimeType: 'image/png', buffer: big });
    await dialog.getByText(messages.size).waitFor();
    await expect(dialog.getByText(messages.type).count()).resolves.toBe(0);
    await expect(dialog.getByAltText('Screenshot preview').count()).resolves.toBe(0);
    await checkA11y(page, 'feedback dialog with a refused file');

    await dialog.getByRole('button', { name: 'Submit' }).click();
    await dialog.getByText('The feedback field is required').waitFor();
  });

  test('prefills a signed-in user, edits the screenshot (highlight and hide) and sends the flattened PNG', async ({ standIn, signedIn }) => {
    const page = await signedIn('Super Admin');
    const dialog = await openWidget(page);
    await expect(dialog.getByLabel(/Email address/).inputValue()).resolves.toBe(demoSignIn('Super Admin').email);
    await expect(dialog.getByLabel(/Full name/).inputValue()).resolves.not.toBe('');
    const text = `Highlighted a problem (${nextStamp()})`;
    await dialog.getByLabel(/Describe your feedback/).fill(text);
    const consent = dialog.getByRole('checkbox', { name: 'We may email you for more information or updates' });
    // Blueprint draws its own box and hides the native input, so the label is what a person clicks.
    await dialog.getByText('We may email you for more information or updates').click();
    await expect(consent.isChecked()).resolves.toBe(false);
    await dialog.getByLabel('Upload a screenshot').setInputFiles({ name: 'shot.png', mimeType: 'image/png', buffer: pngImage(600, 360) });
    await dialog.getByRole('button', { name: 'Highlight or hide' }).click();

    const editor = page.getByRole('dialog', { name: 'Highlight or hide' });
    await editor.waitFor();
    await expect(page.getByRole('button', { name: 'Send feedback' }).count()).resolves.toBe(0);
    const area = editor.getByRole('img', { name: /Drawing area/ });
    const box = await area.boundingBox();
    if (!box) throw new Error('The drawing area has no box.');
    const drag = async (from: [number, number], to: [number, number]) => {
      await page.mouse.move(box.x + box.width * from[0], box.y + box.height * from[1]);
      await page.mouse.down();
      await page.mouse.move(box.x + box.width * to[0], box.y + box.height * to[1], { steps: 4 });
      await page.mouse.up();
    };
    await drag([0.1, 0.1], [0.45, 0.5]);
    await editor.getByRole('button', { name: 'Hide' }).click();
    await drag([0.6, 0.55], [0.9, 0.85]);
    await expect(area.getAttribute('aria-label')).resolves.toBe('Drawing area, 2 boxes drawn');
    await checkA11y(page, 'screenshot editor');
    await editor.getByRole('button', { name: 'Done' }).click();
    await editor.waitFor({ state: 'hidden' });
    await dialog.getByAltText('Screenshot preview').waitFor();

    await dialog.getByRole('button', { name: 'Submit' }).click();
    await page.getByText(messages.success).waitFor();
    const [call] = await helpDeskCallsWith(standIn, text);
    expect(call?.authorization).toMatch(/^Bearer /);
    expect(call?.body.user_content_email_communication).toBe('0');
    expect(call?.files).toEqual([{ field: 'screenshot', fileName: 'screenshot.png', size: expect.any(Number), mimeType: 'image/png' }]);
  });

  test('captures the screen in Chromium: the button steps aside, a PNG frame is previewed and sent', async ({ openPage, standIn }) => {
    const page = await openPage('/');
    // Headless Chromium has no screen picker: the display stream is a painted canvas, the rest is the real path.
    await page.addInitScript(() => {
      navigator.mediaDevices.getDisplayMedia = async () => {
        const canvas = document.createElement('canvas');
        canvas.width = 640;
        canvas.height = 360;
        const context = canvas.getContext('2d')!;
        const paint = () => {
          context.fillStyle = '#2d72d2';
          context.fillRect(0, 0, 640, 360);
          context.fillStyle = '#ffffff';
          context.fillRect(40, 40, 200, 80);
        };
        paint();
        setInterval(paint, 100);
        return canvas.captureStream(10);
      };
    });
    await page.reload();
    const dialog = await openWidget(page);
    await dialog.getByRole('button', { name: 'Capture screenshot' }).click();
    await expect(page.getByRole('button', { name: 'Send feedback' }).count()).resolves.toBe(0);
    await dialog.getByAltText('Screenshot preview').waitFor();
    await page.getByRole('button', { name: 'Send feedback' }).waitFor();

    const text = `Captured (${nextStamp()})`;
    await dialog.getByLabel(/Full name/).fill('Sam Ortiz');
    await dialog.getByLabel(/Email address/).fill('sam@practice.test');
    await dialog.getByLabel(/Describe your feedback/).fill(text);
    await dialog.getByRole('button', { name: 'Submit' }).click();
    await page.getByText(messages.success).waitFor();
    const [call] = await helpDeskCallsWith(standIn, text);
    expect(call?.files[0]).toMatchObject({ fileName: 'screenshot.png', mimeType: 'image/png' });
    expect(call?.files[0]?.size).toBeGreaterThan(0);
  });

  test('asks before discarding what was typed', async ({ openPage }) => {
    const page = await openPage('/');
    const dialog = await openWidget(page);
    await dialog.getByLabel(/Describe your feedback/).fill('Half a thought');
    await dialog.getByRole('button', { name: 'Close' }).click();
    const alert = page.getByRole('alertdialog');
    await alert.getByText(messages.discard).waitFor();
    await checkA11y(page, 'discard confirmation');
    await alert.getByRole('button', { name: 'Discard' }).click();
    await dialog.waitFor({ state: 'hidden' });
    await openWidget(page);
    await expect(page.getByLabel(/Describe your feedback/).inputValue()).resolves.toBe('');
  });
});
