// Funder plans.
import { resource } from '../../../routes/resource';

export const funderPlans = resource({
  singular: 'Funder Plan',
  plural: 'Funder Plans',
  pages: {
    List: '/payer-plans',
    Add: '/add-payer-plans',
    Edit: '/edit-payer-plan/:plan_id',
    Deleted: '/delete-payer-plan',
  },
  permission: 'payers-plan-list',
  menu: { label: 'Funder Plans', icon: 'clipboard', section: 'Configuration', position: 30 },
  documents: {
    type: 'FunderPlan',
    fields: [
      'id',
      'funderId',
      'name',
      'planType',
      'groupNumber',
      'effectiveDate',
      'terminationDate',
      'requiresAuthorization',
      'status',
      'funder { id name }',
    ],
    documents: ['list', 'one', 'create', 'update', 'remove', 'restore', 'purge'],
  },
});
