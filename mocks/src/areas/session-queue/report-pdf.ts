// A session's report as a PDF (pdf-lib): the student, date, service code, times, units, staff, place of service and
// the note's standing. Stands in for the note's own renderer (the session-notes area) until the queue can call it.
import { PDFDocument, PageSizes, StandardFonts, rgb } from 'pdf-lib';

export interface SessionReportDetails {
  sessionId: number;
  studentName: string;
  staffName: string;
  date: string;
  startTime: string;
  endTime: string;
  hcode: string;
  units: number;
  placeOfService: string;
  noteStatus: string;
}

const margin = 54;

/** One Letter page per report. */
export async function renderSessionReportPdf(report: SessionReportDetails): Promise<Uint8Array> {
  const pdf = await PDFDocument.create();
  pdf.setTitle(`Session note: ${report.studentName}, ${report.date}`);
  const font = await pdf.embedFont(StandardFonts.Helvetica);
  const bold = await pdf.embedFont(StandardFonts.HelveticaBold);
  const [width, height] = PageSizes.Letter;
  const page = pdf.addPage([width, height]);
  let y = height - margin;
  page.drawText('Session Note', { x: margin, y, size: 20, font: bold, color: rgb(0.1, 0.2, 0.4) });
  y -= 36;
  const lines: [string, string][] = [
    ['Student', report.studentName],
    ['Date of service', report.date],
    ['Time', `${report.startTime} - ${report.endTime}`],
    ['Service code', report.hcode],
    ['Units', String(report.units)],
    ['Provider', report.staffName],
    ['Place of service', report.placeOfService],
    ['Note', report.noteStatus],
    ['Session', `#${report.sessionId}`],
  ];
  for (const [label, value] of lines) {
    page.drawText(`${label}:`, { x: margin, y, size: 11, font: bold });
    page.drawText(value, { x: margin + 130, y, size: 11, font });
    y -= 20;
  }
  return pdf.save();
}

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
