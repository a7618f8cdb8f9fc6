import { area } from './define';
import { screensOf } from './screens';
import type { AppRoute } from './types';

const management = area({ label: 'File Management', to: '/file-management' }, { permission: 'File Management' });
const folders = area({ label: 'Folders', to: '/folders' }, { permission: 'folder-list' });
const files = area({ label: 'Files', to: '/files' }, { permission: 'file-list' });
const page = screensOf(() => import('../screens/files'));

export const fileRoutes: AppRoute[] = [
  management('/file-management', 'File Management', { screen: page('FileManager') }),
  management('/view-folder-contents/:folder_id', 'Folder Contents', { screen: page('FileManager') }),
  management('/deleted-folders', 'Deleted Folders', { screen: page('DeletedFolders') }),
  management('/deleted-files', 'Deleted Files', { screen: page('DeletedFiles') }),
  management('/shared-folders', 'Shared Folders', { screen: page('SharedFolders') }),
  management('/share-folder/:folder_id', 'Share Folder', { screen: page('ShareFolder') }),
  management('/share-file/:file_id', 'Share File', { screen: page('ShareFile') }),
  management('/shared-files', 'Shared Files', { screen: page('SharedFiles') }),
  folders('/folders', 'Folders', { screen: page('Folders') }),
  folders('/add-folder', 'Add Folder', { screen: page('AddFolder') }),
  folders('/edit-folder/:folder_id', 'Edit Folder', { screen: page('EditFolder') }),
  folders('/view-folder/:folder_id', 'View Folder', { screen: page('ViewFolder') }),
  folders('/delete-folder', 'Deleted Folders', { screen: page('DeletedFolders') }),
  files('/files', 'Files', { screen: page('Files') }),
  files('/add-file/:folder_id?', 'Add File', { screen: page('AddFile') }),
  files('/edit-file/:file_id', 'Edit File', { screen: page('EditFile') }),
  files('/delete-file', 'Deleted Files', { screen: page('DeletedFiles') }),
];
