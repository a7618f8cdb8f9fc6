// A session template row: the note a clinician fills in after a session, as sections of fields, with the billing
// codes (hcodes) and services it is written for. A PDF template is an uploaded PDF with the fields placed on it.
import type { Row } from '../../db/table.js';

export const templatesTable = 'session_templates';

export const fieldKinds = ['text', 'textarea', 'choice', 'multi_choice', 'date', 'number', 'signature', 'program_target', 'playlist'] as const;
export type FieldKind = (typeof fieldKinds)[number];

export const signers = ['provider', 'guardian'] as const;
export type Signer = (typeof signers)[number];

export const sourceTypes = ['dynamic', 'pdf'] as const;
export type SourceType = (typeof sourceTypes)[number];

/** Page 1-based; x and y in points from the page's top left corner. */
export interface Placement {
  page: number;
  x: number;
  y: number;
}

export interface TemplateField {
  id: string;
  kind: FieldKind;
  label: string;
  required: boolean;
  default_text: string | null;
  options: string[];
  signer: Signer | null;
  note_helper_category_id: number | null;
  placement: Placement | null;
}

export interface TemplateSection {
  id: string;
  title: string;
  fields: TemplateField[];
}

export interface SessionTemplate extends Row {
  name: string;
  description: string | null;
  source_type: SourceType;
  sections: TemplateSection[];
  hcodes: string[];
  service_ids: number[];
  guardian_signature_required: boolean;
  /** 1 active, 0 inactive. */
  status: number;
  /** Unverified, Requested or Verified. */
  verification_status: string;
  verification_requested_at: string | null;
  verification_note: string | null;
  verified_at: string | null;
  verified_by_name: string | null;
  pdf_file_name: string | null;
  pdf_storage_key: string | null;
  pdf_page_count: number | null;
  cloned_from_id: number | null;
}

/** Every field of a template, in order. */
export function fieldsOf(template: Pick<SessionTemplate, 'sections'>): TemplateField[] {
  return template.sections.flatMap((section) => section.fields);
}

/** Kinds whose text a note fills (and whose default text may hold short codes). */
export function holdsText(kind: FieldKind): boolean {
  return kind === 'text' || kind === 'textarea';
}
