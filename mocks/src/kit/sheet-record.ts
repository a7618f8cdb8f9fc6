// The rows of an uploaded table (a CSV file or a workbook's first sheet) and how a header row names their fields.

export interface SheetRecord {
  /** The line (CSV) or row (XLSX) the record starts on; the header is 1. */
  line: number;
  cells: string[];
}

/** 'Service Line' or 'service-line' → 'service_line'. */
export function normaliseHeader(header: string): string {
  return header
    .trim()
    .replace(/([a-z])([A-Z])/g, '$1_$2')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '_')
    .replace(/^_|_$/g, '');
}

export function isBlankRecord(record: SheetRecord): boolean {
  return record.cells.every((cell) => cell.trim() === '');
}

/** A record's cells by field (a header's field; '' for a column to skip), trimmed. */
export function recordValues(fields: readonly string[], record: SheetRecord): Record<string, string> {
  const values: Record<string, string> = {};
  fields.forEach((field, index) => {
    if (field !== '') values[field] = (record.cells[index] ?? '').trim();
  });
  return values;
}
