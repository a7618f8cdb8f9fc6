// The invoice area's kinds of sheet, the columns each needs (as the schema describes them) and the call that runs it.
import type { TypedDocumentNode } from '@graphql-typed-document-node/core';
import type { ImportLogFieldsFragment, SpreadsheetImportKind } from '../../../gql/graphql';
import { ImportInvoiceAba, ImportInvoiceData, ImportInvoiceDoe } from './operations';

export type RunImportDocument = TypedDocumentNode<{ saved: ImportLogFieldsFragment }, { sourceId: string }>;

export const invoiceKinds: { kind: SpreadsheetImportKind; label: string; columns: string; run: RunImportDocument }[] = [
  { kind: 'SESSIONS', label: 'Sessions', columns: 'Student ID, Staff ID, Service, Date, Start Time, End Time', run: ImportInvoiceData },
  { kind: 'DOE', label: 'DOE sessions', columns: 'Student ID, Provider ID, Service, Session Date, Start Time, End Time', run: ImportInvoiceDoe },
  { kind: 'ABA', label: 'ABA sessions (CPT codes)', columns: 'Student ID, Staff ID, CPT Code, Date, Start Time, End Time', run: ImportInvoiceAba },
];
