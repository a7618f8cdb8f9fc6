// Signatures: a staff member's, a parent's and one's own, and the guest page that works signed out.
import { area } from './define';
import { staffArea } from './staff';
import type { AppRoute } from './types';

const parents = area({ label: 'Parents', to: '/parents' }, { permission: 'office-staff-list' });
const profile = area({ label: 'Profile', to: '/profile' });

export const signatureRoutes: AppRoute[] = [
  staffArea('/staff-signature/:user_id', 'Staff Signature'),
  parents('/parent/signature/:user_id', 'Parent Signature'),
  profile('/profile-signature/:user_id', 'Signature'),
];

export const publicSignatureRoutes: AppRoute[] = [area(null)('/update-signature/:id', 'Signature')];
