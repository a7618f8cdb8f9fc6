// Prompt codes: a setup list under the certifications permission.
import { resource, setupPages } from '../../routes/resource';

export const promptCodes = resource({
  singular: 'Prompt Code',
  plural: 'Prompt Codes',
  pages: setupPages('prompt-code'),
  permission: 'certification-list',
  menu: { label: 'Prompt Codes', icon: 'code', section: 'Configuration', position: 240 },
  documents: { type: 'PromptCode', fields: ['id', 'code', 'name', 'level', 'description', 'status'], export: 'promptCodeDocuments' },
});
