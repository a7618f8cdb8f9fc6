import { describeLifecycles } from '../../test/lifecycle.js';

describeLifecycles([
  {
    type: 'SkillArea',
    list: 'skillAreas',
    nameField: 'name',
    input: (unique) => ({ name: `Skill area ${unique}`, code: `C${unique.slice(-6)}`, description: 'Requesting help politely.', status: 1 }),
  },
]);
