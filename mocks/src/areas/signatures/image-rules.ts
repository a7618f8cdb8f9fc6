// A signature image is checked by its content, not its name or declared type: PNG or JPEG, at most 10 MB.

export const signatureMessages = {
  fileType: 'The selected file type is not allowed. Only PNG and JPEG is supported.',
  fileSize: 'The file exceed the maximum allowed limit (10 MB).',
} as const;

export const maxSignatureBytes = 10 * 1024 * 1024;

const pngSignature = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];
const jpegSignature = [0xff, 0xd8, 0xff];

const startsWith = (bytes: Uint8Array, signature: readonly number[]) =>
  bytes.length >= signature.length && signature.every((byte, index) => bytes[index] === byte);

export function imageTypeOf(bytes: Uint8Array): 'image/png' | 'image/jpeg' | undefined {
  if (startsWith(bytes, pngSignature)) return 'image/png';
  if (startsWith(bytes, jpegSignature)) return 'image/jpeg';
  return undefined;
}

/** The message a file is refused with, type first; undefined when it may be saved. */
export function signatureFileProblem(bytes: Uint8Array): string | undefined {
  if (!imageTypeOf(bytes)) return signatureMessages.fileType;
  if (bytes.length > maxSignatureBytes) return signatureMessages.fileSize;
  return undefined;
}
