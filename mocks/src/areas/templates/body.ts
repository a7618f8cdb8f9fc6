// A template's body: a DOCX or a PDF, told by its content (never its name). A Word body's codes are read with
// docxtemplater (a code split across runs is still one code), a PDF's pages and form fields with pdf-lib.
import Docxtemplater from 'docxtemplater';
import { PDFDocument } from 'pdf-lib';
import PizZip from 'pizzip';
import { staffFileKind } from '../staff-documents/contents.js';
import { codesIn } from './merge-fields.js';

export const maxTemplateBytes = 10 * 1024 * 1024;

export const bodyMessages = {
  required: 'The file field is required.',
  type: 'The template must be a Word document (DOCX) or a PDF.',
  size: 'The file exceed the maximum allowed limit (10 MB).',
  broken: 'The template could not be read: check its braces ({ and }) are paired.',
  unreadablePdf: 'The PDF could not be read.',
} as const;

export type TemplateKind = 'word' | 'pdf';

export interface TemplatePage {
  number: number;
  width: number;
  height: number;
}

export interface ReadBody {
  kind: TemplateKind;
  /** The codes the body writes (Word) or names as form fields (PDF). */
  codes: string[];
  pages: TemplatePage[];
  form_fields: string[];
}

/** A docxtemplater over a DOCX, with the portal's single-brace delimiters; throws on unpaired braces. */
export function wordTemplate(bytes: Uint8Array): Docxtemplater<PizZip> {
  return new Docxtemplater(new PizZip(bytes), {
    delimiters: { start: '{', end: '}' },
    paragraphLoop: true,
    linebreaks: true,
    nullGetter: () => '',
  });
}

/** The body's kind, codes and pages; a message when it is refused. */
export async function readBody(bytes: Uint8Array | undefined): Promise<ReadBody | string> {
  if (!bytes || bytes.length === 0) return bodyMessages.required;
  if (bytes.length > maxTemplateBytes) return bodyMessages.size;
  const kind = staffFileKind(bytes);
  if (kind === 'docx') {
    try {
      return { kind: 'word', codes: codesIn(wordTemplate(bytes).getFullText()), pages: [], form_fields: [] };
    } catch {
      return bodyMessages.broken;
    }
  }
  if (kind === 'pdf') {
    try {
      const pdf = await PDFDocument.load(bytes, { ignoreEncryption: true });
      const pages = pdf.getPages().map((page, index) => ({ number: index + 1, width: round(page.getWidth()), height: round(page.getHeight()) }));
      const formFields = pdf
        .getForm()
        .getFields()
        .map((field) => field.getName());
      return { kind: 'pdf', codes: [], pages, form_fields: formFields };
    } catch {
      return bodyMessages.unreadablePdf;
    }
  }
  return bodyMessages.type;
}

function round(value: number): number {
  return Math.round(value * 100) / 100;
}
