// A table as CSV text (RFC 4180): a cell holding a comma, quote or line break is quoted, quotes doubled.

const needsQuotes = /[",\r\n]/;

function cell(value: string | number | null): string {
  const text = value === null ? '' : String(value);
  return needsQuotes.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

export function toCsv(header: readonly string[], rows: readonly (readonly (string | number | null)[])[]): string {
  return [header, ...rows].map((row) => row.map(cell).join(',')).join('\r\n') + '\r\n';
}
