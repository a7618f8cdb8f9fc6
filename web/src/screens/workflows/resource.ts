// Workflows: the list, the editor of one workflow's steps and assignments (a new one at /add-workflows/new) and the
// deleted list, behind 'certification-add' (the portal's permission for its workflow routes).
import { resource } from '../../routes/resource';

export const workflows = resource({
  singular: 'Workflow',
  plural: 'Workflows',
  pages: { List: '/workflows', Add: '/add-workflows/new', Edit: '/add-workflows/:workflow_id', Deleted: '/deleted-workflows' },
  permission: 'certification-add',
  menu: { label: 'Workflows', icon: 'flows', position: 230 },
  documents: {
    type: 'Workflow',
    fields: ['id', 'name', 'description', 'status', 'stepCount', 'openAssignments', 'overdueAssignments'],
    export: 'workflowDocuments',
  },
});
