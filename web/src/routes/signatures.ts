// Signatures: a staff member's, a parent's and one's own, a parent's verification of their child's sessions, and the
// guest page that works signed out.
import { area } from './define';
import { profileArea } from './general';
import { screensOf } from './screens';
import { staffArea } from './staff';
import type { AppRoute } from './types';

const signatures = screensOf(() => import('../screens/signatures'));
const guest = screensOf(() => import('../screens/signatures/guest'));
const sessionSignatures = screensOf(() => import('../screens/session-signatures'));

const parents = area({ label: 'Parents', to: '/parents' }, { permission: 'office-staff-list' });

export const signatureRoutes: AppRoute[] = [
  staffArea('/staff-signature/:user_id', 'Staff Signature', { screen: signatures('StaffSignature') }),
  parents('/parent/signature/:user_id', 'Parent Signature', { screen: signatures('ParentSignature') }),
  profileArea('/profile-signature/:user_id', 'Signature', { screen: signatures('ProfileSignature') }),
  area(null)('/verify-sessions', 'Verify Sessions', { screen: sessionSignatures('VerifySessions') }),
];

// Works signed out, for the one person its link's token names.
export const publicSignatureRoutes: AppRoute[] = [area(null)('/update-signature/:user_id', 'Signature', { screen: guest('GuestSignature') })];
