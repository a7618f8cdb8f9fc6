// Session forms: a setup list.
import { resource, setupPages } from '../../../routes/resource';

export const sessionFormTemplates = resource({
  singular: 'Session Form',
  plural: 'Session Forms',
  pages: setupPages('session-form'),
  permission: 'session-form-template-list',
  menu: { label: 'Session Forms', icon: 'form', section: 'Configuration', position: 320 },
  documents: {
    type: 'SessionFormTemplate',
    fields: ['id', 'name', 'sessionTemplateMasterId', 'description', 'requiresSignature', 'status', 'master { id name }'],
    export: 'sessionFormTemplateDocuments',
  },
});
