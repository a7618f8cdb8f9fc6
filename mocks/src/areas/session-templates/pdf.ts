// The PDFs of PDF templates: kept beside the table by storage key, checked by content on upload, served inline at
// an unguessable address, and filled with a session's values by pdf-lib for the preview (each field drawn at its
// place: page, x and y from the page's top left corner).
import { randomBytes } from 'node:crypto';
import type { Request, Router } from 'express';
import { PDFDocument, StandardFonts, rgb } from 'pdf-lib';
import type { Db } from '../../db/index.js';
import { notFound } from '../../server/replies.js';
import { generatedPdf, staffFileKind } from '../staff-documents/contents.js';
import type { Placement, SessionTemplate } from './template.js';

export const templateFilesPath = '/storage/session-templates';

export const pdfMessages = {
  required: 'The file field is required.',
  type: 'The selected file type is not allowed. Only PDF is supported.',
  unreadable: 'The file is not a PDF that can be read.',
  notPdfTemplate: 'Only a PDF session template takes a PDF.',
} as const;

interface Stored {
  bytes: Buffer;
  fileName: string;
}

const stores = new WeakMap<Db, Map<string, Stored>>();

function storeOf(db: Db): Map<string, Stored> {
  let store = stores.get(db);
  if (!store) {
    store = new Map();
    stores.set(db, store);
  }
  return store;
}

export function newStorageKey(): string {
  return randomBytes(16).toString('hex');
}

export function keepPdf(db: Db, key: string, bytes: Buffer, fileName: string): void {
  storeOf(db).set(key, { bytes, fileName });
}

/** A template's PDF; a seeded one is made from its name on first use. */
export function templatePdf(db: Db, template: SessionTemplate): Buffer | undefined {
  if (!template.pdf_storage_key) return undefined;
  const store = storeOf(db);
  let stored = store.get(template.pdf_storage_key);
  if (!stored) {
    stored = { bytes: generatedPdf(template.name), fileName: template.pdf_file_name ?? 'template.pdf' };
    store.set(template.pdf_storage_key, stored);
  }
  return stored.bytes;
}

/** The stand-in's API address as a call reached it. */
export function apiBase(req: Request): string {
  return `${req.protocol}://${req.get('host') ?? 'localhost'}${req.baseUrl}`;
}

export function fileUrl(base: string, key: string, fileName: string): string {
  return `${base}${templateFilesPath}/${key}/${encodeURIComponent(fileName)}`;
}

/** The page count of bytes that are a readable PDF; a message when they are not. */
export async function checkedPdf(bytes: Buffer): Promise<{ pages: number } | { error: string }> {
  if (staffFileKind(bytes) !== 'pdf') return { error: pdfMessages.type };
  try {
    const document = await PDFDocument.load(bytes, { updateMetadata: false });
    return { pages: document.getPageCount() };
  } catch {
    return { error: pdfMessages.unreadable };
  }
}

/** Helvetica's WinAnsi set: other characters are dropped rather than failing the drawing. */
function drawable(text: string): string {
  return text.replace(/[^\x20-\x7e\xa0-\xff]/g, '');
}

export interface PlacedText {
  placement: Placement;
  label: string;
  text: string;
}

/** The PDF with each text drawn at its place, label first. */
export async function filledPdf(bytes: Buffer, placed: readonly PlacedText[]): Promise<Buffer> {
  const document = await PDFDocument.load(bytes, { updateMetadata: false });
  const font = await document.embedFont(StandardFonts.Helvetica);
  const bold = await document.embedFont(StandardFonts.HelveticaBold);
  const pages = document.getPages();
  for (const { placement, label, text } of placed) {
    const page = pages[placement.page - 1];
    if (!page) continue;
    const top = page.getHeight() - placement.y;
    const caption = drawable(`${label}:`);
    page.drawText(caption, { x: placement.x, y: top, size: 10, font: bold, color: rgb(0.2, 0.2, 0.2) });
    // The value starts a space's width after its caption.
    const start = placement.x + bold.widthOfTextAtSize(caption, 10) + 6;
    const width = page.getWidth() - start - 36;
    page.drawText(drawable(text), {
      x: start,
      y: top,
      size: 10,
      font,
      maxWidth: Math.max(width, 72),
      lineHeight: 12,
    });
  }
  return Buffer.from(await document.save());
}

/** Serves the kept PDFs inline: templates' uploads and filled previews. */
export function registerTemplateFiles(router: Router, db: Db): void {
  router.get(`${templateFilesPath}/:key/:name`, (req, res) => {
    const stored = storeOf(db).get(req.params.key);
    if (!stored) {
      notFound(res, 'File not found.');
      return;
    }
    res
      .status(200)
      .type('application/pdf')
      .set('Content-Disposition', `inline; filename="${stored.fileName.replace(/"/g, '')}"`)
      .set('Cache-Control', 'private, no-store')
      .send(stored.bytes);
  });
}
