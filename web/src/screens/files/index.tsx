// The file manager's pages, opened by the routes of web/src/routes/files.ts.
import { AddFile, EditFile, Files } from './plain/FilePages';
import { AddFolder, EditFolder, Folders, ViewFolder } from './plain/FolderPages';
import { SharedFiles, SharedFolders } from './sharing/SharedLists';
import { ShareFile, ShareFolder } from './sharing/SharePage';
import { DeletedFiles, DeletedFolders } from './trash/TrashPages';
import { FileManager } from './tree/FileManager';

export const screens = {
  FileManager,
  DeletedFolders,
  DeletedFiles,
  SharedFolders,
  SharedFiles,
  ShareFolder,
  ShareFile,
  Folders,
  AddFolder,
  EditFolder,
  ViewFolder,
  Files,
  AddFile,
  EditFile,
};
