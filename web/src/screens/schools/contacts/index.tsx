// A school's contacts (/school-contacts/{school_id}), added and edited in a dialog over the list. Behind 'School'.
import { col, defineResource, statusCol } from '../../../kit';
import { schoolOwner } from '../schoolOwner';
import { schoolContactDocuments } from './operations.generated';

export const screens = defineResource({
  singular: 'Contact',
  plural: 'School Contacts',
  paths: { list: '/school-contacts/:school_id' },
  owner: schoolOwner('The contacts'),
  presentation: 'dialogs',
  documents: {
    list: schoolContactDocuments.list,
    one: schoolContactDocuments.one,
    create: schoolContactDocuments.create,
    update: schoolContactDocuments.update,
    remove: schoolContactDocuments.remove,
  },
  columns: [
    col('name', 'Name', { flex: 2 }),
    col('title', 'Role', { flex: 1.5 }),
    col('email', 'Email', { flex: 2 }),
    col('phone', 'Phone'),
    statusCol(),
  ],
  rowName: (row) => row.name,
  fields: [
    { name: 'name', label: 'Name', kind: 'text', required: true, maxLength: 255 },
    { name: 'title', label: 'Role at the school', kind: 'text', placeholder: 'Teacher' },
    { name: 'email', label: 'Email', kind: 'email' },
    { name: 'phone', label: 'Phone', kind: 'tel' },
    { name: 'status', label: 'Status', kind: 'status' },
  ],
});
