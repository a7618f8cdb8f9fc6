import { describeLifecycles } from '../../test/lifecycle.js';

describeLifecycles([
  {
    type: 'Diagnosis',
    list: 'diagnoses',
    nameField: 'code',
    input: (unique) => ({ code: `X${unique}`, description: 'Other specified developmental disorder', category: 'Test block', status: 1 }),
  },
]);
