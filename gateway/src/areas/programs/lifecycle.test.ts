import { describeLifecycles } from '../../test/lifecycle.js';

describeLifecycles([
  {
    type: 'Program',
    list: 'programs',
    nameField: 'name',
    input: (unique) => ({ name: `Program ${unique}`, domain: 'Communication', masteryCriteria: '80% across 3 sessions', status: 1 }),
  },
  {
    type: 'ProgramCategory',
    list: 'programCategories',
    nameField: 'name',
    input: (unique) => ({ name: `Category ${unique}`, description: 'A test branch', sortOrder: 3, status: 1 }),
  },
  {
    type: 'ProgramTargetType',
    list: 'programTargetTypes',
    nameField: 'name',
    input: (unique) => ({ name: `Target type ${unique}`, recordingMethod: 'Frequency', status: 1 }),
  },
]);
