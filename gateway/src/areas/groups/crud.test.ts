import { describeCruds } from '../../test/crud.js';

describeCruds([
  {
    type: 'Group',
    list: 'groups',
    nameField: 'name',
    echo: 'studentIds',
    input: (unique) => ({ name: `Group ${unique}`, description: 'Tuesday social group', studentIds: ['3', '7'], status: 1 }),
  },
]);
