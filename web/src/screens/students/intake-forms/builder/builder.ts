// The form builder's state: the form's fields in order, each made from a kind of the palette. A field's key is made
// from its label until someone edits the key; then it stays as written. The checks are the API's: every field has a
// label, no two fields share a key, a choice has options.
import { moved } from '../../../goals/playlist';

/** The kinds of field the palette offers, and the answer types each may take (the first is the default). */
export const fieldKinds = {
  text: { label: 'Text', icon: 'font', types: ['text', 'textarea', 'email', 'phone'] },
  number: { label: 'Number', icon: 'numerical', types: ['number'] },
  date: { label: 'Date', icon: 'calendar', types: ['date'] },
  choice: { label: 'Choice', icon: 'property', types: ['radio', 'select'] },
  checkbox: { label: 'Checkbox', icon: 'tick-circle', types: ['checkbox'] },
  signature: { label: 'Signature', icon: 'draw', types: ['signature'] },
  section: { label: 'Section heading', icon: 'header', types: ['section'] },
} as const;

export type FieldKind = keyof typeof fieldKinds;
export const kindNames = Object.keys(fieldKinds) as FieldKind[];

/** The answer types' names as the builder shows them. */
export const typeLabels: Record<string, string> = {
  text: 'Short text',
  textarea: 'Long text',
  email: 'Email address',
  phone: 'Phone number',
  number: 'Number',
  date: 'Date',
  radio: 'Buttons (one answer)',
  select: 'Drop-down list (one answer)',
  checkbox: 'Tick boxes',
  signature: 'Signature',
  section: 'Section heading',
};

export interface BuilderField {
  /** Tells fields apart while editing; never sent. */
  id: string;
  kind: FieldKind;
  type: string;
  label: string;
  key: string;
  /** The key was written by hand: the label no longer changes it. */
  keyEdited: boolean;
  required: boolean;
  helpText: string;
  options: string[];
}

export interface SavedField {
  key: string;
  label: string;
  type: string;
  required: boolean;
  options: readonly string[];
  helpText?: string | null;
}

export type FieldProblems = Partial<Record<'label' | 'key' | 'options', string>>;

export const builderMessages = {
  label: 'The label field is required.',
  key: 'The key has already been taken.',
  keyEmpty: 'The key field is required.',
  options: 'The options field is required for a choice.',
} as const;

/** The key a label makes: lower case, words joined by underscores (the API makes the same one). */
export function keyFromLabel(label: string): string {
  return label
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '_')
    .replace(/^_|_$/g, '');
}

export function kindOfType(type: string): FieldKind {
  return kindNames.find((kind) => (fieldKinds[kind].types as readonly string[]).includes(type)) ?? 'text';
}

let nextId = 0;
const newId = () => `field-${(nextId += 1)}`;

export function newField(kind: FieldKind): BuilderField {
  const checkbox = kind === 'checkbox';
  return {
    id: newId(),
    kind,
    type: fieldKinds[kind].types[0],
    label: '',
    key: '',
    keyEdited: false,
    required: kind !== 'section' && kind !== 'checkbox',
    helpText: '',
    options: kind === 'choice' ? ['Yes', 'No'] : checkbox ? ['I agree'] : [],
  };
}

export function fieldsOf(saved: readonly SavedField[]): BuilderField[] {
  return saved.map((field) => ({
    id: newId(),
    kind: kindOfType(field.type),
    type: field.type,
    label: field.label,
    key: field.key,
    keyEdited: field.key !== keyFromLabel(field.label),
    required: field.required,
    helpText: field.helpText ?? '',
    options: [...field.options],
  }));
}

export type BuilderAction =
  | { type: 'add'; kind: FieldKind; at?: number }
  | { type: 'move'; from: number; to: number }
  | { type: 'remove'; index: number }
  | { type: 'update'; index: number; change: Partial<Omit<BuilderField, 'id' | 'kind'>> };

export function builderReducer(fields: BuilderField[], action: BuilderAction): BuilderField[] {
  switch (action.type) {
    case 'add': {
      const at = Math.max(0, Math.min(fields.length, action.at ?? fields.length));
      return [...fields.slice(0, at), newField(action.kind), ...fields.slice(at)];
    }
    case 'move':
      return moved(fields, action.from, action.to);
    case 'remove':
      return fields.filter((_, at) => at !== action.index);
    case 'update':
      return fields.map((field, at) => {
        if (at !== action.index) return field;
        const next = { ...field, ...action.change };
        if (action.change.key !== undefined) next.keyEdited = action.change.key !== '';
        if (action.change.label !== undefined && !next.keyEdited) next.key = keyFromLabel(action.change.label);
        if (next.type === 'section') next.required = false;
        return next;
      });
  }
}

const needsOptions = (field: BuilderField) => field.type === 'radio' || field.type === 'select' || field.type === 'checkbox';

/** The problems of each field, by field id; empty when the form can be saved. */
export function validateFields(fields: readonly BuilderField[]): Record<string, FieldProblems> {
  const problems: Record<string, FieldProblems> = {};
  const seen = new Set<string>();
  for (const field of fields) {
    const found: FieldProblems = {};
    if (field.label.trim() === '') found.label = builderMessages.label;
    const key = field.key.trim();
    if (key === '' && field.label.trim() !== '') found.key = builderMessages.keyEmpty;
    else if (key !== '' && seen.has(key)) found.key = builderMessages.key;
    if (key !== '') seen.add(key);
    if (needsOptions(field) && field.options.every((option) => option.trim() === '')) found.options = builderMessages.options;
    if (Object.keys(found).length > 0) problems[field.id] = found;
  }
  return problems;
}

/** The fields as the API takes them. */
export function fieldInput(fields: readonly BuilderField[]) {
  return fields.map((field) => ({
    key: field.key.trim(),
    label: field.label.trim(),
    type: field.type,
    required: field.required,
    options: needsOptions(field) ? field.options.map((option) => option.trim()).filter(Boolean) : [],
    helpText: field.helpText.trim() || null,
  }));
}

/** The API's problems (fields.2.label …) placed on the fields they name. */
export function serverProblems(fields: readonly BuilderField[], errors: Record<string, string>): Record<string, FieldProblems> {
  const problems: Record<string, FieldProblems> = {};
  for (const [path, message] of Object.entries(errors)) {
    const match = /^fields\.(\d+)\.(label|key|options)$/.exec(path);
    const field = match ? fields[Number(match[1])] : undefined;
    if (field && match) problems[field.id] = { ...problems[field.id], [match[2] as 'label' | 'key' | 'options']: message };
  }
  return problems;
}
