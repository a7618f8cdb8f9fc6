import { describeLifecycles } from '../../test/lifecycle.js';

describeLifecycles([
  {
    type: 'Organization',
    list: 'organizations',
    nameField: 'name',
    role: 'Super Admin',
    input: (unique) => ({
      name: `Organization ${unique}`,
      email: `office-${unique.toLowerCase()}@site.test`,
      city: 'Denver',
      state: 'CO',
      status: 1,
    }),
  },
]);
