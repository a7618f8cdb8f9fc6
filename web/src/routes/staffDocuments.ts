// Staff documents: a staff member's files, the label settings that say which documents each title must provide,
// and the previews (the profile's needs no permission).
import { profileArea } from './general';
import { screensOf } from './screens';
import { staffArea } from './staff';
import type { AppRoute } from './types';

// The documents pages load without the label settings' grid.
const pages = screensOf(() => import('../screens/staff-documents/pages'));
const profile = profileArea;

export const staffDocumentRoutes: AppRoute[] = [
  staffArea('/staff-documents/:user_id', 'Staff Documents', { screen: pages('StaffDocuments') }),
  staffArea('/staff-document-preview/:file_id', 'Document Preview', { permission: 'organization-list', screen: pages('StaffDocumentPreview') }),
  profile('/profile-documents/:user_id', 'Documents', { screen: pages('ProfileDocuments') }),
  profile('/profile-document-preview', 'Document Preview', { screen: pages('ProfileDocumentPreview') }),
];
