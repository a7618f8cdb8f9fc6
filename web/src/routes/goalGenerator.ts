import { area } from './define';
import { screensOf } from './screens';
import type { AppRoute } from './types';

const generator = area({ label: 'Goal Generator', to: '/goal-generator/excel-to-doc' }, { permission: 'Goal Generator' });
const conversions = screensOf(() => import('../screens/goal-generator/conversions'));
const editFileData = screensOf(() => import('../screens/goal-generator/edit/EditFileData'));

export const goalGeneratorRoutes: AppRoute[] = [
  generator('/goal-generator/excel-to-doc', 'Excel to Doc', { screen: conversions('ExcelToDoc') }),
  generator('/goal-generator/doc-to-excel', 'Doc to Excel', { screen: conversions('DocToExcel') }),
  generator('/goal-generator/doc-to-excel-v2', 'Doc to Excel V-II', { permission: 'TP Conversion V-II', screen: conversions('DocToExcelV2') }),
  generator('/goal-generator/edit-file-data/:file_id', 'Edit File Data', { screen: editFileData('EditFileData') }),
];
