// GET export-message/{id}: a conversation as a file: a PDF with every message (author, time, recipients, text,
// attachment name), oldest first, or a CSV with one row a message.
import { PDFDocument, StandardFonts, type PDFFont, type PDFPage } from 'pdf-lib';
import type { Db } from '../../db/index.js';
import { csvFile } from '../../kit/export.js';
import { instantOf, usDateTime } from '../../kit/dates.js';
import type { MessageRow } from './rows.js';

export const messageExportFormats = ['pdf', 'csv'] as const;
export type MessageExportFormat = (typeof messageExportFormats)[number];

const page = { width: 612, height: 792, margin: 56 } as const;

function nameOf(db: Db, id: number): string {
  return db.users.get(id)?.name ?? 'Former staff member';
}

/** Standard fonts write WinAnsi only: other characters become '?'. */
function printable(text: string): string {
  return text.replace(/[^\x20-\x7e\xa0-\xff]/g, '?');
}

/** Lines of at most `width` points, broken at spaces (a longer word is cut). */
function wrap(text: string, font: PDFFont, size: number, width: number): string[] {
  const lines: string[] = [];
  for (const paragraph of printable(text).split(/\r?\n/)) {
    let line = '';
    for (const word of paragraph.split(' ')) {
      const next = line ? `${line} ${word}` : word;
      if (font.widthOfTextAtSize(next, size) <= width) line = next;
      else {
        if (line) lines.push(line);
        line = word;
        while (font.widthOfTextAtSize(line, size) > width) {
          let cut = line.length - 1;
          while (cut > 1 && font.widthOfTextAtSize(line.slice(0, cut), size) > width) cut -= 1;
          lines.push(line.slice(0, cut));
          line = line.slice(cut);
        }
      }
    }
    lines.push(line);
  }
  return lines;
}

export async function conversationPdf(db: Db, messages: readonly MessageRow[]): Promise<Buffer> {
  const pdf = await PDFDocument.create();
  const regular = await pdf.embedFont(StandardFonts.Helvetica);
  const bold = await pdf.embedFont(StandardFonts.HelveticaBold);
  const width = page.width - 2 * page.margin;
  let current: PDFPage = pdf.addPage([page.width, page.height]);
  let y = page.height - page.margin;
  const write = (text: string, font: PDFFont, size: number, gap = 4) => {
    for (const line of wrap(text, font, size, width)) {
      if (y - size < page.margin) {
        current = pdf.addPage([page.width, page.height]);
        y = page.height - page.margin;
      }
      current.drawText(line, { x: page.margin, y: y - size, size, font });
      y -= size + gap;
    }
  };
  write(messages[0]?.subject ?? 'Conversation', bold, 16, 10);
  for (const message of messages) {
    y -= 8;
    write(`${nameOf(db, message.sender_id)}, ${usDateTime(instantOf(message.created_at))}`, bold, 11);
    write(`To: ${message.recipient_ids.map((id) => nameOf(db, id)).join(', ')}`, regular, 9);
    write(message.body, regular, 11);
    if (message.attachment) write(`Attachment: ${message.attachment.file_name}`, regular, 9);
  }
  return Buffer.from(await pdf.save());
}

export function conversationCsv(db: Db, messages: readonly MessageRow[]) {
  return csvFile(
    ['sent_at', 'from', 'to', 'subject', 'message', 'attachment'],
    messages.map((message) => [
      usDateTime(instantOf(message.created_at)),
      nameOf(db, message.sender_id),
      message.recipient_ids.map((id) => nameOf(db, id)).join('; '),
      message.subject,
      message.body,
      message.attachment?.file_name ?? '',
    ]),
  );
}
