// The writes of the file manager on picked items: move and copy into a folder, delete, rename, download, and a new
// folder. A refusal with reasons beside fields (a name in use, a move into its own folder) is told as a toast, the
// server's words; nothing is changed on the screen until the server has answered.
import { useCallback } from 'react';
import { useNotices } from '../../../app/notices';
import { useWrite, type WriteResult } from '../../../kit/writes/useWrite';
import { startDownload } from '../../students/shared/download';
import { countLabel, type Item } from '../model/items';
import {
  CopyItemsMutation,
  CreateFolderMutation,
  DeleteFilesMutation,
  DeleteFoldersMutation,
  DownloadFilesMutation,
  DownloadZipMutation,
  MoveItemsMutation,
  RenameFileMutation,
  RenameFolderMutation,
} from '../operations';

/** The server's reasons of a refusal that came back beside fields (the kit's write toasts the others itself). */
export function refusalOf(outcome: WriteResult<unknown>): string | null {
  if (outcome.ok) return null;
  const reasons = Object.values(outcome.fieldErrors);
  return reasons.length > 0 ? [...new Set(reasons)].join(' ') : outcome.message;
}

function idsOf(items: readonly Pick<Item, 'kind' | 'id'>[], kind: Item['kind']): string[] {
  return items.filter((item) => item.kind === kind).map((item) => item.id);
}

export function useItemWrites(onChanged: () => void) {
  const notices = useNotices();
  const move = useWrite(MoveItemsMutation);
  const copy = useWrite(CopyItemsMutation);
  const deleteFolders = useWrite(DeleteFoldersMutation);
  const deleteFiles = useWrite(DeleteFilesMutation);
  const renameFolder = useWrite(RenameFolderMutation);
  const renameFile = useWrite(RenameFileMutation);
  const zip = useWrite(DownloadZipMutation);
  const files = useWrite(DownloadFilesMutation);
  const create = useWrite(CreateFolderMutation);

  /** A refusal beside fields has not been told yet: it is, as a toast. */
  const told = useCallback(
    (outcome: WriteResult<unknown>): boolean => {
      if (!outcome.ok && Object.keys(outcome.fieldErrors).length > 0) notices.toast(refusalOf(outcome) ?? 'The change was refused.', 'danger');
      return outcome.ok;
    },
    [notices],
  );

  const transfer = useCallback(
    async (items: readonly Item[], targetId: string | null, targetName: string, asCopy: boolean) => {
      const variables = { folderIds: idsOf(items, 'folder'), fileIds: idsOf(items, 'file'), targetFolderId: targetId };
      const what = countLabel(items);
      const outcome = asCopy
        ? await copy.run(variables, `${what} copied to ${targetName}.`)
        : await move.run(variables, `${what} moved to ${targetName}.`);
      if (told(outcome)) onChanged();
      return outcome.ok;
    },
    [copy, move, told, onChanged],
  );

  const remove = useCallback(
    async (items: readonly Item[]) => {
      const folderIds = idsOf(items, 'folder');
      const fileIds = idsOf(items, 'file');
      const outcomes = await Promise.all([
        folderIds.length > 0 ? deleteFolders.run({ ids: folderIds }) : null,
        fileIds.length > 0 ? deleteFiles.run({ ids: fileIds }) : null,
      ]);
      const ok = outcomes.every((outcome) => outcome === null || told(outcome));
      if (ok) notices.toast(`${countLabel(items)} moved to the trash.`, 'success');
      onChanged();
      return ok;
    },
    [deleteFolders, deleteFiles, told, notices, onChanged],
  );

  const rename = useCallback(
    async (item: Item, name: string): Promise<string | null> => {
      const outcome =
        item.kind === 'folder'
          ? await renameFolder.run({ id: item.id, name }, 'Folder renamed.')
          : await renameFile.run({ id: item.id, name }, 'File renamed.');
      if (outcome.ok) {
        onChanged();
        return null;
      }
      return refusalOf(outcome) ?? 'The name could not be saved.';
    },
    [renameFolder, renameFile, onChanged],
  );

  /** One file as itself; a folder, or several items, as one ZIP. */
  const download = useCallback(
    async (items: readonly Item[]) => {
      const folderIds = idsOf(items, 'folder');
      const fileIds = idsOf(items, 'file');
      const outcome = folderIds.length > 0 ? await zip.run({ folderIds, fileIds }) : await files.run({ fileIds });
      if (told(outcome) && outcome.ok) startDownload(outcome.data.download.url, outcome.data.download.fileName);
    },
    [zip, files, told],
  );

  const createFolder = useCallback(
    async (name: string, parentId: string | null): Promise<string | null> => {
      const outcome = await create.run({ input: { name, parentId } }, 'Folder created.');
      if (outcome.ok) {
        onChanged();
        return null;
      }
      return refusalOf(outcome) ?? 'The folder could not be made.';
    },
    [create, onChanged],
  );

  return {
    transfer,
    remove,
    rename,
    download,
    createFolder,
    pending: {
      transfer: move.pending || copy.pending,
      remove: deleteFolders.pending || deleteFiles.pending,
      download: zip.pending || files.pending,
      create: create.pending,
    },
  };
}
