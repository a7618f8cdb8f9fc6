import { describeLifecycles } from '../../test/lifecycle.js';

describeLifecycles([
  {
    type: 'BehaviorCategory',
    list: 'behaviorCategories',
    nameField: 'name',
    input: (unique) => ({
      name: `Behavior ${unique}`,
      behaviorType: 'Reduction',
      measurement: 'Duration',
      definition: 'Observable and measurable.',
      status: 1,
    }),
  },
]);
