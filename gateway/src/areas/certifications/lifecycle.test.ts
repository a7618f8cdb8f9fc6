import { describeLifecycles } from '../../test/lifecycle.js';

describeLifecycles([
  {
    type: 'Certification',
    list: 'certifications',
    nameField: 'name',
    input: (unique) => ({ name: `Certification ${unique}`, abbreviation: 'TC', issuingBody: 'Test Credential Board', validityMonths: 24, status: 1 }),
  },
]);
