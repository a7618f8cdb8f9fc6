import { describeLifecycles } from '../../test/lifecycle.js';

describeLifecycles([
  {
    type: 'BillingCode',
    list: 'billingCodes',
    nameField: 'code',
    input: (unique) => ({
      code: `Z${unique}`,
      modifier: 'HN',
      description: 'Adaptive behavior treatment by protocol, each 15 minutes',
      rate: 17.5,
      units: 32,
      unitMinutes: 15,
      funderId: '1',
      serviceId: '1',
      status: 1,
    }),
  },
]);
