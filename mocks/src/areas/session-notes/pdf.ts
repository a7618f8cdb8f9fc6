// The session report as a PDF (pdf-lib): the practice's name, the student, the session (date, service and billing
// code, times, units, staff), every field's answer, the signatures' images with who signed and when, and the addenda
// in order. Pages are added as the text runs on; long lines wrap at the margin.
import { PDFDocument, StandardFonts, rgb, type PDFFont, type PDFPage } from 'pdf-lib';
import type { NoteField, NoteSignature, NoteAddendum } from './rows.js';
import { usDate, usDateTime } from '../../kit/dates.js';

export interface ReportContent {
  practiceName: string;
  title: string;
  status: string;
  session: {
    studentName: string;
    date: string;
    serviceName: string;
    hcode: string;
    startTime: string;
    endTime: string;
    units: number;
    staffName: string;
  };
  fields: readonly NoteField[];
  answers: Readonly<Record<string, string>>;
  signatures: readonly (NoteSignature & { bytes: Uint8Array | undefined })[];
  addenda: readonly NoteAddendum[];
}

const margin = 54;
const [pageWidth, pageHeight] = [612, 792];

/** The standard fonts draw WinAnsi only: other characters become their nearest ASCII or a question mark. */
export function drawable(text: string): string {
  return text
    .replace(/[‘’]/g, "'")
    .replace(/[“”]/g, '"')
    .replace(/[–—]/g, '-')
    .replace(/[^\x20-\x7e\xa0-\xff]/g, '?');
}

class Writer {
  page: PDFPage;
  y = pageHeight - margin;

  constructor(
    private readonly document: PDFDocument,
    private readonly regular: PDFFont,
    private readonly bold: PDFFont,
  ) {
    this.page = document.addPage([pageWidth, pageHeight]);
  }

  room(height: number): void {
    if (this.y - height >= margin) return;
    this.page = this.document.addPage([pageWidth, pageHeight]);
    this.y = pageHeight - margin;
  }

  lines(text: string, size: number, font: PDFFont): string[] {
    const width = pageWidth - 2 * margin;
    const out: string[] = [];
    for (const paragraph of drawable(text).split(/\r?\n/)) {
      let line = '';
      for (const word of paragraph.split(/\s+/)) {
        const next = line ? `${line} ${word}` : word;
        if (font.widthOfTextAtSize(next, size) > width && line) {
          out.push(line);
          line = word;
        } else line = next;
      }
      out.push(line);
    }
    return out;
  }

  text(text: string, { size = 10, bold = false, gap = 4 }: { size?: number; bold?: boolean; gap?: number } = {}): void {
    const font = bold ? this.bold : this.regular;
    for (const line of this.lines(text, size, font)) {
      this.room(size + gap);
      this.y -= size;
      this.page.drawText(line, { x: margin, y: this.y, size, font, color: rgb(0.1, 0.1, 0.1) });
      this.y -= gap;
    }
  }

  space(points: number): void {
    this.y -= points;
  }
}

async function drawSignature(document: PDFDocument, writer: Writer, signature: ReportContent['signatures'][number]): Promise<void> {
  writer.text(`${signature.role === 'provider' ? 'Provider' : 'Guardian'}: ${signature.name}, signed ${usDateTime(new Date(signature.signed_at))}`, {
    bold: true,
  });
  if (!signature.bytes) return;
  const image = signature.mime_type === 'image/png' ? await document.embedPng(signature.bytes) : await document.embedJpg(signature.bytes);
  const scaled = image.scaleToFit(200, 60);
  writer.room(scaled.height + 6);
  writer.y -= scaled.height;
  writer.page.drawImage(image, { x: margin, y: writer.y, width: scaled.width, height: scaled.height });
  writer.space(8);
}

export async function reportPdf(content: ReportContent): Promise<Buffer> {
  const document = await PDFDocument.create();
  document.setTitle(`${content.title}: ${content.session.studentName}, ${usDate(content.session.date)}`);
  const writer = new Writer(document, await document.embedFont(StandardFonts.Helvetica), await document.embedFont(StandardFonts.HelveticaBold));
  const { session } = content;
  writer.text(content.practiceName, { size: 16, bold: true });
  writer.text(`${content.title} (${content.status})`, { size: 12 });
  writer.space(6);
  writer.text(`Student: ${session.studentName}`);
  writer.text(`Date: ${usDate(session.date)}    Time: ${session.startTime} - ${session.endTime}    Units: ${session.units}`);
  writer.text(`Service: ${session.serviceName} (${session.hcode})`);
  writer.text(`Staff: ${session.staffName}`);
  writer.space(8);
  for (const field of content.fields) {
    writer.text(field.label, { bold: true, gap: 2 });
    const answer = (content.answers[field.key] ?? '').trim();
    writer.text(answer === '' ? '-' : answer, { gap: 8 });
  }
  writer.space(6);
  writer.text('Signatures', { size: 12, bold: true });
  if (content.signatures.length === 0) writer.text('Not signed.');
  for (const signature of content.signatures) await drawSignature(document, writer, signature);
  if (content.addenda.length > 0) {
    writer.space(6);
    writer.text('Addenda', { size: 12, bold: true });
    for (const addendum of content.addenda) {
      writer.text(`${usDateTime(new Date(addendum.created_at))}, ${addendum.author_name}`, { bold: true, gap: 2 });
      writer.text(addendum.text, { gap: 8 });
    }
  }
  return Buffer.from(await document.save());
}
