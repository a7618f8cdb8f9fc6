// Auto-generated session notes and the session templates behind them.
import { area } from './define';
import type { AppRoute } from './types';
import { screensOf } from './screens';

const sessionQueue = screensOf(() => import('../screens/session-queue'));
const sessionTemplates = screensOf(() => import('../screens/session-templates/dynamic'));

const notes = area({ label: 'Session Notes', to: '/auto-generate-session' }, { permission: 'Auto Generate Session' });
const dynamic = area({ label: 'Dynamic Session Templates', to: '/dynamic-session-templates' }, { permission: 'Auto Generate Session' });
const pdf = area({ label: 'PDF Session Templates', to: '/pdf-session-templates' }, { permission: 'Auto Generate Session' });

export const autoNoteRoutes: AppRoute[] = [
  notes('/auto-generate-session', 'Generate Session Notes', { screen: sessionQueue('Generate') }),
  notes('/sessions-queue', 'Sessions Queue', { screen: sessionQueue('Queue') }),
  notes('/auto-generate-session-import', 'Session Data Import', { screen: sessionQueue('Import') }),
  notes('/pending-target-data', 'Pending Target Data', { screen: sessionQueue('PendingTargetData') }),
  notes('/invoice-import-list', 'Invoice Import', {
    permission: 'Invoice List / Import / Export',
    screen: screensOf(() => import('../screens/spreadsheet-imports/invoices'))('List'),
  }),
  notes('/sheets-link', 'Sheets Link', { screen: screensOf(() => import('../screens/sheet-links'))('List') }),
  dynamic('/dynamic-session-templates', 'Dynamic Session Templates', { screen: sessionTemplates('List') }),
  dynamic('/dynamic-session-templates/add', 'Add Dynamic Session Template', { screen: sessionTemplates('Add') }),
  dynamic('/dynamic-session-templates/edit/:temp_id', 'Edit Dynamic Session Template', { screen: sessionTemplates('Edit') }),
  dynamic('/dynamic-session-templates/preview/:temp_id', 'Dynamic Session Template Preview', { screen: sessionTemplates('Preview') }),
  pdf('/pdf-session-templates', 'PDF Session Templates', { screen: sessionTemplates('PdfList') }),
  pdf('/pdf-session-templates/add', 'Add PDF Session Template', { screen: sessionTemplates('PdfAdd') }),
  pdf('/pdf-session-templates/edit/:temp_id', 'Edit PDF Session Template', { screen: sessionTemplates('PdfEdit') }),
  pdf('/pdf-session-templates/preview/:temp_id', 'PDF Session Template Preview', { screen: sessionTemplates('PdfPreview') }),
];
