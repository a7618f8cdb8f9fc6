// The month's supervision as a PDF (pdf-lib) for an audit: a landscape table, one technician a line, as many pages
// as it takes, each with the title and the header. Helvetica writes Latin-1 only: any other character becomes '?'.
import { PDFDocument, StandardFonts, rgb, type PDFFont, type PDFPage } from 'pdf-lib';
import { exportHeader, type ExportCell } from './export-table.js';

const pageSize: [number, number] = [842, 595];
const margin = 32;
const lineHeight = 13;
const fontSize = 7.5;
/** Column widths in points, one per header column; they fill the page between the margins. */
const widths = [110, 38, 46, 46, 50, 50, 36, 44, 38, 36, 42, 40, 24, 90, 88];
const headerLabels = [
  'Staff member',
  'Month',
  'Service del.',
  'Service bkd.',
  'Superv. del.',
  'Superv. bkd.',
  'Contacts',
  'Individual',
  'Held',
  '% so far',
  '% proj.',
  'Needed h',
  'Met',
  'Short of',
  'Supervisors',
];

const latin1 = (value: string) => value.replace(/[^\u0020-\u007e\u00a0-\u00ff]/g, '?');

function fitted(value: string, width: number, font: PDFFont): string {
  let shown = latin1(value);
  while (shown.length > 1 && font.widthOfTextAtSize(shown, fontSize) > width - 4) shown = `${shown.slice(0, -2)}…`.replace(/…+$/, '');
  return shown;
}

const cellText = (cell: ExportCell) => (cell === null ? '-' : typeof cell === 'number' ? cell.toFixed(2).replace(/\.00$/, '') : cell);

export async function supervisionPdf(month: string, rows: readonly ExportCell[][]): Promise<Uint8Array> {
  if (headerLabels.length !== exportHeader.length) throw new Error('The PDF names every column of the export.');
  const pdf = await PDFDocument.create();
  pdf.setTitle(`Supervision ${month}`);
  const font = await pdf.embedFont(StandardFonts.Helvetica);
  const bold = await pdf.embedFont(StandardFonts.HelveticaBold);
  let page: PDFPage | undefined;
  let y = 0;
  const line = (cells: readonly string[], face: PDFFont) => {
    let x = margin;
    cells.forEach((cell, index) => {
      page!.drawText(fitted(cell, widths[index]!, face), { x, y, size: fontSize, font: face, color: rgb(0, 0, 0) });
      x += widths[index]!;
    });
    y -= lineHeight;
  };
  const newPage = () => {
    page = pdf.addPage(pageSize);
    y = pageSize[1] - margin;
    page.drawText(`Supervision of RBTs, ${month}`, { x: margin, y, size: 13, font: bold });
    y -= 22;
    line(headerLabels, bold);
  };
  newPage();
  if (rows.length === 0) line(['No RBT this month.'], font);
  for (const row of rows) {
    if (y < margin) newPage();
    line(row.map(cellText), font);
  }
  return pdf.save();
}
