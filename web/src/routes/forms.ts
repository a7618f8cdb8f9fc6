// The form builder and the intake form templates have no permission of their own, so they follow the
// student module they serve.
import { area } from './define';
import { screensOf } from './screens';
import type { AppRoute } from './types';

const intake = screensOf(() => import('../screens/students/intake-forms'));

const forms = area({ label: 'Intake Forms', to: '/intake-forms' }, { permission: 'Student List' });

export const formRoutes: AppRoute[] = [
  forms('/form-builder', 'Form Builder', { screen: screensOf(() => import('../screens/students/intake-forms/builder'))('Builder') }),
  forms('/intake-forms', 'Intake Forms', { screen: intake('List') }),
  forms('/intake-forms/add', 'Add Intake Form', { screen: intake('Add') }),
  forms('/intake-forms/edit/:intake_form_id', 'Edit Intake Form', { screen: intake('Edit') }),
];
