// The month's supervision as an XLSX workbook (exceljs): one sheet, the header frozen, the numbers as numbers.
import ExcelJS from 'exceljs';
import { exportHeader, type ExportCell } from './export-table.js';

export async function supervisionXlsx(month: string, rows: readonly ExportCell[][]): Promise<Uint8Array> {
  const workbook = new ExcelJS.Workbook();
  const sheet = workbook.addWorksheet(`Supervision ${month}`, { views: [{ state: 'frozen', ySplit: 1 }] });
  sheet.addRow([...exportHeader]).font = { bold: true };
  for (const row of rows) sheet.addRow(row);
  sheet.columns.forEach((column, index) => {
    column.width = index === 0 || index >= 13 ? 28 : 14;
  });
  return new Uint8Array(await workbook.xlsx.writeBuffer());
}
