import { describeLifecycles } from '../../test/lifecycle.js';

describeLifecycles([
  {
    type: 'School',
    list: 'schools',
    nameField: 'name',
    input: (unique) => ({ name: `School ${unique}`, schoolType: 'Public', city: 'Albany', state: 'NY', status: 1 }),
  },
  {
    type: 'SchoolContact',
    list: 'schoolContacts',
    nameField: 'name',
    input: (unique) => ({ schoolId: '1', name: `Contact ${unique}`, title: 'Counselor', email: `c-${unique.toLowerCase()}@school.test` }),
  },
  {
    type: 'SchoolHoliday',
    list: 'schoolHolidays',
    nameField: 'name',
    input: (unique) => ({ schoolId: '2', name: `Closure ${unique}`, startDate: '2026-03-02', endDate: '2026-03-03' }),
  },
]);
