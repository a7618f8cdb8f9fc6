import { describeLifecycles } from '../../test/lifecycle.js';

describeLifecycles([
  {
    type: 'StageStatusMaster',
    list: 'stageStatusMasters',
    nameField: 'name',
    input: (unique) => ({ name: `Stage ${unique}`, pipeline: 'Client intake', sortOrder: 4, status: 1 }),
  },
  {
    type: 'StageStatus',
    list: 'stageStatuses',
    nameField: 'name',
    input: (unique) => ({ name: `Status ${unique}`, stageStatusMasterId: '2', color: '#1e88e5', sortOrder: 1, status: 1 }),
  },
]);
