// Stage statuses: a setup list; its list and deleted pages are titled in the singular.
import { resource, setupPages } from '../../routes/resource';

export const stageStatuses = resource({
  singular: 'Stage Status',
  plural: 'Stage Statuses',
  pages: setupPages('stage-status'),
  titles: { List: 'Stage Status', Deleted: 'Deleted Stage Status' },
  permission: 'stage-status-list',
  menu: { label: 'Stage Status', icon: 'flow-review', section: 'Configuration', position: 260 },
  documents: {
    type: 'StageStatus',
    fields: ['id', 'name', 'stageStatusMasterId', 'color', 'description', 'sortOrder', 'status', 'stage { id name }'],
    export: 'stageStatusDocuments',
  },
});
