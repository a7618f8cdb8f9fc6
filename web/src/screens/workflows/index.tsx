// Workflows, behind 'certification-add': the list (a workflow's steps and open and overdue assignments), the editor
// of one workflow's steps and assignments for both add and edit, the deleted list.
import { col, defineResource, statusCol } from '../../kit';
import { workflowDocuments } from './operations';
import { workflows } from './resource';
import { WorkflowEditor } from './WorkflowEditor';

const pages = defineResource({
  ...workflows.names,
  documents: workflowDocuments,
  rowName: (row) => row.name,
  columns: [
    col('name', 'Name', { flex: 3 }),
    col('description', 'Description', { flex: 4 }),
    col('stepCount', 'Steps', { flex: 1 }),
    // Assignments not finished, and those of them with a step overdue.
    col('openAssignments', 'Open', { flex: 1 }),
    col('overdueAssignments', 'Overdue', { flex: 1 }),
    statusCol(),
  ],
});

export const screens = { ...pages, Add: WorkflowEditor, Edit: WorkflowEditor };
