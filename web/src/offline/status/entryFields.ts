// A refused write's values as the therapist can correct them: every text and number it holds except ids (which say
// what it is about, not what was recorded), labelled by where they sit ("Antecedent", "Entries 1 · Frequency").
export type Path = (string | number)[];

export interface EntryField {
  path: Path;
  label: string;
  /** A number is given back as a number; a blank text that was empty (null) as null. */
  kind: 'text' | 'number';
  value: string;
}

const words = (key: string) => key.replace(/([a-z])([A-Z])/g, '$1 $2').toLowerCase();

function isId(key: string | number): boolean {
  return typeof key === 'string' && (key === 'id' || key.endsWith('Id') || key === 'sessionKey');
}

export function entryFields(value: unknown, path: Path = []): EntryField[] {
  const key = path.at(-1);
  if (key !== undefined && isId(key)) return [];
  if (Array.isArray(value)) return value.flatMap((item, index) => entryFields(item, [...path, index]));
  if (value !== null && typeof value === 'object') return Object.entries(value).flatMap(([name, item]) => entryFields(item, [...path, name]));
  if (typeof value !== 'string' && typeof value !== 'number' && value !== null) return [];
  // The top-level input object adds nothing to a label: "input.antecedent" reads "Antecedent".
  const parts = path
    .filter((part, index) => !(index === 0 && part === 'input'))
    .map((part) => (typeof part === 'number' ? String(part + 1) : words(part)));
  const label = parts.join(' · ');
  return [
    {
      path,
      label: label.charAt(0).toUpperCase() + label.slice(1),
      kind: typeof value === 'number' ? 'number' : 'text',
      value: value === null ? '' : String(value),
    },
  ];
}

/** The variables with the corrected values put in their places (a copy). */
export function withFields(variables: Record<string, unknown>, fields: readonly EntryField[]): Record<string, unknown> {
  const copy = structuredClone(variables);
  for (const field of fields) {
    let at: Record<string | number, unknown> = copy;
    for (const part of field.path.slice(0, -1)) at = at[part] as Record<string | number, unknown>;
    const last = field.path.at(-1)!;
    const trimmed = field.value.trim();
    at[last] = field.kind === 'number' ? (trimmed === '' ? null : Number(trimmed)) : trimmed === '' && at[last] === null ? null : field.value;
  }
  return copy;
}
