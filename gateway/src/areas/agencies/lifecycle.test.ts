import { describeLifecycles } from '../../test/lifecycle.js';

describeLifecycles([
  {
    type: 'Agency',
    list: 'agencies',
    nameField: 'name',
    input: (unique) => ({ name: `Agency ${unique}`, email: `front-${unique.toLowerCase()}@agency.test`, city: 'Austin', state: 'TX', status: 1 }),
  },
]);
