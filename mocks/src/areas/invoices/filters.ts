// The invoice report's filters (student_id, month_year, serviceId, staffId, as the API spells them), and the funder
// and form an invoice is built for (funder_id, kind). A malformed month or id is refused by field, not ignored.
import { parseId } from '../../kit/ids.js';
import { textParam } from '../../kit/list-query.js';
import type { FieldErrors } from '../../server/validation.js';
import { isInvoiceKind, kindBills, type InvoiceKind, type InvoiceLine } from './lines.js';
import { monthYearFormatMessage, monthYearPattern } from './messages.js';

export interface LineFilter {
  studentId?: number;
  monthYear?: string;
  serviceId?: number;
  staffId?: number;
  funderId?: number;
  kind?: InvoiceKind;
}

const idParams = { studentId: 'student_id', serviceId: 'serviceId', staffId: 'staffId', funderId: 'funder_id' } as const;

export function readLineFilter(params: Record<string, unknown>, errors: FieldErrors): LineFilter {
  const filter: LineFilter = {};
  for (const [key, param] of Object.entries(idParams) as [keyof typeof idParams, string][]) {
    const text = textParam(params, param);
    if (text === undefined || text === '') continue;
    const id = parseId(text);
    if (id === undefined) errors.add(param, `The selected ${param.replace(/_id$|Id$/, '').replace(/_/g, ' ')} is invalid.`);
    else filter[key] = id;
  }
  const monthYear = textParam(params, 'month_year');
  if (monthYear) {
    if (monthYearPattern.test(monthYear)) filter.monthYear = monthYear;
    else errors.add('month_year', monthYearFormatMessage);
  }
  const kind = textParam(params, 'kind');
  if (kind) {
    if (isInvoiceKind(kind)) filter.kind = kind;
    else errors.add('kind', 'The selected kind is invalid.');
  }
  return filter;
}

export function lineMatches(line: InvoiceLine, filter: LineFilter): boolean {
  if (filter.studentId !== undefined && line.student_id !== filter.studentId) return false;
  if (filter.monthYear !== undefined && !line.date.startsWith(`${filter.monthYear}-`)) return false;
  if (filter.serviceId !== undefined && line.service_id !== filter.serviceId) return false;
  if (filter.staffId !== undefined && line.staff_id !== filter.staffId) return false;
  if (filter.funderId !== undefined && line.funder_id !== filter.funderId) return false;
  if (filter.kind !== undefined && !kindBills(filter.kind, line)) return false;
  return true;
}
