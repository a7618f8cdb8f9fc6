// Staff documents: a staff member's files, the label settings that say which documents each title must provide,
// and the previews (the profile's needs no permission).
import { area } from './define';
import { staffArea } from './staff';
import type { AppRoute } from './types';

const labels = area({ label: 'Upload File Settings', to: '/document-label-settings' }, { permission: 'Staff List' });
const profile = area({ label: 'Profile', to: '/profile' });

export const staffDocumentRoutes: AppRoute[] = [
  staffArea('/staff-documents/:user_id', 'Staff Documents'),
  labels('/document-label-settings', 'Upload File Settings'),
  labels('/add-document-label-setting', 'Add Upload File Setting'),
  labels('/edit-document-label-setting/:id', 'Edit Upload File Setting'),
  staffArea('/staff-document-preview/:file_id', 'Document Preview', { permission: 'organization-list' }),
  profile('/profile-documents/:user_id', 'Documents'),
  profile('/profile-document-preview', 'Document Preview'),
];
