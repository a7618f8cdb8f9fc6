// Session masters: a setup list.
import { resource, setupPages } from '../../../routes/resource';

export const sessionTemplateMasters = resource({
  singular: 'Session Master',
  plural: 'Session Masters',
  pages: setupPages('session-master'),
  permission: 'session-template-master-list',
  menu: { label: 'Session Masters', icon: 'tag', section: 'Configuration', position: 310 },
  documents: {
    type: 'SessionTemplateMaster',
    fields: ['id', 'name', 'sessionTemplateTypeId', 'description', 'status', 'type { id name }'],
    export: 'sessionTemplateMasterDocuments',
  },
});
