import { describeCruds } from '../../test/crud.js';

describeCruds([
  {
    type: 'NoteHelperCategory',
    list: 'noteHelperCategories',
    nameField: 'name',
    input: (unique) => ({ name: `Heading ${unique}`, description: 'Sentences for it.', sortOrder: 20, status: 1 }),
  },
  {
    type: 'NoteHelperSubCategory',
    list: 'noteHelperSubCategories',
    nameField: 'name',
    echo: 'categoryId',
    input: (unique) => ({ categoryId: '2', name: `Sub-heading ${unique}`, description: 'More sentences.' }),
  },
]);
