// A template as a create or update sends it, read field by field: sections and fields get ids where they have
// none, lists are cleaned, and each rule of a field's kind is checked (a choice needs options, a signature a signer,
// a PDF field a place on the PDF). Unknown short codes in the texts are refused before anything is saved.
import { randomBytes } from 'node:crypto';
import { parseId } from '../../kit/ids.js';
import { FieldErrors, isBlank } from '../../server/validation.js';
import { unknownShortCodes, unknownShortCodesMessage } from './short-codes.js';
import {
  fieldKinds,
  signers,
  sourceTypes,
  type FieldKind,
  type Placement,
  type SessionTemplate,
  type Signer,
  type SourceType,
  type TemplateField,
  type TemplateSection,
} from './template.js';

type Body = Record<string, unknown>;

export const templateMessages = {
  options: 'A choice field needs at least one option.',
  signer: 'A signature field says whose signature it takes: provider or guardian.',
  kind: 'The field kind is not one of text, textarea, choice, multi choice, date, number, signature, program target or playlist.',
  label: 'Every field needs a label.',
  title: 'Every section needs a title.',
  placement: 'Place the field on a page of the PDF.',
  pdfPage: (pages: number) => `The PDF has ${pages} page${pages === 1 ? '' : 's'}.`,
} as const;

function newId(prefix: string): string {
  return `${prefix}${randomBytes(5).toString('hex')}`;
}

function text(value: unknown): string | null {
  if (typeof value !== 'string') return null;
  const trimmed = value.trim();
  return trimmed === '' ? null : trimmed;
}

function strings(value: unknown): string[] {
  if (!Array.isArray(value)) return [];
  return [...new Set(value.map(text).filter((entry): entry is string => entry !== null))];
}

function truthy(value: unknown): boolean {
  return value === true || value === 1 || value === '1' || value === 'true';
}

function placementOf(value: unknown): Placement | null {
  if (typeof value !== 'object' || value === null) return null;
  const { page, x, y } = value as Body;
  const numbers = [Number(page), Number(x), Number(y)];
  if (numbers.some((n) => !Number.isFinite(n))) return null;
  return { page: Math.trunc(numbers[0]!), x: numbers[1]!, y: numbers[2]! };
}

function fieldOf(value: unknown): TemplateField {
  const body = (typeof value === 'object' && value !== null ? value : {}) as Body;
  const kind = (fieldKinds as readonly string[]).includes(String(body.kind)) ? (body.kind as FieldKind) : ('' as FieldKind);
  const signer = (signers as readonly string[]).includes(String(body.signer)) ? (body.signer as Signer) : null;
  return {
    id: text(body.id) ?? newId('f_'),
    kind,
    label: text(body.label) ?? '',
    required: truthy(body.required),
    default_text: typeof body.default_text === 'string' && body.default_text.trim() !== '' ? body.default_text : null,
    options: kind === 'choice' || kind === 'multi_choice' ? strings(body.options) : [],
    signer: kind === 'signature' ? signer : null,
    note_helper_category_id: kind === 'program_target' || kind === 'playlist' ? (parseId(body.note_helper_category_id) ?? null) : null,
    placement: placementOf(body.placement),
  };
}

function sectionOf(value: unknown): TemplateSection {
  const body = (typeof value === 'object' && value !== null ? value : {}) as Body;
  return {
    id: text(body.id) ?? newId('s_'),
    title: text(body.title) ?? '',
    fields: Array.isArray(body.fields) ? body.fields.map(fieldOf) : [],
  };
}

/** The body of a create or update as the row's fields; only the fields sent. */
export function readTemplate(raw: unknown): Partial<SessionTemplate> {
  const body = (typeof raw === 'object' && raw !== null ? raw : {}) as Body;
  const values: Partial<SessionTemplate> = {};
  if ('name' in body) values.name = typeof body.name === 'string' ? body.name.trim() : '';
  if ('description' in body) values.description = text(body.description);
  if ('source_type' in body && (sourceTypes as readonly string[]).includes(String(body.source_type))) {
    values.source_type = body.source_type as SourceType;
  }
  if ('sections' in body) values.sections = Array.isArray(body.sections) ? body.sections.map(sectionOf) : [];
  if ('hcodes' in body) values.hcodes = strings(body.hcodes).map((code) => code.toUpperCase());
  if ('service_ids' in body) {
    values.service_ids = Array.isArray(body.service_ids)
      ? [...new Set(body.service_ids.map(parseId).filter((id): id is number => id !== undefined))]
      : [];
  }
  if ('guardian_signature_required' in body) values.guardian_signature_required = truthy(body.guardian_signature_required);
  if ('status' in body && !isBlank(body.status)) values.status = Number(body.status) === 0 ? 0 : 1;
  return values;
}

/** The texts a template holds that short codes may sit in. */
export function templateTexts(template: Pick<SessionTemplate, 'sections' | 'description'>): string[] {
  return template.sections.flatMap((section) => [section.title, ...section.fields.flatMap((field) => [field.label, field.default_text ?? ''])]);
}

/** The rules of each field's kind and of the short codes; `pages` is a PDF template's page count. */
export function checkSections(sections: readonly TemplateSection[], errors: FieldErrors, pdfPages: number | null): void {
  sections.forEach((section, s) => {
    if (section.title === '') errors.add(`sections.${s}.title`, templateMessages.title);
    section.fields.forEach((field, f) => {
      const at = `sections.${s}.fields.${f}`;
      if (field.kind === ('' as FieldKind)) errors.add(`${at}.kind`, templateMessages.kind);
      if (field.label === '') errors.add(`${at}.label`, templateMessages.label);
      if ((field.kind === 'choice' || field.kind === 'multi_choice') && field.options.length === 0) {
        errors.add(`${at}.options`, templateMessages.options);
      }
      if (field.kind === 'signature' && field.signer === null) errors.add(`${at}.signer`, templateMessages.signer);
      if (pdfPages !== null) {
        if (!field.placement) errors.add(`${at}.placement`, templateMessages.placement);
        else if (field.placement.page < 1 || field.placement.page > pdfPages) {
          errors.add(`${at}.placement`, templateMessages.pdfPage(pdfPages));
        }
      }
    });
  });
  const unknown = unknownShortCodes(templateTexts({ sections: [...sections], description: null }));
  if (unknown.length > 0) errors.add('sections', unknownShortCodesMessage(unknown));
}
