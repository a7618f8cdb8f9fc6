// Billing codes (billing-codes with export and import, and the all-billing-codes lookup),
// behind 'hcodes-list'. A code belongs to a funder's fee schedule and bills one service; both must exist.
import { defineResource } from '../../kit/index.js';
import { registerExport } from '../../kit/export.js';
import { registerImport } from '../../kit/import.js';
import type { Row } from '../../db/table.js';
import { registerWriteGuard, writesOf } from '../../kit/write-guard.js';
import type { Area } from '../../server/area.js';
import type { BillingCode } from './billing-code.js';
import { billingCodeImportColumns, checkImportedBillingCode } from './import-columns.js';
import { billingCodesTable, checkBillingCode } from './rules.js';
import { seedBillingCodes } from './seed.js';

export const billingCodePermission = 'hcodes-list';

export const billingCodeResource = defineResource<BillingCode>({
  name: 'billing code',
  type: 'BillingCode',
  table: billingCodesTable,
  // Authorization, scheduling and session forms pick billing codes, so the lookup serves every signed-in user.
  permission: { default: billingCodePermission, all: null },
  searchable: ['code', 'modifier', 'description'],
  defaults: { status: 1, units: 1, unit_minutes: 15, modifier: null },
  seed: seedBillingCodes,
});

export const billingCodesArea: Area = {
  name: 'billing-codes',
  register(router, context) {
    const { db } = context;
    registerWriteGuard(router, context, {
      ...writesOf(billingCodeResource.spec),
      references: [
        { field: 'payer_id', table: 'payers' },
        { field: 'service_id', table: 'services' },
      ],
      check: (values, errors, { existing }) => checkBillingCode(db, values, errors, existing?.id),
    });
    billingCodeResource.register(router, context);

    const nameIn = (table: string, id: number) => db.table<Row & { name: string }>(table).get(id)?.name ?? '';
    registerExport(router, context, {
      path: 'export-billing-codes',
      resource: billingCodeResource.spec,
      fileName: 'billing-codes',
      columns: [
        'code',
        'modifier',
        'description',
        'rate',
        'units',
        'unit_minutes',
        { header: 'funder', value: (row) => nameIn('payers', row.payer_id) },
        { header: 'service', value: (row) => nameIn('services', row.service_id) },
        'status',
      ],
    });
    registerImport(router, context, {
      path: 'import-billing-codes',
      resource: billingCodeResource.spec,
      columns: billingCodeImportColumns,
      check: (values, errors) => checkImportedBillingCode(db, values, errors),
    });
  },
};

export type { BillingCode } from './billing-code.js';
