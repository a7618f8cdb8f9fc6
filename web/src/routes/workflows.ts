import { area } from './define';
import type { AppRoute } from './types';

const workflows = area({ label: 'Workflows', to: '/workflows' }, { permission: 'certification-add' });

export const workflowRoutes: AppRoute[] = [
  workflows('/workflows', 'Workflows'),
  workflows('/add-workflows/:id', 'Edit Workflow'),
];
