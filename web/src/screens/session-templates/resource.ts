// Session templates of the notes area, under the billing codes permission; their screens come with the session notes.
import { resource, setupPages } from '../../routes/resource';

export const sessionTemplates = resource({
  singular: 'Session Template',
  plural: 'Session Templates',
  pages: setupPages('session-template'),
  permission: 'hcodes-list',
  menu: { label: 'Session Templates', icon: 'document-share', section: 'Configuration', position: 170 },
  documents: {
    type: 'SessionTemplate',
    fields: ['id', 'name', 'description', 'sourceType', 'hcodes', 'guardianSignatureRequired', 'status', 'verificationStatus', 'updatedAt'],
    export: 'sessionTemplateDocuments',
  },
});
