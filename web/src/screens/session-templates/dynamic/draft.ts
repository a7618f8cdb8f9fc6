// The template being built: sections of fields as the builder edits them, the moves it makes (add, remove, reorder
// within and across sections), the texts the short-code check reads, and the input the save sends.
import type { SessionTemplateFieldKind, SessionTemplateInput, SessionTemplateSigner, SessionTemplateSource } from '../../../gql/graphql';

export interface DraftField {
  /** The builder's own key; `id` is the saved field's, kept so a note's answers stay with their field. */
  key: string;
  id: string | null;
  kind: SessionTemplateFieldKind;
  label: string;
  required: boolean;
  defaultText: string;
  options: string[];
  signer: SessionTemplateSigner | null;
  noteHelperCategoryId: string | null;
  placement: { page: number; x: number; y: number } | null;
}

export interface DraftSection {
  key: string;
  id: string | null;
  title: string;
  fields: DraftField[];
}

export interface Draft {
  name: string;
  description: string;
  sourceType: SessionTemplateSource;
  hcodes: string[];
  guardianSignatureRequired: boolean;
  active: boolean;
  sections: DraftSection[];
}

export const fieldKindLabels: Record<SessionTemplateFieldKind, string> = {
  TEXT: 'Short text',
  TEXTAREA: 'Long text',
  CHOICE: 'One choice',
  MULTI_CHOICE: 'Several choices',
  DATE: 'Date',
  NUMBER: 'Number',
  SIGNATURE: 'Signature',
  PROGRAM_TARGET: 'Program targets (note helper)',
  PLAYLIST: 'Playlist (note helper)',
};

export const fieldKinds = Object.keys(fieldKindLabels) as SessionTemplateFieldKind[];

export function hasOptions(kind: SessionTemplateFieldKind): boolean {
  return kind === 'CHOICE' || kind === 'MULTI_CHOICE';
}

export function isNoteHelper(kind: SessionTemplateFieldKind): boolean {
  return kind === 'PROGRAM_TARGET' || kind === 'PLAYLIST';
}

/** Kinds whose text a note starts from (and may hold short codes). */
export function takesText(kind: SessionTemplateFieldKind): boolean {
  return kind === 'TEXT' || kind === 'TEXTAREA' || kind === 'DATE' || kind === 'NUMBER';
}

let counter = 0;
function newKey(prefix: string): string {
  counter += 1;
  return `${prefix}${counter}`;
}

export function newField(kind: SessionTemplateFieldKind, pdf: boolean): DraftField {
  return {
    key: newKey('field-'),
    id: null,
    kind,
    label: fieldKindLabels[kind].replace(/ \(note helper\)$/, ''),
    required: kind === 'SIGNATURE',
    defaultText: '',
    options: hasOptions(kind) ? ['Yes', 'No'] : [],
    signer: kind === 'SIGNATURE' ? 'PROVIDER' : null,
    noteHelperCategoryId: null,
    placement: pdf ? { page: 1, x: 72, y: 120 } : null,
  };
}

export function newSection(title: string): DraftSection {
  return { key: newKey('section-'), id: null, title, fields: [] };
}

export function emptyDraft(sourceType: SessionTemplateSource): Draft {
  return {
    name: '',
    description: '',
    sourceType,
    hcodes: [],
    guardianSignatureRequired: false,
    active: true,
    sections: [newSection(sourceType === 'PDF' ? 'Fields on the PDF' : 'Session details')],
  };
}

interface SavedTemplate {
  name: string;
  description?: string | null;
  sourceType: SessionTemplateSource;
  hcodes: string[];
  guardianSignatureRequired: boolean;
  status?: number | null;
  sections: {
    id: string;
    title: string;
    fields: {
      id: string;
      kind: SessionTemplateFieldKind;
      label: string;
      required: boolean;
      defaultText?: string | null;
      options: string[];
      signer?: SessionTemplateSigner | null;
      noteHelperCategoryId?: string | null;
      placement?: { page: number; x: number; y: number } | null;
    }[];
  }[];
}

