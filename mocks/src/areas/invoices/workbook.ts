// The invoice report as a workbook (exceljs), one tab per funder: each session's line, then the funder's total;
// a first tab sums every funder. Amounts are numbers in a currency format, so the sums stay sums in Excel.
import ExcelJS from 'exceljs';
import { totalsOf } from './arithmetic.js';
import type { InvoiceLine } from './lines.js';

const header = ['Date', 'Student', 'Staff', 'Service', 'Code', 'Modifiers', 'Start', 'End', 'Minutes', 'Units', 'Rate', 'Amount'];
const currency = '"$"#,##0.00';

/** A tab name Excel accepts: at most 31 characters, none of : \ / ? * [ ], unique in the workbook. */
function tabName(name: string, taken: Set<string>): string {
  const base =
    name
      .replace(/[:\\/?*[\]]/g, ' ')
      .trim()
      .slice(0, 28) || 'Funder';
  let title = base;
  for (let n = 2; taken.has(title.toLowerCase()); n += 1) title = `${base} ${n}`;
  taken.add(title.toLowerCase());
  return title;
}

export async function invoiceWorkbook(lines: readonly InvoiceLine[]): Promise<Buffer> {
  const workbook = new ExcelJS.Workbook();
  const totals = totalsOf(lines);
  const taken = new Set<string>(['summary']);
  const summary = workbook.addWorksheet('Summary');
  summary.addRow(['Funder', 'Sessions', 'Units', 'Amount']).font = { bold: true };
  for (const funder of totals.by_funder) summary.addRow([funder.funder_name, funder.sessions, funder.units, funder.amount]);
  summary.addRow(['Total', totals.sessions, totals.units, totals.amount]).font = { bold: true };
  summary.getColumn(1).width = 32;
  summary.getColumn(4).numFmt = currency;
  for (const funder of totals.by_funder) {
    const sheet = workbook.addWorksheet(tabName(funder.funder_name, taken));
    sheet.addRow(header).font = { bold: true };
    for (const line of lines.filter((row) => row.funder_id === funder.funder_id)) {
      sheet.addRow([
        line.date,
        line.student_name,
        line.staff_name,
        line.service_name,
        line.cpt_code,
        line.modifiers.join(' '),
        line.start_time,
        line.end_time,
        line.minutes,
        line.units,
        line.rate,
        line.amount,
      ]);
    }
    sheet.addRow(['Total', '', '', '', '', '', '', '', '', funder.units, '', funder.amount]).font = { bold: true };
    sheet.getColumn(11).numFmt = currency;
    sheet.getColumn(12).numFmt = currency;
    for (const index of [2, 3, 4]) sheet.getColumn(index).width = 24;
  }
  return Buffer.from(await workbook.xlsx.writeBuffer());
}
