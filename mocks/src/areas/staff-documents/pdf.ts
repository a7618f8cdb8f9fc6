// Documents saved as PDF with pdf-lib: a PDF is copied page by page, an image is placed on a Letter page (scaled down
// to fit inside a half-inch margin, never up); several documents become one PDF in the order given.
import { PDFDocument, PageSizes } from 'pdf-lib';
import type { StaffFileKind } from './contents.js';

export interface PdfSource {
  kind: StaffFileKind;
  bytes: Uint8Array;
}

/** Whether a document can go into a PDF (a Word document cannot without a word processor). */
export function savesAsPdf(kind: StaffFileKind | undefined): kind is 'pdf' | 'png' | 'jpeg' {
  return kind === 'pdf' || kind === 'png' || kind === 'jpeg';
}

const margin = 36;

async function append(target: PDFDocument, source: PdfSource): Promise<void> {
  if (source.kind === 'pdf') {
    const document = await PDFDocument.load(source.bytes, { ignoreEncryption: true });
    const pages = await target.copyPages(document, document.getPageIndices());
    for (const page of pages) target.addPage(page);
    return;
  }
  const image = source.kind === 'png' ? await target.embedPng(source.bytes) : await target.embedJpg(source.bytes);
  const [width, height] = PageSizes.Letter;
  const scale = Math.min(1, (width - 2 * margin) / image.width, (height - 2 * margin) / image.height);
  const drawn = image.scale(scale);
  const page = target.addPage([width, height]);
  page.drawImage(image, { x: (width - drawn.width) / 2, y: height - margin - drawn.height, width: drawn.width, height: drawn.height });
}

/** One PDF holding every source, in order. */
export async function mergedPdf(sources: readonly PdfSource[], title: string): Promise<Buffer> {
  const target = await PDFDocument.create();
  target.setTitle(title);
  for (const source of sources) await append(target, source);
  return Buffer.from(await target.save());
}
