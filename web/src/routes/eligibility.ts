import { area } from './define';
import type { AppRoute } from './types';

const eligibility = area({ label: 'enrollments', to: '/enrollments' }, { permission: 'enrollments' });

export const eligibilityRoutes: AppRoute[] = [
  eligibility('/enrollments', 'enrollments'),
  eligibility('/leta-constants', 'Leta Constants'),
  eligibility('/eligibility-checks', 'Eligibility Checks'),
];
