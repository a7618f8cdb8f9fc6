// The invoice and report calls of the practice API's catalogue (the invoice PDFs in their forms, the invoice lists,
// the invoice report with its filter choices and its export, the session report), each declared by a field of the
// schema with its method and path. The sheet-import invoice calls are the imports' catalogue. A call listed here and
// missing from the schema fails, named; the stand-in answering each declared path is checked by the coverage test.
import { describe, expect, it } from 'vitest';
import { declaredCalls, type CatalogueCall as Call } from './declared-calls.js';

const invoices: Call[] = [
  'POST invoice-pdf',
  'POST invoice-pdf-aba',
  'POST invoice-pdf-setss',
  'POST blank-invoice-list',
  'POST doe-invoice-list',
  'POST aba-invoice-list',
  'POST export-tab-based-invoice',
];

const reports: Call[] = ['GET invoice-report', 'GET invoice-report-dropdown-filter', 'GET session-report'];

describe('the invoice calls of the catalogue', () => {
  const declared = declaredCalls();

  it.each([
    ['invoices: the PDFs, the lists and the tab-based export', invoices],
    ['the invoice and session reports', reports],
  ])('the schema declares every call of %s', (_area, calls) => {
    expect(calls.filter((call) => !declared.has(call))).toEqual([]);
  });
});
