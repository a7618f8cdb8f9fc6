// The month's figures per technician as a file to download (XLSX or PDF), served by the gateway itself.
import type { GatewayContext } from '../../context.js';
import { keepDownload } from '../../downloads/index.js';
import { exportRows } from './export-table.js';
import { supervisionPdf } from './export-pdf.js';
import { supervisionXlsx } from './export-xlsx.js';
import { supervisionMonth } from './month-rows.js';
import { requireStaff } from './scope.js';

export type SupervisionExportFormat = 'XLSX' | 'PDF';

export async function exportSupervision(ctx: GatewayContext, monthText: string, format: SupervisionExportFormat) {
  const { month, rows, scope } = await supervisionMonth(ctx, monthText, undefined);
  requireStaff(scope);
  const table = exportRows(rows, scope.staff);
  const fileName = `supervision-${month.key}.${format === 'PDF' ? 'pdf' : 'xlsx'}`;
  const body = format === 'PDF' ? await supervisionPdf(month.key, table) : await supervisionXlsx(month.key, table);
  const contentType = format === 'PDF' ? 'application/pdf' : 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';
  return keepDownload({ fileName, contentType, body });
}
