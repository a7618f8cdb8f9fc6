// Classes, behind the module 'Classes'.
import { resource } from '../../routes/resource';

export const classes = resource({
  singular: 'Class',
  plural: 'Classes',
  pages: { List: '/classes', Add: '/classes/add', Edit: '/classes/edit/:class_id' },
  permission: 'Classes',
  menu: { label: 'Classes', icon: 'team', check: { label: 'Classes' }, section: 'Configuration', position: 380 },
  documents: {
    type: 'Class',
    fields: ['id', 'name', 'grade', 'room', 'staffId', 'studentIds', 'status', 'staff { id name }', 'students { id firstName lastName }'],
    export: 'classroomDocuments',
    documents: ['list', 'one', 'create', 'update', 'remove'],
  },
});
