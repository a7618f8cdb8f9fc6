// Conversion templates of the goal generator: which Word marker is a student, skill area, goal and target, and which
// sheet column holds each. Behind 'TP Conversion V-II'.
import { resource } from '../../routes/resource';

export const conversionTemplates = resource({
  singular: 'Conversion Template',
  plural: 'Conversion Templates',
  pages: {
    List: '/goal-generator/conversion-templates',
    Add: '/goal-generator/conversion-templates/add',
    Edit: '/goal-generator/conversion-templates/edit/:u_id',
  },
  titles: { List: 'Conversion Template' },
  permission: 'TP Conversion V-II',
  menu: { label: 'Conversion Template', icon: 'duplicate', check: { label: 'TP Conversion V-II' }, section: 'Goal Generator', position: 40 },
  documents: {
    type: 'ConversionTemplate',
    fields: [
      'id',
      'name',
      'type',
      'studentMarker',
      'skillAreaMarker',
      'goalMarker',
      'targetMarker',
      'studentColumn',
      'skillAreaColumn',
      'goalColumn',
      'targetColumn',
      'status',
    ],
    export: 'conversionTemplateDocuments',
    documents: ['list', 'one', 'create', 'update', 'remove'],
  },
});
