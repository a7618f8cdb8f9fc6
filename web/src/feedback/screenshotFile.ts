// Screenshot checks by content: the first bytes say what a file is, whatever its name or declared type.

export const maxScreenshotBytes = 10 * 1024 * 1024;
export const screenshotFileName = 'screenshot.png';
export const fileTypeMessage = 'The selected file type is not allowed. Only PNG and JPEG is supported.';
export const fileSizeMessage = 'The file exceed the maximum allowed limit (10 MB).';

export type ImageType = 'image/png' | 'image/jpeg';

const pngSignature = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];
const jpegSignature = [0xff, 0xd8, 0xff];

// FileReader rather than Blob.arrayBuffer: the latter is missing from jsdom.
function readHead(blob: Blob, length: number): Promise<Uint8Array> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(new Uint8Array(reader.result as ArrayBuffer));
    reader.onerror = () => reject(reader.error ?? new Error('The file could not be read.'));
    reader.readAsArrayBuffer(blob.slice(0, length));
  });
}

const startsWith = (bytes: Uint8Array, signature: number[]): boolean =>
  bytes.length >= signature.length && signature.every((byte, index) => bytes[index] === byte);

export async function sniffImageType(blob: Blob): Promise<ImageType | null> {
  const head = await readHead(blob, pngSignature.length);
  if (startsWith(head, pngSignature)) return 'image/png';
  if (startsWith(head, jpegSignature)) return 'image/jpeg';
  return null;
}

export type ScreenshotCheck = { ok: true; type: ImageType } | { ok: false; message: string };

/** Type first (a GIF of any size is refused as a GIF), then size. */
export async function checkScreenshot(blob: Blob): Promise<ScreenshotCheck> {
  const type = await sniffImageType(blob);
  if (!type) return { ok: false, message: fileTypeMessage };
  if (blob.size > maxScreenshotBytes) return { ok: false, message: fileSizeMessage };
  return { ok: true, type };
}

/** The file the API receives: always named screenshot.png, typed by its content. */
export function toScreenshotFile(blob: Blob, type: ImageType): File {
  return new File([blob], screenshotFileName, { type });
}

export function readAsDataUrl(blob: Blob): Promise<string> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(reader.result as string);
    reader.onerror = () => reject(reader.error ?? new Error('The file could not be read.'));
    reader.readAsDataURL(blob);
  });
}
