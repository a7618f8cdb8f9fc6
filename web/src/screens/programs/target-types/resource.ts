// Program target types: a setup list under the programs permission.
import { resource, setupPages } from '../../../routes/resource';

export const programTargetTypes = resource({
  singular: 'Program Target Type',
  plural: 'Program Target Types',
  pages: setupPages('program-target-type'),
  permission: 'program-list',
  menu: { label: 'Program Target Types', icon: 'tag', section: 'Configuration', position: 110 },
  documents: { type: 'ProgramTargetType', fields: ['id', 'name', 'recordingMethod', 'description', 'status'], export: 'programTargetTypeDocuments' },
});
