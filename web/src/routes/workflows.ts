// Workflows: the list, the editor of a workflow's steps and assignments, the deleted list.
import { workflows } from '../screens/workflows/resource';
import { resourceRoutes } from './screens';
import type { AppRoute } from './types';

export const workflowRoutes: AppRoute[] = [...resourceRoutes(workflows, () => import('../screens/workflows'))];
