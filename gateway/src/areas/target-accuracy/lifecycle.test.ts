import { describeLifecycles } from '../../test/lifecycle.js';

describeLifecycles([
  {
    type: 'TargetAccuracy',
    list: 'targetAccuracies',
    fields: { deleted: 'deletedTargetAccuracies' },
    nameField: 'name',
    input: (unique) => ({ name: `Criterion ${unique}`, percentage: 85, consecutiveSessions: 3, status: 1 }),
  },
]);
