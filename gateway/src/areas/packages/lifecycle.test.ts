import { describeLifecycles } from '../../test/lifecycle.js';

describeLifecycles([
  {
    type: 'Package',
    list: 'packages',
    nameField: 'name',
    input: (unique) => ({ name: `Package ${unique}`, serviceIds: ['1', '2'], weeklyHours: 12, price: 1800, status: 1 }),
  },
]);
