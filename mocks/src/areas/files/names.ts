// What a folder or file may be called: not empty, at most 255 characters, no `/` or `\`, no `..`, no control
// characters, and not the name of another folder or file in the same folder (compared without case).
export const nameMessages = {
  required: 'The name field is required.',
  long: 'The name field must not be greater than 255 characters.',
  slash: 'The name must not contain "/" or "\\".',
  dots: 'The name must not contain "..".',
  control: 'The name must not contain control characters.',
} as const;

export function duplicateMessage(kind: 'folder' | 'file', name: string): string {
  return `A ${kind} named "${name}" already exists in this folder.`;
}

/** The first thing wrong with a name, or undefined when it may be used. */
export function nameProblem(value: unknown): string | undefined {
  if (typeof value !== 'string' || value.trim() === '') return nameMessages.required;
  const name = value.trim();
  if (name.length > 255) return nameMessages.long;
  // eslint-disable-next-line no-control-regex -- a name holding a control character is refused
  if (/[\u0000-\u001f\u007f]/.test(name)) return nameMessages.control;
  if (/[\\/]/.test(name)) return nameMessages.slash;
  if (name.includes('..')) return nameMessages.dots;
  return undefined;
}

export function sameName(a: string, b: string): boolean {
  return a.localeCompare(b, undefined, { sensitivity: 'accent' }) === 0;
}

/** `name` or, when taken, `name (2)`, `name (3)`, ... before its extension. */
export function freeName(name: string, taken: (candidate: string) => boolean): string {
  if (!taken(name)) return name;
  const dot = name.lastIndexOf('.');
  const [base, extension] = dot > 0 ? [name.slice(0, dot), name.slice(dot)] : [name, ''];
  for (let n = 2; ; n += 1) {
    const candidate = `${base} (${n})${extension}`;
    if (!taken(candidate)) return candidate;
  }
}
