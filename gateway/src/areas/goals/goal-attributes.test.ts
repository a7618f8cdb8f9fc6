// Goal attributes through GraphQL: the soft-delete lifecycle, a Select attribute's options, the dropdown of live
// attributes the goal form shows.
import { describeLifecycles } from '../../test/lifecycle.js';

describeLifecycles([
  {
    type: 'GoalAttribute',
    list: 'goalAttributes',
    nameField: 'name',
    input: (unique) => ({
      name: `Attribute ${unique}`,
      fieldType: 'Select',
      options: ['Home', 'Clinic'],
      required: false,
      description: 'Where it is taught.',
      status: 1,
    }),
  },
]);
