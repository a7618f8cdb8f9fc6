import { area } from './define';
import { screensOf } from './screens';
import type { AppRoute } from './types';

const screen = screensOf(() => import('../screens/invoices'));
const invoices = area({ label: 'Invoices', to: '/invoice-list' }, { permission: 'Invoice List / Import / Export' });

export const invoiceRoutes: AppRoute[] = [
  invoices('/invoice', 'Invoice', { screen: screen('BuildInvoice') }),
  invoices('/invoice-list', 'Invoices', { screen: screen('InvoiceList') }),
  invoices('/invoice-setss-request', 'SETSS Invoice Request', { permission: 'Request SETSS Invoice', screen: screen('SetssInvoiceRequest') }),
  invoices('/invoice-report', 'Invoice Report', { permission: 'Invoice Report', screen: screen('InvoiceReport') }),
];
