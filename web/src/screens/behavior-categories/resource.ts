// Behavior categories: a setup list.
import { resource, setupPages } from '../../routes/resource';

export const behaviorCategories = resource({
  singular: 'Behavior Category',
  plural: 'Behavior Categories',
  pages: setupPages('behavior-category'),
  permission: 'behavior-list',
  menu: { label: 'Behavior Categories', icon: 'heatmap', section: 'Configuration', position: 330 },
  documents: {
    type: 'BehaviorCategory',
    fields: ['id', 'name', 'behaviorType', 'measurement', 'definition', 'status'],
    export: 'behaviorCategoryDocuments',
  },
});
