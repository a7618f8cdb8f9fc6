import { area } from './define';
import { screensOf } from './screens';
import type { AppRoute } from './types';

const reports = area({ label: 'Monitoring', to: '/reports/web-pages-applications' }, { permission: 'Monitoring' });
const page = area(null);
const importLogs = screensOf(() => import('../screens/import-logs'));

export const monitoringRoutes: AppRoute[] = [
  reports('/reports/web-pages-applications', 'Web Monitoring'),
  reports('/reports/student-activity-history', 'Activity History', { permission: 'Activity Log' }),
  reports('/import-file-log', 'Import File Log', { screen: importLogs('List') }),
  reports('/import-file-log/details/:source_id', 'Import File Log Details', { screen: importLogs('Details') }),
  reports('/rethink-dashboard-monitoring', 'Rethink Dashboard Monitoring', { permission: 'rethink-dashboard-monitoring' }),
  page('/error-list', 'Error List', { permission: 'Error List' }),
  page('/sample-files', 'Sample Files', { permission: 'Sample Files', screen: screensOf(() => import('../screens/sample-files'))('List') }),
];
