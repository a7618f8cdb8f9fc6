import { describeLifecycles } from '../../test/lifecycle.js';

describeLifecycles([
  {
    type: 'PromptCode',
    list: 'promptCodes',
    nameField: 'name',
    input: (unique) => ({ code: `X${unique}`, name: `Prompt ${unique}`, level: 5, status: 1 }),
  },
]);
