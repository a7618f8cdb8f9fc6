import { area } from './define';
import { screensOf } from './screens';
import type { AppRoute } from './types';

const eligibility = area({ label: 'enrollments', to: '/enrollments' }, { permission: 'enrollments' });

const page = screensOf(() => import('../screens/eligibility'));

export const eligibilityRoutes: AppRoute[] = [
  eligibility('/enrollments', 'enrollments', { screen: page('Enrolments') }),
  eligibility('/leta-constants', 'Leta Constants', { screen: page('LetaConstants') }),
  eligibility('/eligibility-checks', 'Eligibility Checks', { screen: page('Checks') }),
];
