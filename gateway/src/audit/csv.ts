// The trail as CSV (RFC 4180, a header row, CRLF, a byte-order mark for spreadsheets): one row per record, the
// students' ids in one cell separated by spaces. A cell a spreadsheet would run as a formula starts with an apostrophe.
import { stringify } from 'csv-stringify/sync';
import type { AuditRecord } from './record.js';

const headers = [
  'seq',
  'at',
  'userId',
  'role',
  'operation',
  'operationType',
  'studentIds',
  'studentCount',
  'changed',
  'outcome',
  'requestId',
  'previousHash',
  'hash',
];

function cell(value: string | number | boolean | null): string {
  if (value === null) return '';
  const text = String(value);
  return typeof value !== 'number' && /^[=+\-@\t\r]/.test(text) ? `'${text}` : text;
}

export function trailCsv(records: readonly AuditRecord[]): string {
  const rows = records.map((record) =>
    [
      record.seq,
      record.at,
      record.userId,
      record.role,
      record.operation,
      record.operationType,
      record.studentIds.join(' '),
      record.studentIds.length,
      record.changed,
      record.outcome,
      record.requestId,
      record.previousHash,
      record.hash,
    ].map(cell),
  );
  return stringify([headers, ...rows], { bom: true, record_delimiter: '\r\n' });
}
