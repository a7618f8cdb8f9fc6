// The month's figures per technician as the export's table: one header row, one row per technician, in the order
// the month lists them. The XLSX and the PDF both write this table.
import type { MonthFigures } from './figures.js';
import type { StaffMember } from './sources.js';

export const exportHeader = [
  'Staff member',
  'Month',
  'Service hours delivered',
  'Service hours booked',
  'Supervised hours delivered',
  'Supervised hours booked',
  'Contacts',
  'Individual contacts',
  'Contacts held',
  '% so far',
  '% projected',
  'Hours needed',
  'Met',
  'Short of',
  'Supervisors',
] as const;

export type ExportCell = string | number | null;

const shortfallNames: Record<string, string> = {
  PERCENT: 'under 5%',
  CONTACTS: 'fewer than 2 contacts',
  INDIVIDUAL_CONTACT: 'no individual contact',
};

export function exportRows(rows: readonly MonthFigures[], staff: ReadonlyMap<string, StaffMember>): ExportCell[][] {
  const name = (id: string) => staff.get(id)?.name || `Staff #${id}`;
  return rows.map((row) => [
    name(row.staff_id),
    row.month,
    row.serviceHoursDelivered,
    row.serviceHoursBooked,
    row.supervisedHoursDelivered,
    row.supervisedHoursBooked,
    row.contacts,
    row.individualContacts,
    row.contactsHeld,
    row.percentSoFar,
    row.percentProjected,
    row.hoursNeeded,
    row.met ? 'Yes' : 'No',
    row.shortOf.map((code) => shortfallNames[code] ?? code).join(', '),
    row.supervisor_ids.map(name).join(', '),
  ]);
}
