import { describeLifecycles } from '../../test/lifecycle.js';

describeLifecycles([
  {
    type: 'Student',
    list: 'students',
    nameField: 'firstName',
    input: (unique) => ({
      firstName: `Ava ${unique}`,
      lastName: 'Lindqvist',
      dob: '2018-04-12',
      gender: 'Female',
      agencyId: '1',
      funderIds: ['1'],
      staffIds: ['3'],
      guardianName: 'Maja Lindqvist',
      guardianEmail: `maja-${unique.toLowerCase()}@family.test`,
      status: 1,
    }),
  },
]);
