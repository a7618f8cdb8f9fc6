import { describe, expect, it } from 'vitest';
import { checkScreenshot, fileSizeMessage, fileTypeMessage, maxScreenshotBytes, sniffImageType, toScreenshotFile } from './screenshotFile';

const pngHead = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];
const jpegHead = [0xff, 0xd8, 0xff, 0xe0];
const gifHead = [...'GIF89a'].map((c) => c.charCodeAt(0));

function fileOf(head: number[], size: number, name: string, type: string): File {
  const bytes = new Uint8Array(size);
  bytes.set(head);
  return new File([bytes], name, { type });
}

describe('screenshot checks by content', () => {
  it('spells the messages exactly', () => {
    expect(fileTypeMessage).toBe('The selected file type is not allowed. Only PNG and JPEG is supported.');
    expect(fileSizeMessage).toBe('The file exceed the maximum allowed limit (10 MB).');
    expect(maxScreenshotBytes).toBe(10 * 1024 * 1024);
  });

  it('knows PNG and JPEG by their first bytes, not by name or declared type', async () => {
    expect(await sniffImageType(fileOf(pngHead, 64, 'notes.txt', 'text/plain'))).toBe('image/png');
    expect(await sniffImageType(fileOf(jpegHead, 64, 'photo.gif', 'image/gif'))).toBe('image/jpeg');
    expect(await sniffImageType(fileOf(gifHead, 64, 'shot.png', 'image/png'))).toBeNull();
    expect(await sniffImageType(new Blob([]))).toBeNull();
  });

  it('refuses a GIF renamed to .png with the type message', async () => {
    expect(await checkScreenshot(fileOf(gifHead, 64, 'shot.png', 'image/png'))).toEqual({ ok: false, message: fileTypeMessage });
  });

  it('refuses a PNG over 10 MB with the size message and accepts one of exactly 10 MB', async () => {
    expect(await checkScreenshot(fileOf(pngHead, maxScreenshotBytes + 1, 'big.png', 'image/png'))).toEqual({
      ok: false,
      message: fileSizeMessage,
    });
    expect(await checkScreenshot(fileOf(pngHead, maxScreenshotBytes, 'edge.png', 'image/png'))).toEqual({ ok: true, type: 'image/png' });
  });

  it('names what is sent screenshot.png, typed by content', async () => {
    const file = toScreenshotFile(fileOf(jpegHead, 16, 'holiday.jpeg', ''), 'image/jpeg');
    expect(file.name).toBe('screenshot.png');
    expect(file.type).toBe('image/jpeg');
    expect(file.size).toBe(16);
  });
});
