import { area } from './define';
import type { AppRoute } from './types';

const invoices = area({ label: 'Invoices', to: '/invoice-list' }, { permission: 'Invoice List / Import / Export' });

export const invoiceRoutes: AppRoute[] = [
  invoices('/invoice', 'Invoice'),
  invoices('/invoice-list', 'Invoices'),
  invoices('/invoice-setss-request', 'SETSS Invoice Request', { permission: 'Request SETSS Invoice' }),
  invoices('/invoice-report', 'Invoice Report', { permission: 'Invoice Report' }),
];
