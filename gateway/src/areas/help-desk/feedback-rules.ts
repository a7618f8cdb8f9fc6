// The feedback form's rules (a name of 1 to 3 words of letters, a valid email, feedback text, a PNG or JPEG
// screenshot of at most 10 MB), enforced by the gateway whatever the client checked.
import type { FieldErrors } from '../../upstream/errors.js';
import type { UploadedFile } from '../../rest/uploads.js';

export const feedbackMessages = {
  required: (field: string) => `The ${field} field is required`,
  name: (field: string) => `The ${field} field must be a valid name`,
  email: (field: string) => `The ${field} field must be a valid email`,
  fileType: 'The selected file type is not allowed. Only PNG and JPEG is supported.',
  fileSize: 'The file exceed the maximum allowed limit (10 MB).',
} as const;

export const maxScreenshotBytes = 10 * 1024 * 1024;

/** One to three words of letters, separated by white space. */
const validName = /^\p{L}+(?:\s+\p{L}+){0,2}$/u;
const validEmail = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

export function imageKind(bytes: Uint8Array): 'png' | 'jpeg' | undefined {
  const png = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];
  if (bytes.length >= 8 && png.every((b, i) => bytes[i] === b)) return 'png';
  if (bytes.length >= 3 && bytes[0] === 0xff && bytes[1] === 0xd8 && bytes[2] === 0xff) return 'jpeg';
  return undefined;
}

export interface FeedbackFields {
  name: string;
  email: string;
  feedback: string;
}

export function feedbackErrors(input: FeedbackFields, screenshot: UploadedFile | undefined): FieldErrors {
  const errors: FieldErrors = {};
  const name = input.name.trim();
  if (name === '') errors.name = [feedbackMessages.required('name')];
  else if (!validName.test(name)) errors.name = [feedbackMessages.name('name')];
  const email = input.email.trim();
  if (email === '') errors.email = [feedbackMessages.required('email')];
  else if (!validEmail.test(email)) errors.email = [feedbackMessages.email('email')];
  if (input.feedback.trim() === '') errors.feedback = [feedbackMessages.required('feedback')];
  if (screenshot) {
    if (screenshot.bytes.length > maxScreenshotBytes) errors.screenshot = [feedbackMessages.fileSize];
    else if (!imageKind(screenshot.bytes)) errors.screenshot = [feedbackMessages.fileType];
  }
  return errors;
}
