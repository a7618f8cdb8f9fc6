import { describeCruds } from '../../test/crud.js';

describeCruds([
  {
    type: 'Role',
    list: 'roles',
    nameField: 'name',
    echo: 'permissionIds',
    input: (unique) => ({ name: `Role ${unique}`, description: 'Reads students.', permissionIds: ['1', '2', '113'], status: 1 }),
  },
]);
