// The trash: deleted folders and deleted files, each with where it was, when and by whom; restored to where it was
// (or to the top when that folder is gone), or removed for good after a question (the kit's deleted list).
import { DeletedList, derived, type ListVariables } from '../../../kit';
import type { DeletedListProps } from '../../../kit/list/DeletedList';
import { fileSize } from '../../../kit/transfer/fileKinds';
import { pathCol, whenCol } from '../model/columns';
import { TrashTabs } from './TrashTabs';
import {
  DeletedFilesQuery,
  DeletedFoldersQuery,
  PurgeFilesMutation,
  PurgeFoldersMutation,
  RestoreFilesMutation,
  RestoreFoldersMutation,
} from './operations';
import type { DeletedFilesQuery as FilesData, DeletedFoldersQuery as FoldersData } from '../../../gql/graphql';

type FolderRow = FoldersData['page']['nodes'][number];
type FileRow = FilesData['page']['nodes'][number];

const folderColumns = [
  derived<FolderRow>('name', 'Name', (row) => row.name, { flex: 2 }),
  pathCol<FolderRow>('Was in'),
  derived<FolderRow>('contents', 'Held', (row) => `${row.childrenCount} folders, ${row.filesCount} files`, { sortField: false }),
  whenCol<FolderRow>(
    'deletedAt',
    'Deleted',
    (row) => row.deletedAt,
    (row) => row.deletedBy,
  ),
];

const fileColumns = [
  derived<FileRow>('name', 'Name', (row) => row.name, { flex: 2 }),
  pathCol<FileRow>('Was in'),
  derived<FileRow>('size', 'Size', (row) => fileSize(row.size), { flex: 0.6 }),
  whenCol<FileRow>(
    'deletedAt',
    'Deleted',
    (row) => row.deletedAt,
    (row) => row.deletedBy,
  ),
];

/** One half of the trash: the kit's deleted list under the trash's two links, back to the file manager. */
function TrashPage<TRow extends { id: string; name: string }>(
  props: Pick<DeletedListProps<TRow, ListVariables>, 'plural' | 'singular' | 'deleted' | 'columns' | 'restore' | 'purge'>,
) {
  return (
    <>
      <TrashTabs />
      <DeletedList {...props} rowName={(row) => row.name} listPath="/file-management" />
    </>
  );
}

export function DeletedFolders() {
  return (
    <TrashPage
      plural="Folders"
      singular="Folder"
      deleted={DeletedFoldersQuery}
      columns={folderColumns}
      restore={RestoreFoldersMutation}
      purge={PurgeFoldersMutation}
    />
  );
}

export function DeletedFiles() {
  return (
    <TrashPage
      plural="Files"
      singular="File"
      deleted={DeletedFilesQuery}
      columns={fileColumns}
      restore={RestoreFilesMutation}
      purge={PurgeFilesMutation}
    />
  );
}
