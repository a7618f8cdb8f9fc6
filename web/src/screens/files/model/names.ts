// What a folder or file name may be, checked as it is typed with the server's own words (the server checks it
// again, the same name in the folder too): not empty, at most 255 characters, no control characters, no `/` or `\`,
// no `..`.
export const MAX_NAME_LENGTH = 255;

export const nameMessages = {
  required: 'The name field is required.',
  length: `The name field must not be greater than ${MAX_NAME_LENGTH} characters.`,
  control: 'The name must not contain control characters.',
  slash: 'The name must not contain "/" or "\\".',
  dots: 'The name must not contain "..".',
} as const;

// Control characters: C0 and DEL.
// eslint-disable-next-line no-control-regex
const CONTROL = /[\u0000-\u001f\u007f]/;

/** The message a name gets, or null when it may be sent. */
export function nameProblem(name: string): string | null {
  const trimmed = name.trim();
  if (trimmed === '') return nameMessages.required;
  if (trimmed.length > MAX_NAME_LENGTH) return nameMessages.length;
  if (CONTROL.test(trimmed)) return nameMessages.control;
  if (/[/\\]/.test(trimmed)) return nameMessages.slash;
  if (trimmed.includes('..')) return nameMessages.dots;
  return null;
}
