// CSV as spreadsheets write and read it (RFC 4180): the writer every export uses and the reader every import uses.

/** A cell as text. Text a spreadsheet would run as a formula gets a leading apostrophe (CSV injection). */
function cellText(value: unknown): string {
  if (value === null || value === undefined) return '';
  if (Array.isArray(value)) return value.map(cellText).join(', ');
  const text = typeof value === 'object' ? JSON.stringify(value) : String(value);
  const number = typeof value === 'number' || /^-?\d+(\.\d+)?$/.test(text);
  return !number && /^[=+\-@\t\r]/.test(text) ? `'${text}` : text;
}

function quoted(text: string): string {
  return /[",\r\n]/.test(text) || text !== text.trim() ? `"${text.replace(/"/g, '""')}"` : text;
}

/** RFC 4180 CSV with a header row and CRLF line ends; a byte-order mark so spreadsheets read it as UTF-8. */
export function toCsv(headers: readonly string[], rows: readonly (readonly unknown[])[]): string {
  const lines = [headers, ...rows].map((cells) => cells.map((cell) => quoted(cellText(cell))).join(','));
  return `\uFEFF${lines.join('\r\n')}\r\n`;
}

export interface CsvRecord {
  /** The line the record starts on; the header is line 1. */
  line: number;
  cells: string[];
}

/**
 * RFC 4180 CSV: quoted cells may hold commas, quotes ("") and line breaks; CRLF, LF or CR end a line; a leading
 * byte-order mark is dropped. Each record keeps the line it started on.
 */
export function parseCsv(text: string): CsvRecord[] {
  const source = text.replace(/^\uFEFF/, '');
  const records: CsvRecord[] = [];
  let cells: string[] = [];
  let cell = '';
  let quoted = false;
  let line = 1;
  let startLine = 1;
  let touched = false;
  const endCell = () => {
    cells.push(cell);
    cell = '';
  };
  const endRecord = () => {
    endCell();
    records.push({ line: startLine, cells });
    cells = [];
    touched = false;
  };
  for (let index = 0; index < source.length; index += 1) {
    const char = source[index]!;
    if (quoted) {
      if (char === '"' && source[index + 1] === '"') {
        cell += '"';
        index += 1;
      } else if (char === '"') {
        quoted = false;
      } else {
        if (char === '\n' || (char === '\r' && source[index + 1] !== '\n')) line += 1;
        cell += char;
      }
      continue;
    }
    if (!touched) {
      startLine = line;
      touched = true;
    }
    if (char === '"' && cell === '') {
      quoted = true;
    } else if (char === ',') {
      endCell();
    } else if (char === '\r' || char === '\n') {
      if (char === '\r' && source[index + 1] === '\n') index += 1;
      endRecord();
      line += 1;
    } else {
      cell += char;
    }
  }
  if (touched || cell !== '' || cells.length > 0) endRecord();
  return records;
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

export function isBlankRecord(record: CsvRecord): boolean {
  return record.cells.every((cell) => cell.trim() === '');
}

/** A record's cells by field (a header's field; '' for a column to skip), trimmed. */
export function recordValues(fields: readonly string[], record: CsvRecord): Record<string, string> {
  const values: Record<string, string> = {};
  fields.forEach((field, index) => {
    if (field !== '') values[field] = (record.cells[index] ?? '').trim();
  });
  return values;
}
