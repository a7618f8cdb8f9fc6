import { describeLifecycles } from '../../test/lifecycle.js';

describeLifecycles([
  {
    type: 'TargetPromoCode',
    list: 'targetPromoCodes',
    nameField: 'name',
    input: (unique) => ({ code: `P${unique}`, name: `Phase ${unique}`, color: '#3366CC', status: 1 }),
  },
]);
