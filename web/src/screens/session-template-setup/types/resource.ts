// Session types: a setup list.
import { resource, setupPages } from '../../../routes/resource';

export const sessionTemplateTypes = resource({
  singular: 'Session Type',
  plural: 'Session Types',
  pages: setupPages('session-type'),
  permission: 'session-template-type-list',
  menu: { label: 'Session Types', icon: 'tag', section: 'Configuration', position: 300 },
  documents: { type: 'SessionTemplateType', fields: ['id', 'name', 'description', 'status'], export: 'sessionTemplateTypeDocuments' },
});
