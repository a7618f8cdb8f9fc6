import { area } from './define';
import { screensOf } from './screens';
import type { AppRoute } from './types';

const templates = area({ label: 'Templates', to: '/templates' }, { permission: 'Templates' });
const cases = area({ label: 'Case Documents', to: '/case-documents' }, { permission: 'Templates' });

export const templateRoutes: AppRoute[] = [
  templates('/templates', 'Templates'),
  templates('/templates/comment/:template_id', 'Template Comments'),
  templates('/templates/preview/:template_id', 'Template Preview'),
  templates('/templates/customer-preview/:template_id', 'Customer Preview'),
  templates('/customer-agreement/:template_id', 'Customer Agreement'),
  templates('/templates/admin-final-preview/:template_id', 'Final Preview'),
  templates('/templates/admin-final-preview-word/:template_id', 'Final Preview (Word)'),
  templates('/templates/word-document/comment', 'Word Document Comments'),
  templates('/merge-field', 'Merge Field'),
  templates('/template-short-code', 'Short Code', { permission: 'Template Short Code' }),
  cases('/case-documents', 'Case Documents'),
  cases('/case-documents/deleted', 'Deleted Case Documents'),
  cases('/case-documents/add', 'Add Case Document'),
  cases('/case-documents/edit/:case_id', 'Edit Case Document'),
  cases('/case-documents/details/:case_id', 'Case Document Details'),
  cases('/case-documents/templates', 'Case Document Templates'),
  cases('/case-documents/deleted-templates', 'Deleted Case Document Templates'),
  cases('/case-documents/goal-convert-list/:import_file_code/:case_id', 'Goal Convert List', { screen: screensOf(() => import('../screens/goal-generator/conversions'))('GoalConvertList') }),
  templates('/pdf-template-editor', 'Pdf Document Editor', { permission: 'organization-list' }),
];
