// The invoice as a PDF (pdf-lib): the practice, the form's title, the invoice's number, month, student and funder,
// then one row per session (date, service, code and modifiers, times, minutes, units or hours, rate, amount),
// continued on further pages with the header row repeated, and the totals. Every figure is written as the screen
// shows it (dollars(), the same units), so the PDF's text reads back the same.
import { PDFDocument, StandardFonts, rgb, type PDFFont, type PDFPage } from 'pdf-lib';
import { drawable } from '../session-notes/pdf.js';
import { practiceName } from '../session-notes/storage.js';
import { dollars, type Totals } from './arithmetic.js';
import type { InvoiceKind, InvoiceLine } from './lines.js';
import { monthLabel } from './messages.js';

export interface InvoiceDocument {
  kind: InvoiceKind;
  number: string;
  issuedOn: string;
  monthYear: string;
  studentName: string;
  funderName: string;
  lines: readonly InvoiceLine[];
  totals: Totals;
}

export const invoiceTitles: Record<InvoiceKind, string> = {
  blank: 'Invoice',
  doe: 'Department of Education Invoice',
  aba: 'ABA Services Invoice',
  setss: 'SETSS Invoice Request',
};

/** What the units column is called: SETSS bills hours. */
export function unitLabel(kind: InvoiceKind): string {
  return kind === 'setss' ? 'Hours' : 'Units';
}

const [pageWidth, pageHeight] = [792, 612];
const margin = 40;
const rowHeight = 16;

interface Column {
  header: string;
  x: number;
  /** Right-aligned columns end at x. */
  right?: boolean;
  /** The widest a left-aligned cell may write before it is cut, so it never reaches the next column. */
  max?: number;
  cell: (line: InvoiceLine) => string;
}

// Landscape letter: the cells' widths leave room for the widest right-aligned figures ($10,000.00).
function columns(kind: InvoiceKind): Column[] {
  return [
    { header: 'Date', x: margin, max: 60, cell: (line) => line.date },
    { header: 'Service', x: 105, max: 150, cell: (line) => line.service_name },
    { header: 'Staff', x: 260, max: 105, cell: (line) => line.staff_name },
    { header: 'Code', x: 370, max: 60, cell: (line) => line.cpt_code },
    { header: 'Modifiers', x: 435, max: 45, cell: (line) => line.modifiers.join(' ') },
    { header: 'Time', x: 485, max: 60, cell: (line) => `${line.start_time}-${line.end_time}` },
    { header: 'Minutes', x: 585, right: true, cell: (line) => String(line.minutes) },
    { header: unitLabel(kind), x: 625, right: true, cell: (line) => String(line.units) },
    { header: 'Rate', x: 680, right: true, cell: (line) => dollars(line.rate) },
    { header: 'Amount', x: pageWidth - margin, right: true, cell: (line) => dollars(line.amount) },
  ];
}

class Sheet {
  page!: PDFPage;
  y = 0;

  constructor(
    private readonly document: PDFDocument,
    private readonly fonts: { regular: PDFFont; bold: PDFFont },
    private readonly columns: Column[],
  ) {}

  newPage(): void {
    this.page = this.document.addPage([pageWidth, pageHeight]);
    this.y = pageHeight - margin;
  }

  text(value: string, x: number, options: { size?: number; bold?: boolean; right?: boolean; maxWidth?: number } = {}): void {
    const size = options.size ?? 9;
    const font = options.bold ? this.fonts.bold : this.fonts.regular;
    let text = drawable(value);
    // A cell keeps to its column: cut with an ellipsis rather than running into the next.
    if (options.maxWidth)
      while (text.length > 3 && font.widthOfTextAtSize(text, size) > options.maxWidth) text = `${text.replace(/\.\.\.$/, '').slice(0, -1)}...`;
    const width = font.widthOfTextAtSize(text, size);
    this.page.drawText(text, { x: options.right ? x - width : x, y: this.y, size, font, color: rgb(0.1, 0.12, 0.15) });
  }

  headerRow(): void {
    for (const column of this.columns) this.text(column.header, column.x, { bold: true, right: column.right });
    this.y -= 4;
    this.page.drawLine({ start: { x: margin, y: this.y }, end: { x: pageWidth - margin, y: this.y }, thickness: 0.6, color: rgb(0.6, 0.64, 0.7) });
    this.y -= rowHeight - 4;
  }

  row(line: InvoiceLine): void {
    if (this.y < margin + rowHeight * 4) {
      this.newPage();
      this.headerRow();
    }
    for (const column of this.columns) this.text(column.cell(line), column.x, { right: column.right, maxWidth: column.max });
    this.y -= rowHeight;
  }
}

/** The invoice's PDF; `lines` is never empty (an empty month is refused before). */
export async function invoicePdf(invoice: InvoiceDocument): Promise<Buffer> {
  const document = await PDFDocument.create();
  document.setTitle(`${invoiceTitles[invoice.kind]} ${invoice.number}`);
  document.setAuthor(practiceName);
  const fonts = { regular: await document.embedFont(StandardFonts.Helvetica), bold: await document.embedFont(StandardFonts.HelveticaBold) };
  const sheet = new Sheet(document, fonts, columns(invoice.kind));
  sheet.newPage();
  sheet.text(practiceName, margin, { size: 11 });
  sheet.y -= 24;
  sheet.text(invoiceTitles[invoice.kind], margin, { size: 18, bold: true });
  sheet.text(`Invoice ${invoice.number}`, pageWidth - margin, { size: 11, bold: true, right: true });
  sheet.y -= 26;
  const facts: [string, string][] = [
    ['Student', invoice.studentName],
    ['Funder', invoice.funderName],
    ['Billing month', monthLabel(invoice.monthYear)],
    ['Issued', invoice.issuedOn],
  ];
  for (const [label, value] of facts) {
    sheet.text(`${label}:`, margin, { bold: true });
    sheet.text(value, margin + 80);
    sheet.y -= 14;
  }
  sheet.y -= 12;
  sheet.headerRow();
  for (const line of invoice.lines) sheet.row(line);
  sheet.y -= 8;
  const { totals } = invoice;
  const summary: [string, string][] = [
    ['Sessions', String(totals.sessions)],
    [`Total ${unitLabel(invoice.kind).toLowerCase()}`, String(totals.units)],
    ['Total due', dollars(totals.amount)],
  ];
  for (const [label, value] of summary) {
    sheet.text(label, 640, { bold: true, right: true });
    sheet.text(value, pageWidth - margin, { bold: true, right: true });
    sheet.y -= 14;
  }
  return Buffer.from(await document.save());
}
