// The spreadsheet import calls of the practice API's catalogue: the invoice sheet imports, the excel import logs
// (with chosen_sheet) and the import log of import-checklist, each declared by a field of the schema with its method
// and path. The catalogue names import-checklist's calls without their method: they are reads (GET). A call listed
// here and missing from the schema fails, named; the stand-in answering each declared path is checked by the
// coverage test beside this one.
import { describe, expect, it } from 'vitest';
import { declaredCalls, type CatalogueCall as Call } from './declared-calls.js';

const invoiceImports: Call[] = [
  'POST invoice-sheet-import',
  'POST filter-invoice-sheet-import',
  'POST invoice-import-list',
  'POST invoice-data-import',
  'POST invoice-doe-import',
  'POST invoice-aba-import',
];

const importLogs: Call[] = [
  'POST excel-import-logs',
  'PUT excel-import-logs/{}',
  // The import's progress, polled while it runs.
  'GET excel-import-logs/{}',
  'GET import-checklist/get-area',
  'GET import-checklist/log',
  'GET import-checklist/export-log',
];

describe('the spreadsheet import calls of the catalogue', () => {
  const declared = declaredCalls();

  it.each([
    ['the invoice sheet imports', invoiceImports],
    ['the excel import logs and the import log', importLogs],
  ])('the schema declares every call of %s', (_area, calls) => {
    expect(calls.filter((call) => !declared.has(call))).toEqual([]);
  });
});
