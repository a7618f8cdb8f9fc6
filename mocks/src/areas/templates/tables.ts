// The templates' tables: templates with their bodies, the practice's short codes and the review comments.
import type { Db } from '../../db/index.js';
import type { Row, Table } from '../../db/table.js';
import type { TemplateKind, TemplatePage } from './body.js';
import type { Placement } from './fill.js';
import { seedShortCodes, seedTemplates } from './seed.js';

export const reviewStatuses = { review: 'In Review', approved: 'Approved' } as const;

export interface DocumentTemplate extends Row {
  name: string;
  description: string | null;
  kind: TemplateKind;
  file_name: string;
  /** The unguessable name the body is served under. */
  storage_key: string;
  body: Buffer;
  /** The codes a Word body writes. */
  codes: string[];
  pages: TemplatePage[];
  form_fields: string[];
  placements: Placement[];
  review_status: string;
  /** 1 active, 0 inactive. */
  status: number;
}

export interface TemplateShortCode extends Row {
  code: string;
  value: string;
  description: string | null;
  status: number;
}

export interface TemplateComment extends Row {
  template_id: number;
  author_id: number;
  text: string;
}

export function documentTemplates(db: Db): Table<DocumentTemplate> {
  return db.defineTable<DocumentTemplate>('document_templates', seedTemplates);
}

export function shortCodes(db: Db): Table<TemplateShortCode> {
  return db.defineTable<TemplateShortCode>('template_short_codes', seedShortCodes);
}

export function templateComments(db: Db): Table<TemplateComment> {
  return db.defineTable<TemplateComment>('template_comments');
}

/** The short codes a template may use: live and active. */
export function activeShortCodes(db: Db): TemplateShortCode[] {
  return shortCodes(db)
    .active()
    .filter((row) => row.status === 1);
}

/** The active short codes' texts by code. */
export function shortCodeValues(db: Db): Map<string, string> {
  return new Map(activeShortCodes(db).map((row) => [row.code, row.value]));
}

/** The codes a template uses: a Word body's, a PDF's form fields that are codes and its placed fields. */
export function templateCodes(row: DocumentTemplate, known: (code: string) => boolean): string[] {
  return [...new Set([...row.codes, ...row.form_fields.filter(known), ...row.placements.map((placement) => placement.field)])];
}
