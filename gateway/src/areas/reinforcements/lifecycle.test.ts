import { describeLifecycles } from '../../test/lifecycle.js';

describeLifecycles([
  {
    type: 'Reinforcement',
    list: 'reinforcements',
    nameField: 'name',
    input: (unique) => ({ name: `Reinforcer ${unique}`, category: 'Tangible', status: 1 }),
  },
]);
