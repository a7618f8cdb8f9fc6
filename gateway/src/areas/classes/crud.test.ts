import { describeCruds } from '../../test/crud.js';

describeCruds([
  {
    type: 'Class',
    list: 'classes',
    nameField: 'name',
    echo: 'studentIds',
    input: (unique) => ({ name: `Class ${unique}`, grade: 'Grade 2', room: 'Room 204', staffId: '3', studentIds: ['5', '6', '8'], status: 1 }),
  },
]);
