import { area } from './define';
import type { AppRoute } from './types';

const management = area({ label: 'File Management', to: '/file-management' }, { permission: 'File Management' });
const folders = area({ label: 'Folders', to: '/folders' }, { permission: 'folder-list' });
const files = area({ label: 'Files', to: '/files' }, { permission: 'file-list' });

export const fileRoutes: AppRoute[] = [
  management('/file-management', 'File Management'),
  management('/view-folder-contents/:folder_id', 'Folder Contents'),
  management('/deleted-folders', 'Deleted Folders'),
  management('/deleted-files', 'Deleted Files'),
  management('/shared-folders', 'Shared Folders'),
  management('/share-folder/:folder_id', 'Share Folder'),
  management('/share-file/:file_id', 'Share File'),
  management('/shared-files', 'Shared Files'),
  folders('/folders', 'Folders'),
  folders('/add-folder', 'Add Folder'),
  folders('/edit-folder/:folder_id', 'Edit Folder'),
  folders('/view-folder/:folder_id', 'View Folder'),
  folders('/delete-folder', 'Deleted Folders'),
  files('/files', 'Files'),
  files('/add-file/:folder_id?', 'Add File'),
  files('/edit-file/:file_id', 'Edit File'),
  files('/delete-file', 'Deleted Files'),
];
