// The bytes of the seeded files, made with the libraries a person's own files come from: pdf-lib for PDFs, docx for
// Word documents, exceljs (through the kit) for workbooks, the kit's CSV writer and its PNG encoder.
// They are made the first time the area is used (and again after a reset gives the rows new storage keys), and the
// rows' sizes are set from them.
import { Document, Packer, Paragraph, TextRun, HeadingLevel } from 'docx';
import { PDFDocument, StandardFonts, rgb } from 'pdf-lib';
import type { Db } from '../../db/index.js';
import { toCsv } from '../../kit/csv.js';
import { instantOf } from '../../kit/dates.js';
import { encodePng, pngChannels } from '../../kit/png.js';
import { toXlsx } from '../../kit/xlsx.js';
import { fileKinds } from './kinds.js';
import type { FileRow } from './rows.js';
import { fileTables, type FileTables } from './tables.js';

const practice = 'Bright Steps ABA Therapy';

function baseName(name: string): string {
  return name.replace(/\.[^.]*$/, '');
}

/** Helvetica's WinAnsi encoding: characters outside Latin-1 become '?'. */
function winAnsi(text: string): string {
  return text.replace(/[^\x20-\xff]/g, '?');
}

async function pdfOf(title: string): Promise<Buffer> {
  const pdf = await PDFDocument.create();
  pdf.setTitle(title);
  const font = await pdf.embedFont(StandardFonts.Helvetica);
  const bold = await pdf.embedFont(StandardFonts.HelveticaBold);
  const page = pdf.addPage([612, 792]);
  page.drawText(winAnsi(practice), { x: 72, y: 740, size: 11, font, color: rgb(0.35, 0.4, 0.45) });
  page.drawText(winAnsi(title), { x: 72, y: 700, size: 20, font: bold });
  const lines = [
    'This document is kept in the practice file manager.',
    'It is confidential and holds protected health information.',
    'Questions: office@brightstepsaba.example',
  ];
  lines.forEach((line, index) => page.drawText(line, { x: 72, y: 660 - index * 18, size: 12, font }));
  return Buffer.from(await pdf.save());
}

/** A 160×100 RGB picture: a soft gradient with a band, enough to see that a preview shows the real image. */
export function pngOf(seed: number): Buffer {
  const band = (y: number) => y > 40 && y < 60;
  return encodePng(160, 100, (x, y) => (band(y) ? [255, 255, 255, 255] : [(40 + x + seed * 37) % 256, (90 + y) % 256, 180, 255]), pngChannels.rgb);
}

async function docxOf(title: string): Promise<Buffer> {
  const document = new Document({
    creator: practice,
    title,
    sections: [
      {
        children: [
          new Paragraph({ text: title, heading: HeadingLevel.HEADING_1 }),
          new Paragraph({ children: [new TextRun(`${practice}. Fill in the fields below and save a copy in the client's folder.`)] }),
          new Paragraph({ children: [new TextRun({ text: 'Client name: ', bold: true }), new TextRun('{student_name}')] }),
          new Paragraph({ children: [new TextRun({ text: 'Date of birth: ', bold: true }), new TextRun('{dob}')] }),
        ],
      },
    ],
  });
  return Packer.toBuffer(document);
}

async function contentOf(file: FileRow): Promise<Buffer> {
  const title = baseName(file.name);
  switch (file.mime_type) {
    case fileKinds.pdf:
      return pdfOf(title);
    case fileKinds.png:
      return pngOf(file.id);
    case fileKinds.docx:
      return docxOf(title);
    case fileKinds.xlsx:
      return toXlsx(
        title.slice(0, 31),
        ['Item', 'Value', 'Updated'],
        [
          ['Direct hours', 22, '2026-10-31'],
          ['Supervision hours', 4, '2026-10-31'],
          ['Parent training', 2, '2026-11-15'],
        ],
      );
    case fileKinds.csv:
      return Buffer.from(
        toCsv(
          ['claim', 'client', 'code', 'units', 'amount'],
          [
            ['C-1001', 'A. Rivera', '97153', 16, '1,120.00'],
            ['C-1002', 'J. Chen', '97155', 4, '420.00'],
          ],
        ),
        'utf8',
      );
    default:
      return Buffer.from(`${title}\n\nUnited Behavioral Health: 1-800-555-0101\nAetna: 1-800-555-0102\n`, 'utf8');
  }
}

const making = new WeakMap<Db, Promise<void>>();

async function makeMissing(tables: FileTables): Promise<void> {
  for (const file of tables.files.all()) {
    if (tables.bytes.get(file.storage_key)) continue;
    const bytes = await contentOf(file);
    tables.bytes.keep(file.storage_key, bytes);
    // The size is the content's; the row keeps its own updated_at.
    tables.files.update(file.id, { size: bytes.length }, instantOf(file.updated_at));
  }
}

/** The tables, once every file has its bytes. */
export async function readyTables(db: Db): Promise<FileTables> {
  const tables = fileTables(db);
  const missing = tables.files.all().some((file) => !tables.bytes.get(file.storage_key));
  if (missing) {
    let pending = making.get(db);
    if (!pending) {
      pending = makeMissing(tables).finally(() => making.delete(db));
      making.set(db, pending);
    }
    await pending;
  }
  return tables;
}
