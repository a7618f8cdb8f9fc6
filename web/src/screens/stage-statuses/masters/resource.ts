// Stage status masters: a setup list; its list and deleted pages are titled in the singular.
import { resource, setupPages } from '../../../routes/resource';

export const stageStatusMasters = resource({
  singular: 'Stage Status Master',
  plural: 'Stage Status Masters',
  pages: setupPages('stage-status-master'),
  titles: { List: 'Stage Status Master', Deleted: 'Deleted Stage Status Master' },
  permission: 'stage-status-master-list',
  menu: { label: 'Stage Status Master', icon: 'flow-linear', section: 'Configuration', position: 250 },
  documents: {
    type: 'StageStatusMaster',
    fields: ['id', 'name', 'pipeline', 'description', 'sortOrder', 'status'],
    export: 'stageStatusMasterDocuments',
  },
});
