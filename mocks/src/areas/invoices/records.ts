// Invoices made: each keeps its lines as billed (a later change to a session or a rate does not rewrite an invoice
// sent), its totals, and its PDF's address. Numbered INV-<month>-<id>.
import type { Db } from '../../db/index.js';
import type { Row, Table } from '../../db/table.js';
import type { Totals } from './arithmetic.js';
import type { InvoiceKind, InvoiceLine } from './lines.js';

export interface InvoiceRecord extends Row {
  number: string;
  kind: InvoiceKind;
  student_id: number;
  student_name: string;
  funder_id: number;
  funder_name: string;
  month_year: string;
  lines: InvoiceLine[];
  totals: Totals;
  url: string;
  file_name: string;
  created_by_id: number;
  created_by_name: string;
}

export function invoicesTable(db: Db): Table<InvoiceRecord> {
  return db.defineTable<InvoiceRecord>('invoices');
}

/** INV-202611-00042. */
export function invoiceNumber(monthYear: string, id: number): string {
  return `INV-${monthYear.replace('-', '')}-${String(id).padStart(5, '0')}`;
}

/** Which list call lists which forms: the DOE list holds the SETSS requests too (the DOE pays for SETSS). */
export const listedKinds: Record<'blank' | 'doe' | 'aba', readonly InvoiceKind[]> = {
  blank: ['blank'],
  doe: ['doe', 'setss'],
  aba: ['aba'],
};
