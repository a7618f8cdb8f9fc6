// The kinds of sheet the invoice area imports, each a session per row, and the columns each needs (as the file
// should spell them). A row names its session's service by the service's name (SESSIONS, DOE) or by the CPT code it
// is billed under (ABA); either is found on the student's authorization covering the row's date.
export const importKinds = ['invoice-data', 'invoice-doe', 'invoice-aba'] as const;
export type ImportKind = (typeof importKinds)[number];

export interface KindSpec {
  /** The header of each part of a session, normalised (lower case, words joined by '_'). */
  fields: { student: string; staff: string; service: string; date: string; start: string; end: string };
  /** The service cell is a service's name, or a CPT code (a billing code's name). */
  serviceBy: 'name' | 'code';
  /** The columns as the file should spell them. */
  columns: string[];
  /** The import call that runs this kind. */
  path: string;
}

export const kindSpecs: Record<ImportKind, KindSpec> = {
  'invoice-data': {
    fields: { student: 'student_id', staff: 'staff_id', service: 'service', date: 'date', start: 'start_time', end: 'end_time' },
    serviceBy: 'name',
    columns: ['Student ID', 'Staff ID', 'Service', 'Date', 'Start Time', 'End Time'],
    path: 'invoice-data-import',
  },
  'invoice-doe': {
    fields: { student: 'student_id', staff: 'provider_id', service: 'service', date: 'session_date', start: 'start_time', end: 'end_time' },
    serviceBy: 'name',
    columns: ['Student ID', 'Provider ID', 'Service', 'Session Date', 'Start Time', 'End Time'],
    path: 'invoice-doe-import',
  },
  'invoice-aba': {
    fields: { student: 'student_id', staff: 'staff_id', service: 'cpt_code', date: 'date', start: 'start_time', end: 'end_time' },
    serviceBy: 'code',
    columns: ['Student ID', 'Staff ID', 'CPT Code', 'Date', 'Start Time', 'End Time'],
    path: 'invoice-aba-import',
  },
};

export function isImportKind(value: unknown): value is ImportKind {
  return typeof value === 'string' && (importKinds as readonly string[]).includes(value);
}

/** The areas whose spreadsheet imports are logged, with the permission their calls need and their kinds. */
export const importAreas: Record<string, { permission: string; kinds: readonly ImportKind[] }> = {
  Invoice: { permission: 'Invoice List / Import / Export', kinds: importKinds },
};
