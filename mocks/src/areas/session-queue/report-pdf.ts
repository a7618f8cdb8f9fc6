// Merging reports (pdf-lib): every page of each source, in order.
import { PDFDocument } from 'pdf-lib';

/** One PDF holding every source's pages in order, and its page count. */
export async function mergePdfs(sources: readonly Uint8Array[], title: string): Promise<{ bytes: Uint8Array; pageCount: number }> {
  const target = await PDFDocument.create();
  target.setTitle(title);
  for (const source of sources) {
    const document = await PDFDocument.load(source);
    for (const page of await target.copyPages(document, document.getPageIndices())) target.addPage(page);
  }
  return { bytes: await target.save(), pageCount: target.getPageCount() };
}
