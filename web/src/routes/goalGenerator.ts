import { area } from './define';
import type { AppRoute } from './types';

const generator = area({ label: 'Goal Generator', to: '/goal-generator/excel-to-doc' }, { permission: 'Goal Generator' });
const conversion = area(
  { label: 'Conversion Template', to: '/goal-generator/conversion-templates' },
  { permission: 'TP Conversion V-II' },
);
const activity = area({ label: 'Goal Activity', to: '/goal-activity' }, { permission: 'Goal Generator' });

export const goalGeneratorRoutes: AppRoute[] = [
  generator('/goal-generator/excel-to-doc', 'Excel to Doc'),
  generator('/goal-generator/doc-to-excel', 'Doc to Excel'),
  generator('/goal-generator/doc-to-excel-v2', 'Doc to Excel V-II', { permission: 'TP Conversion V-II' }),
  conversion('/goal-generator/conversion-templates', 'Conversion Template'),
  conversion('/goal-generator/conversion-templates/add', 'Add Conversion Template'),
  conversion('/goal-generator/conversion-templates/edit/:u_id', 'Edit Conversion Template'),
  generator('/goal-generator/edit-file-data/:file_id', 'Edit File Data'),
  activity('/goal-activity', 'Goal Activity'),
  activity('/goal-activity/add', 'Add Goal Activity'),
  activity('/goal-activity/edit/:actId', 'Edit Goal Activity'),
  activity('/goal-activity/deleted', 'Deleted Goal Activity'),
];
