// What a folder or file name may be, checked as it is typed (the server checks it again and its message wins):
// something besides spaces, at most 255 characters, without a slash, a backslash, '..' or control characters.
export const MAX_NAME_LENGTH = 255;

export const nameMessages = {
  required: 'The name field is required.',
  length: `The name may not be greater than ${MAX_NAME_LENGTH} characters.`,
  slash: 'The name may not contain a slash (/ or \\).',
  dots: "The name may not contain '..'.",
  control: 'The name may not contain control characters.',
} as const;

// Control characters: C0, DEL and C1.
// eslint-disable-next-line no-control-regex
const CONTROL = /[\u0000-\u001f\u007f-\u009f]/;

/** The message a name gets, or null when it may be sent. */
export function nameProblem(name: string): string | null {
  const trimmed = name.trim();
  if (trimmed === '') return nameMessages.required;
  if (trimmed.length > MAX_NAME_LENGTH) return nameMessages.length;
  if (/[/\\]/.test(trimmed)) return nameMessages.slash;
  if (trimmed.includes('..')) return nameMessages.dots;
  if (CONTROL.test(name)) return nameMessages.control;
  return null;
}
