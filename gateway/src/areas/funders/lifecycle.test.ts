import { describeLifecycles } from '../../test/lifecycle.js';

describeLifecycles([
  {
    type: 'Funder',
    list: 'funders',
    nameField: 'name',
    input: (unique) => ({
      name: `Funder ${unique}`,
      type: 'Commercial',
      electronicFunderId: '12345',
      email: `claims-${unique.toLowerCase()}@funder.test`,
      state: 'NY',
      status: 1,
    }),
  },
  {
    type: 'FunderContact',
    list: 'funderContacts',
    nameField: 'name',
    input: (unique) => ({
      funderId: '1',
      name: `Contact ${unique}`,
      title: 'Case Manager',
      email: `contact-${unique.toLowerCase()}@funder.test`,
      phone: '(555) 010-4000',
    }),
  },
  {
    type: 'FunderPlan',
    list: 'funderPlans',
    nameField: 'name',
    input: (unique) => ({
      funderId: '2',
      name: `Plan ${unique}`,
      planType: 'PPO',
      groupNumber: 'GRP100',
      effectiveDate: '2026-01-01',
      requiresAuthorization: true,
    }),
  },
]);
