// Goal attributes: the practice's own fields on every goal, a setup list beside the target playlists (behind
// 'goals-list').
import { resource, setupPages } from '../../routes/resource';

export const goalAttributes = resource({
  singular: 'Goal Attribute',
  plural: 'Goal Attributes',
  pages: setupPages('goal-attribute'),
  permission: 'goals-list',
  menu: { label: 'Goal Attributes', icon: 'properties', section: 'Configuration', position: 80 },
  documents: {
    type: 'GoalAttribute',
    fields: ['id', 'name', 'fieldType', 'options', 'required', 'description', 'status'],
    export: 'goalAttributeDocuments',
  },
});
