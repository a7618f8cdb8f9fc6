// Target accuracy: a setup list under the billing codes permission.
import { resource, setupPages } from '../../routes/resource';

export const targetAccuracy = resource({
  singular: 'Target Accuracy',
  plural: 'Target Accuracy',
  pages: setupPages('target-accuracy'),
  permission: 'hcodes-list',
  menu: { label: 'Target Accuracy', icon: 'locate', section: 'Configuration', position: 180 },
  documents: {
    type: 'TargetAccuracy',
    fields: ['id', 'name', 'percentage', 'consecutiveSessions', 'description', 'status'],
    export: 'targetAccuracyDocuments',
  },
});
