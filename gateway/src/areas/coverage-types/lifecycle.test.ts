import { describeLifecycles } from '../../test/lifecycle.js';

describeLifecycles([
  {
    type: 'CoverageType',
    list: 'coverageTypes',
    nameField: 'name',
    input: (unique) => ({ name: `Coverage ${unique}`, description: 'A county contract.', status: 1 }),
  },
]);
