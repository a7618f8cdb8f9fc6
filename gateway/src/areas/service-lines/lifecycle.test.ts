import { describeLifecycles } from '../../test/lifecycle.js';

describeLifecycles([
  {
    type: 'ServiceLine',
    list: 'serviceLines',
    nameField: 'name',
    input: (unique) => ({ name: `Line ${unique}`, code: `L-${unique.toUpperCase()}`, description: 'Music therapy at home.', status: 1 }),
  },
]);
