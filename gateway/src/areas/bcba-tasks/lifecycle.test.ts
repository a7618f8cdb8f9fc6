import { describeLifecycles } from '../../test/lifecycle.js';

describeLifecycles([
  {
    type: 'BcbaTask',
    list: 'bcbaTasks',
    nameField: 'name',
    input: (unique) => ({ code: `T-${unique}`, name: `Review data sheets ${unique}`, category: 'Supervision', status: 1 }),
  },
]);
