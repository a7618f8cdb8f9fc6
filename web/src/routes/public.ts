// The public layout's routes. Sign-in is the home route '/'.
import { area } from './define';
import { screensOf } from './screens';
import { publicSignatureRoutes } from './signatures';
import type { AppRoute } from './types';

const page = area(null);

export const signInRoute = page('/', 'Sign in', {
  signedOutOnly: true,
  screen: () => import('../screens/auth/SignIn').then((module) => ({ Component: module.SignIn })),
});

export const publicRoutes: AppRoute[] = [
  page('/org-login/:organization_id/:token?', 'Organisation sign-in', {
    screen: () => import('../screens/auth/OrgLogin').then((module) => ({ Component: module.OrgLogin })),
  }),
  page('/forgot-password', 'Forgot password', {
    signedOutOnly: true,
    screen: () => import('../screens/auth/ForgotPassword').then((module) => ({ Component: module.ForgotPassword })),
  }),
  page('/change-password/:token', 'Change password', {
    signedOutOnly: true,
    screen: () => import('../screens/auth/ChangePassword').then((module) => ({ Component: module.ChangePassword })),
  }),
  // Works signed out; reads only the form its link's token names.
  page('/fill-intake-form', 'Intake form', { screen: screensOf(() => import('../screens/students/guest'))('GuestIntakeForm') }),
  // Work signed out; show only what the link's token names.
  page('/client-portal/:token', 'Client documents', { screen: screensOf(() => import('../screens/client-portal'))('Portal') }),
  page('/client-details-portal/:token/:document_id', 'Client document details', {
    screen: screensOf(() => import('../screens/client-portal'))('Document'),
  }),
  ...publicSignatureRoutes,
];
