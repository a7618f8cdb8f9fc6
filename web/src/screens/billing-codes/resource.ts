// Billing codes: a setup list with import.
import { resource, setupPagesWithImport } from '../../routes/resource';

export const billingCodes = resource({
  singular: 'Billing Code',
  plural: 'Billing Codes',
  pages: setupPagesWithImport('billing-code'),
  permission: 'hcodes-list',
  menu: { label: 'Billing Codes', icon: 'barcode', section: 'Configuration', position: 140 },
  documents: {
    type: 'BillingCode',
    fields: [
      'id',
      'code',
      'modifier',
      'description',
      'rate',
      'units',
      'unitMinutes',
      'funderId',
      'serviceId',
      'status',
      'funder { id name }',
      'service { id name }',
    ],
    files: ['exportList', 'importFile'],
  },
});
