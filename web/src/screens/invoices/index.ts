// The invoice pages, by name, loaded lazily by the route table (one chunk for all of them).
import type { ComponentType } from 'react';
import { BuildInvoice, SetssInvoiceRequest } from './InvoiceBuilder';
import { InvoiceList } from './InvoiceList';
import { InvoiceReport } from './InvoiceReport';

export const screens = {
  BuildInvoice,
  InvoiceList,
  SetssInvoiceRequest,
  InvoiceReport,
} satisfies Record<string, ComponentType>;
