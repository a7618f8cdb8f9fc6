// Filling a template for a student: a Word body through docxtemplater (the filled DOCX), shown as HTML through
// mammoth and printed to a PDF with pdf-lib; a PDF body through pdf-lib: its form fields named like a code get the
// value, and each placed code is drawn at its page, x and y.
import mammoth from 'mammoth';
import { PDFDocument, StandardFonts, PDFTextField, rgb, type PDFFont } from 'pdf-lib';
import { wordTemplate } from './body.js';

export interface Placement {
  field: string;
  page: number;
  x: number;
  y: number;
  font_size: number;
}

export function fillWord(bytes: Uint8Array, values: Record<string, string>): Buffer {
  return wordTemplate(bytes).render(values).toBuffer();
}

/** The filled DOCX as HTML (mammoth escapes the text). */
export async function wordHtml(docx: Buffer): Promise<string> {
  return (await mammoth.convertToHtml({ buffer: docx })).value;
}

/** Only the characters the standard fonts can draw (WinAnsi); others become '?'. */
function drawable(text: string): string {
  return text.replace(/[^\x20-\x7e\xa0-\xff]/g, '?');
}

/** Lines wrapped to a width in a font. */
function wrap(text: string, font: PDFFont, size: number, width: number): string[] {
  const lines: string[] = [];
  for (const paragraph of text.split('\n')) {
    let line = '';
    for (const word of paragraph.split(/\s+/).filter(Boolean)) {
      const next = line ? `${line} ${word}` : word;
      if (line && font.widthOfTextAtSize(next, size) > width) {
        lines.push(line);
        line = word;
      } else line = next;
    }
    lines.push(line);
  }
  return lines;
}

/** A filled Word document printed to a PDF: its text, wrapped on Letter pages. */
export async function wordPdf(docx: Buffer, title: string): Promise<Uint8Array> {
  const text = (await mammoth.extractRawText({ buffer: docx })).value.replace(/\n{3,}/g, '\n\n').trim();
  const pdf = await PDFDocument.create();
  pdf.setTitle(title);
  const font = await pdf.embedFont(StandardFonts.Helvetica);
  const size = 11;
  const lines = wrap(drawable(text), font, size, 612 - 144);
  let page = pdf.addPage([612, 792]);
  let y = 720;
  for (const line of lines) {
    if (y < 72) {
      page = pdf.addPage([612, 792]);
      y = 720;
    }
    page.drawText(line, { x: 72, y, size, font, color: rgb(0, 0, 0) });
    y -= size * 1.4;
  }
  return pdf.save();
}

/** A PDF body filled: form fields by name, then the placed codes drawn; the form is flattened. */
export async function fillPdf(bytes: Uint8Array, values: Record<string, string>, placements: readonly Placement[]): Promise<Uint8Array> {
  const pdf = await PDFDocument.load(bytes, { ignoreEncryption: true });
  const form = pdf.getForm();
  for (const field of form.getFields()) {
    const value = values[field.getName()];
    if (value !== undefined && field instanceof PDFTextField) field.setText(drawable(value));
  }
  const font = await pdf.embedFont(StandardFonts.Helvetica);
  const pages = pdf.getPages();
  for (const placement of placements) {
    const page = pages[placement.page - 1];
    const value = values[placement.field];
    if (!page || !value) continue;
    page.drawText(drawable(value), { x: placement.x, y: placement.y, size: placement.font_size, font, color: rgb(0, 0, 0) });
  }
  if (form.getFields().length > 0) form.flatten();
  return pdf.save();
}

/** A PDF template's filled codes as HTML: a definition list of what was filled. */
export function pdfHtml(title: string, codes: readonly string[], values: Record<string, string>): string {
  const escape = (text: string) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
  const rows = codes.map((code) => `<dt>{${escape(code)}}</dt><dd>${escape(values[code] ?? '') || '&nbsp;'}</dd>`).join('');
  return `<h2>${escape(title)}</h2><dl>${rows}</dl>`;
}
