import { describeCruds } from '../../test/crud.js';

describeCruds([
  {
    type: 'StaffTitle',
    list: 'staffTitles',
    nameField: 'name',
    input: (unique) => ({ name: `Title ${unique}`, description: 'A new role at the practice.', status: 1 }),
  },
]);
