import { area } from './define';
import { screensOf } from './screens';
import type { AppRoute } from './types';

const page = screensOf(() => import('../screens/templates'));
const caseScreen = screensOf(() => import('../screens/case-documents'));

const templates = area({ label: 'Templates', to: '/templates' }, { permission: 'Templates' });
const cases = area({ label: 'Case Documents', to: '/case-documents' }, { permission: 'Templates' });

export const templateRoutes: AppRoute[] = [
  templates('/templates', 'Templates', { screen: page('Templates') }),
  templates('/templates/comment/:template_id', 'Template Comments', { screen: page('Comments') }),
  templates('/templates/preview/:template_id', 'Template Preview', { screen: page('Preview') }),
  templates('/templates/customer-preview/:template_id', 'Customer Preview', { screen: page('CustomerPreview') }),
  templates('/customer-agreement/:template_id', 'Customer Agreement', { screen: page('Agreements') }),
  templates('/templates/admin-final-preview/:template_id', 'Final Preview', { screen: page('FinalPreview') }),
  templates('/templates/admin-final-preview-word/:template_id', 'Final Preview (Word)', { screen: page('FinalPreviewWord') }),
  templates('/templates/word-document/comment', 'Word Document Comments', { screen: page('WordComments') }),
  templates('/merge-field', 'Merge Field', { screen: page('MergeFields') }),
  templates('/template-short-code', 'Short Code', { permission: 'Template Short Code', screen: page('ShortCodes') }),
  cases('/case-documents', 'Case Documents', { screen: caseScreen('List') }),
  cases('/case-documents/deleted', 'Deleted Case Documents', { screen: caseScreen('Deleted') }),
  cases('/case-documents/add', 'Add Case Document', { screen: caseScreen('Add') }),
  cases('/case-documents/edit/:case_id', 'Edit Case Document', { screen: caseScreen('Edit') }),
  cases('/case-documents/details/:case_id', 'Case Document Details', { screen: caseScreen('Details') }),
  cases('/case-documents/templates', 'Case Document Templates', { screen: caseScreen('Templates') }),
  cases('/case-documents/deleted-templates', 'Deleted Case Document Templates', { screen: caseScreen('DeletedTemplates') }),
  // A goal sheet's conversion is the goal generator's work, and its calls are the goal generator's.
  cases('/case-documents/goal-convert-list/:import_file_code/:case_id', 'Goal Convert List', {
    permission: 'Goal Generator',
    screen: screensOf(() => import('../screens/goal-generator/conversions'))('GoalConvertList'),
  }),
  templates('/pdf-template-editor', 'Pdf Document Editor', { screen: page('PdfEditor') }),
];
