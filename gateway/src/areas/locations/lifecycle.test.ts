import { describeLifecycles } from '../../test/lifecycle.js';

describeLifecycles([
  {
    type: 'Location',
    list: 'locations',
    nameField: 'name',
    input: (unique) => ({
      name: `Clinic ${unique}`,
      address: '10 Main Street',
      city: 'Albany',
      state: 'NY',
      zip: '12207',
      placeOfService: '11',
      status: 1,
    }),
  },
]);
