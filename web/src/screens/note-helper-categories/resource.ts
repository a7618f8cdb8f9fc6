// Note helper categories, nested by their optional parent in the address, under the behavior categories permission.
import { resource } from '../../routes/resource';

export const noteHelperCategories = resource({
  singular: 'Note Helper Category',
  plural: 'Note Helper Categories',
  pages: { List: '/session-form/category/:parent_id?' },
  permission: 'behavior-list',
  menu: { label: 'Note Helper Settings', icon: 'annotation', section: 'Configuration', position: 340 },
  documents: {
    type: 'NoteHelperCategory',
    fields: ['id', 'name', 'description', 'sortOrder', 'status'],
    export: 'noteHelperCategoryDocuments',
    documents: ['list', 'one', 'create', 'update', 'remove'],
  },
});
