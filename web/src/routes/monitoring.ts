import { area } from './define';
import { screensOf } from './screens';
import type { AppRoute } from './types';

const reports = area({ label: 'Monitoring', to: '/reports/web-pages-applications' }, { permission: 'Monitoring' });
const page = area(null);
const importLogs = screensOf(() => import('../screens/spreadsheet-imports/logs'));

export const monitoringRoutes: AppRoute[] = [
  reports('/reports/web-pages-applications', 'Web Monitoring', { screen: screensOf(() => import('../screens/monitoring'))('WebMonitoring') }),
  reports('/reports/student-activity-history', 'Activity History', {
    permission: 'Activity Log',
    screen: screensOf(() => import('../screens/monitoring'))('ActivityHistory'),
  }),
  reports('/import-file-log', 'Import File Log', { screen: importLogs('List') }),
  reports('/import-file-log/details/:source_id', 'Import File Log Details', { screen: importLogs('Details') }),
  reports('/rethink-dashboard-monitoring', 'Rethink Dashboard Monitoring', {
    permission: 'rethink-dashboard-monitoring',
    screen: screensOf(() => import('../screens/rethink'))('Monitoring'),
  }),
  page('/error-list', 'Error List', { permission: 'Error List', screen: screensOf(() => import('../screens/monitoring'))('ErrorList') }),
  page('/sample-files', 'Sample Files', { permission: 'Sample Files', screen: screensOf(() => import('../screens/sample-files'))('List') }),
];
