import { describeLifecycles } from '../../test/lifecycle.js';

describeLifecycles([
  {
    type: 'Service',
    list: 'services',
    nameField: 'name',
    input: (unique) => ({ name: `Service ${unique}`, serviceLineId: '1', description: 'Social skills lunch group.', unitMinutes: 30, status: 1 }),
  },
]);