export function draftOf(template: SavedTemplate): Draft {
  return {
    name: template.name,
    description: template.description ?? '',
    sourceType: template.sourceType,
    hcodes: template.hcodes,
    guardianSignatureRequired: template.guardianSignatureRequired,
    active: template.status !== 0,
    sections: template.sections.map((section) => ({
      key: newKey('section-'),
      id: section.id,
      title: section.title,
      fields: section.fields.map((field) => ({
        key: newKey('field-'),
        id: field.id,
        kind: field.kind,
        label: field.label,
        required: field.required,
        defaultText: field.defaultText ?? '',
        options: field.options,
        signer: field.signer ?? null,
        noteHelperCategoryId: field.noteHelperCategoryId ?? null,
        placement: field.placement ? { page: field.placement.page, x: field.placement.x, y: field.placement.y } : null,
      })),
    })),
  };
}

export function toInput(draft: Draft): SessionTemplateInput {
  return {
    name: draft.name.trim(),
    description: draft.description.trim() || null,
    sourceType: draft.sourceType,
    hcodes: draft.hcodes,
    guardianSignatureRequired: draft.guardianSignatureRequired,
    status: draft.active ? 1 : 0,
    sections: draft.sections.map((section) => ({
      id: section.id,
      title: section.title,
      fields: section.fields.map((field) => ({
        id: field.id,
        kind: field.kind,
        label: field.label,
        required: field.required,
        defaultText: takesText(field.kind) && field.defaultText.trim() ? field.defaultText : null,
        options: hasOptions(field.kind) ? field.options : [],
        signer: field.kind === 'SIGNATURE' ? field.signer : null,
        noteHelperCategoryId: isNoteHelper(field.kind) ? field.noteHelperCategoryId : null,
        placement: draft.sourceType === 'PDF' ? field.placement : null,
      })),
    })),
  };
}

/** Every text short codes may sit in, as the check and the server read them. */
export function draftTexts(draft: Draft): string[] {
  return draft.sections.flatMap((section) => [section.title, ...section.fields.flatMap((field) => [field.label, field.defaultText])]);
}

/** Where a field is: its section's index and its own. */
export interface FieldAt {
  section: number;
  index: number;
}

/** The draft with one field moved to `to` (a place in any section); the others keep their order. */
export function moveField(draft: Draft, from: FieldAt, to: FieldAt): Draft {
  const sections = draft.sections.map((section) => ({ ...section, fields: [...section.fields] }));
  const [moved] = sections[from.section]?.fields.splice(from.index, 1) ?? [];
  const target = sections[to.section];
  if (!moved || !target) return draft;
  target.fields.splice(Math.max(0, Math.min(to.index, target.fields.length)), 0, moved);
  return { ...draft, sections };
}

/** One step up or down; across into the neighbouring section at its edge. */
export function stepField(draft: Draft, at: FieldAt, step: -1 | 1): Draft {
  const section = draft.sections[at.section];
  if (!section) return draft;
  const index = at.index + step;
  if (index >= 0 && index < section.fields.length) return moveField(draft, at, { section: at.section, index });
  const neighbour = at.section + step;
  if (neighbour < 0 || neighbour >= draft.sections.length) return draft;
  return moveField(draft, at, { section: neighbour, index: step < 0 ? draft.sections[neighbour]!.fields.length : 0 });
}

export function updateField(draft: Draft, at: FieldAt, change: Partial<DraftField>): Draft {
  return {
    ...draft,
    sections: draft.sections.map((section, s) =>
      s !== at.section ? section : { ...section, fields: section.fields.map((field, f) => (f === at.index ? { ...field, ...change } : field)) },
    ),
  };
}

export function removeField(draft: Draft, at: FieldAt): Draft {
  return {
    ...draft,
    sections: draft.sections.map((section, s) =>
      s !== at.section ? section : { ...section, fields: section.fields.filter((_, f) => f !== at.index) },
    ),
  };
}

export function addField(draft: Draft, section: number, kind: SessionTemplateFieldKind): Draft {
  return {
    ...draft,
    sections: draft.sections.map((entry, s) =>
      s !== section ? entry : { ...entry, fields: [...entry.fields, newField(kind, draft.sourceType === 'PDF')] },
    ),
  };
}

/** Puts `code` into a text at the cursor (or at its end). */
export function insertAt(text: string, code: string, cursor: number | null): string {
  const at = cursor === null ? text.length : Math.max(0, Math.min(cursor, text.length));
  return `${text.slice(0, at)}${code}${text.slice(at)}`;
}
