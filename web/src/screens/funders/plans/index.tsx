// Funder plans, behind the menu 'payers-plan-list'.
import type { RowOf } from '../../../kit';
import { choices, col, dateCol, defineResource, derived, lookup, statusCol } from '../../../kit';
import { PlanFunderOptions, funderPlanDocuments } from './operations';
import { funderPlans } from './resource';

type Row = RowOf<typeof funderPlanDocuments.list>;

export const screens = defineResource({
  ...funderPlans.names,
  documents: funderPlanDocuments,
  rowName: (row) => row.name,
  columns: [
    col('name', 'Plan', { flex: 2 }),
    derived<Row>('funder', 'Funder', (row) => row.funder?.name, { flex: 2 }),
    col('planType', 'Type'),
    dateCol('effectiveDate', 'Effective'),
    dateCol('terminationDate', 'Ends'),
    statusCol(),
  ],
  fields: [
    {
      name: 'funderId',
      label: 'Funder',
      kind: 'select',
      required: true,
      options: lookup(PlanFunderOptions, (item) => item.name),
    },
    { name: 'name', label: 'Plan name', kind: 'text', required: true, maxLength: 255 },
    {
      name: 'planType',
      label: 'Plan type',
      kind: 'select',
      options: choices('HMO', 'PPO', 'EPO', 'POS', 'Medicaid Managed Care', 'Medicaid FFS', 'CHIP'),
    },
    { name: 'groupNumber', label: 'Group number', kind: 'text' },
    { name: 'effectiveDate', label: 'Effective date', kind: 'date' },
    { name: 'terminationDate', label: 'Termination date', kind: 'date' },
    { name: 'requiresAuthorization', label: 'Needs prior authorization', kind: 'switch' },
    { name: 'status', label: 'Status', kind: 'status' },
  ],
});
