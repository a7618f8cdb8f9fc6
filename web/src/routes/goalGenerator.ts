import { goalActivities } from '../screens/goal-activity/resource';
import { conversionTemplates } from '../screens/goal-generator/resource';
import { goalHeadersV1, goalHeadersV2, goalHeadersV3 } from '../screens/goal-headers/resources';
import { area } from './define';
import { resourceRoutes, screensOf } from './screens';
import type { AppRoute } from './types';

const generator = area({ label: 'Goal Generator', to: '/goal-generator/excel-to-doc' }, { permission: 'Goal Generator' });
const conversions = screensOf(() => import('../screens/goal-generator/conversions'));
const editFileData = screensOf(() => import('../screens/goal-generator/edit/EditFileData'));
const headers = () => import('../screens/goal-headers/screens');

export const goalGeneratorRoutes: AppRoute[] = [
  generator('/goal-generator/excel-to-doc', 'Excel to Doc', { screen: conversions('ExcelToDoc') }),
  generator('/goal-generator/doc-to-excel', 'Doc to Excel', { screen: conversions('DocToExcel') }),
  generator('/goal-generator/doc-to-excel-v2', 'Doc to Excel V-II', { permission: 'TP Conversion V-II', screen: conversions('DocToExcelV2') }),
  ...resourceRoutes(conversionTemplates, () => import('../screens/goal-generator/templates')),
  generator('/goal-generator/edit-file-data/:file_id', 'Edit File Data', { screen: editFileData('EditFileData') }),
  ...resourceRoutes(goalActivities, () => import('../screens/goal-activity')),
  ...resourceRoutes(goalHeadersV1, () => headers().then((module) => ({ screens: module.versions.v1 }))),
  ...resourceRoutes(goalHeadersV2, () => headers().then((module) => ({ screens: module.versions.v2 }))),
  ...resourceRoutes(goalHeadersV3, () => headers().then((module) => ({ screens: module.versions.v3 }))),
];
