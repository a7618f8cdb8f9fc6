// Invoices made: each keeps its lines as billed (a later change to a session or a rate does not rewrite an invoice
// sent), its totals, and the key its PDF is served under (the address is the credential, as the API's storage links
// are). Numbered INV-<month>-<id>. A few are seeded from the seeded sessions' earliest months, two of each form.
import type { Request } from 'express';
import type { Db } from '../../db/index.js';
import type { NewRow, Row, Table } from '../../db/table.js';
import { newStorageKey } from '../../kit/stored-bytes.js';
import { totalsOf, type Totals } from './arithmetic.js';
import { lineMatches } from './filters.js';
import { billableLines, invoiceKinds, type InvoiceKind, type InvoiceLine } from './lines.js';

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
  storage_key: string;
  file_name: string;
  created_by_id: number;
  created_by_name: string;
}

/** Where invoices' PDFs are served, under the API's root. */
export const invoiceFilesPath = '/invoice-files';

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

/** The fields of an invoice for a student's month with a funder, billed now; its id is the table's. */
export function invoiceFields(
  id: number,
  kind: InvoiceKind,
  lines: InvoiceLine[],
  month: string,
  creator: { id: number; name: string },
): NewRow<InvoiceRecord> & { id: number } {
  const first = lines[0]!;
  const number = invoiceNumber(month, id);
  return {
    id,
    number,
    kind,
    student_id: first.student_id,
    student_name: first.student_name,
    funder_id: first.funder_id,
    funder_name: first.funder_name,
    month_year: month,
    lines,
    totals: totalsOf(lines),
    storage_key: newStorageKey(),
    file_name: `${number}.pdf`,
    created_by_id: creator.id,
    created_by_name: creator.name,
  };
}

function seedInvoices(db: Db): NewRow<InvoiceRecord>[] {
  const lines = billableLines(db);
  const creator = db.users.all().find((user) => user.user_type === 'Office Administrator') ?? db.users.all()[0]!;
  const rows: NewRow<InvoiceRecord>[] = [];
  for (const kind of invoiceKinds) {
    const groups = new Map<string, InvoiceLine[]>();
    for (const line of lines.filter((row) => lineMatches(row, { kind }))) {
      const key = `${line.student_id}|${line.funder_id}|${line.date.slice(0, 7)}`;
      groups.set(key, [...(groups.get(key) ?? []), line]);
    }
    for (const group of [...groups.values()].slice(0, 2)) {
      rows.push(invoiceFields(rows.length + 1, kind, group, group[0]!.date.slice(0, 7), creator));
    }
  }
  return rows;
}

export function invoicesTable(db: Db): Table<InvoiceRecord> {
  return db.defineTable<InvoiceRecord>('invoices', () => seedInvoices(db));
}

/** An invoice as the calls answer it: its PDF's address on the origin the call reached. */
export function presentInvoice(req: Request, record: InvoiceRecord): InvoiceRecord & { url: string } {
  const base = `${req.protocol}://${req.get('host') ?? 'localhost'}${req.baseUrl}`;
  return { ...record, url: `${base}${invoiceFilesPath}/${record.storage_key}/${encodeURIComponent(record.file_name)}` };
}
