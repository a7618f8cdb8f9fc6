// The file manager: the folder tree beside the current folder's contents, with the path as links, sort and search,
// picking by mouse and keyboard, rename in place, a new folder, move and copy (drag onto the tree, or the folder
// picker), delete with a question naming how many, download (a file as itself, a folder as a ZIP), share, and
// uploads (dropped from the desktop or chosen) with a progress bar each.
import { useQuery } from '@apollo/client/react';
import { Button, Callout, InputGroup, NonIdealState, Spinner } from '@blueprintjs/core';
import { useCallback, useEffect, useMemo, useRef, useState, type DragEvent } from 'react';
import { Link, useNavigate, useParams } from 'react-router';
import { LinkButton } from '../../../kit/LinkButton';
import { ConfirmAlert } from '../../../kit/writes/ConfirmAlert';
import type { FolderContentsQuery } from '../../../gql/graphql';
import { decodeDrag, dropVerdict, type FolderPath } from '../model/dropRules';
import { arrange, countLabel, itemKey, type Item, type ItemSort } from '../model/items';
import { emptySelection, keepListed, type Selection } from '../model/selection';
import { FolderContentsQuery as FolderContents } from '../operations';
import { UploadQueue, type QueuedFile } from '../upload/UploadQueue';
import { useRefresh } from './useRefresh';
import { ACCEPTED_UPLOADS } from '../upload/uploadRules';
import { folderAddress, shareAddress } from './addresses';
import { ContentsTable } from './ContentsTable';
import { FolderPicker, TOP_NAME, type PickedTarget } from './FolderPicker';
import { FolderTree } from './FolderTree';
import { NewFolderDialog } from './NewFolderDialog';
import { PreviewDialog } from './PreviewDialog';
import { useFolderTree } from './useFolderTree';
import { useItemWrites } from './useItemWrites';
import '../files.css';

type Contents = FolderContentsQuery['contents'];
type StoredFile = Contents['files'][number];

function itemsOf(contents: Contents | undefined): Item[] {
  if (!contents) return [];
  const parentId = contents.folder?.id ?? null;
  return [
    ...contents.folders.map((folder): Item => ({
      kind: 'folder',
      id: folder.id,
      name: folder.name,
      parentId,
      size: folder.size,
      updatedAt: folder.updatedAt ?? folder.createdAt,
      by: folder.createdBy,
      mimeType: null,
    })),
    ...contents.files.map((file): Item => ({
      kind: 'file',
      id: file.id,
      name: file.name,
      parentId,
      size: file.size,
      updatedAt: file.updatedAt ?? file.createdAt,
      by: file.createdBy,
      mimeType: file.mimeType,
    })),
  ];
}

let uploadCount = 0;

export function FileManager() {
  const params = useParams();
  const folderId = params.folder_id ?? null;
  const navigate = useNavigate();
  const { data, previousData, loading, error, refetch } = useQuery(FolderContents, {
    variables: { folderId },
    fetchPolicy: 'cache-and-network',
    notifyOnNetworkStatusChange: true,
  });
  // While another folder loads, the last one stays (dimmed) rather than blinking away.
  const contents = (data ?? previousData)?.contents;
  const showing = data !== undefined;
  const folder = contents?.folder ?? null;
  const crumbs = useMemo(() => (folder ? [...folder.path, { id: folder.id, name: folder.name }] : []), [folder]);
  const openPath = useMemo(() => crumbs.map((crumb) => crumb.id), [crumbs]);
  const tree = useFolderTree(openPath);
  const here = folder?.name ?? TOP_NAME;

  const [sort, setSort] = useState<ItemSort>({ key: 'name', descending: false });
  const [search, setSearch] = useState('');
  const items = useMemo(() => itemsOf(contents), [contents]);
  const shown = useMemo(() => arrange(items, sort, search), [items, sort, search]);
  const [selection, setSelection] = useState<Selection>(emptySelection);
  const order = useMemo(() => shown.map(itemKey), [shown]);
  useEffect(() => setSelection((current) => keepListed(current, order)), [order]);
  const picked = useMemo(() => shown.filter((item) => selection.selected.has(itemKey(item))), [shown, selection]);
  const single = picked.length === 1 ? picked[0] : undefined;

  const table = useRef<HTMLDivElement>(null);
  const focusTable = () => table.current?.querySelector<HTMLElement>('[role="grid"]')?.focus();
  const [renaming, setRenaming] = useState<string | null>(null);
  const [picker, setPicker] = useState<{ mode: 'move' | 'copy'; items: Item[] } | null>(null);
  const [toDelete, setToDelete] = useState<Item[] | null>(null);
  const [creating, setCreating] = useState(false);
  const [preview, setPreview] = useState<StoredFile | null>(null);
  const [queue, setQueue] = useState<QueuedFile[]>([]);
  const [dropping, setDropping] = useState(false);
  const fileInput = useRef<HTMLInputElement>(null);

  const reload = useCallback(() => Promise.all([refetch(), tree.reload()]), [refetch, tree]);
  const refresh = useRefresh(reload);
  const writes = useItemWrites(refresh);

  const open = (item: Item) => {
    if (item.kind === 'folder') {
      void navigate(folderAddress(item.id));
      return;
    }
    const file = contents?.files.find((candidate) => candidate.id === item.id);
    if (file?.previewable) setPreview(file);
    else void writes.download([item]);
  };

  const enqueue = (files: readonly File[]) => {
    if (files.length === 0) return;
    setQueue((current) => [...current, ...files.map((file) => ({ key: `upload-${(uploadCount += 1)}`, file, folderId }))]);
  };

  /** Items dragged onto a folder of the tree: checked by the same rule the tree lit up by, then moved or copied. */
  const onTreeDrop = (payload: string, target: FolderPath, copy: boolean) => {
    const dragged = decodeDrag(payload);
    const verdict = dropVerdict(dragged, target, copy);
    if (!verdict.ok) return;
    const keys = new Set(dragged.map(itemKey));
    const moving = items.filter((item) => keys.has(itemKey(item)));
    const targetId = target.length > 0 ? (target[target.length - 1] ?? null) : null;
    const targetName = targetId === null ? TOP_NAME : (findName(targetId) ?? 'the folder');
    void writes.transfer(moving, targetId, targetName, copy);
  };
  const findName = (id: string): string | undefined => {
    for (const level of tree.children.values()) {
      const found = level.find((candidate) => candidate.id === id);
      if (found) return found.name;
    }
    return undefined;
  };

  const onPick = (target: PickedTarget) => {
    if (!picker) return;
    void writes.transfer(picker.items, target.id, target.name, picker.mode === 'copy').then((ok) => ok && setPicker(null));
  };

  const desktopDrag = {
    onDragOver(event: DragEvent) {
      if (!event.dataTransfer.types.includes('Files')) return;
      event.preventDefault();
      event.dataTransfer.dropEffect = 'copy';
      setDropping(true);
    },
    onDragLeave(event: DragEvent) {
      if (!event.currentTarget.contains(event.relatedTarget as Node | null)) setDropping(false);
    },
    onDrop(event: DragEvent) {
      if (!event.dataTransfer.types.includes('Files')) return;
      event.preventDefault();
      setDropping(false);
      enqueue([...event.dataTransfer.files]);
    },
  };

  if (error && !contents) {
    const missing = error.message.toLowerCase().includes('not found');
    return missing ? (
      <NonIdealState
        icon="folder-close"
        title="Folder not found"
        description="It may have been deleted or moved."
        action={<LinkButton to={folderAddress(null)}>All folders</LinkButton>}
      />
    ) : (
      <Callout intent="danger" title="The folder could not be loaded">
        {error.message} <Button variant="minimal" text="Try again" onClick={() => void refetch()} />
      </Callout>
    );
  }

  return (
    <div className="files-manager">
      <FolderTree tree={tree} currentId={folderId} onDrop={onTreeDrop} />
      <section className="files-main" aria-label={`Contents of ${here}`} {...desktopDrag}>
        <div className="files-places">
          <LinkButton to="/shared-folders">Shared with me</LinkButton>
          <LinkButton to="/deleted-folders">Trash</LinkButton>
        </div>
        <nav aria-label="Path" className="files-path">
          <ol>
            <li>
              <Link to={folderAddress(null)}>{TOP_NAME}</Link>
            </li>
            {crumbs.map((crumb, index) => (
              <li key={crumb.id}>
                {index === crumbs.length - 1 ? <span aria-current="page">{crumb.name}</span> : <Link to={folderAddress(crumb.id)}>{crumb.name}</Link>}
              </li>
            ))}
          </ol>
        </nav>
        <div className="kit-toolbar" role="toolbar" aria-label="Folder">
          <Button icon="folder-new" text="New folder" onClick={() => setCreating(true)} />
          <Button icon="upload" text="Upload files" onClick={() => fileInput.current?.click()} />
          <input
            ref={fileInput}
            type="file"
            multiple
            hidden
            accept={ACCEPTED_UPLOADS}
            aria-label="Files to upload"
            onChange={(event) => {
              enqueue([...(event.currentTarget.files ?? [])]);
              event.currentTarget.value = '';
            }}
          />
          {folder && (
            <Button
              icon="download"
              text="Download folder (ZIP)"
              loading={writes.pending.download && picked.length === 0}
              onClick={() => void writes.download([itemOfFolder(folder)])}
            />
          )}
          <span className="kit-toolbar-spacer" />
          <InputGroup
            className="kit-search"
            leftIcon="search"
            type="search"
            placeholder="Search this folder"
            aria-label="Search this folder"
            value={search}
            onValueChange={setSearch}
          />
        </div>
        <div className="kit-toolbar files-selection" role="toolbar" aria-label="Selected items">
          <Button icon="edit" text="Rename" disabled={!single} onClick={() => single && setRenaming(itemKey(single))} />
          <Button icon="move" text="Move to…" disabled={picked.length === 0} onClick={() => setPicker({ mode: 'move', items: picked })} />
          <Button icon="duplicate" text="Copy to…" disabled={picked.length === 0} onClick={() => setPicker({ mode: 'copy', items: picked })} />
          <Button icon="share" text="Share" disabled={!single} onClick={() => single && void navigate(shareAddress(single.kind, single.id))} />
          <Button
            icon="download"
            text={single?.kind === 'file' ? 'Download' : 'Download (ZIP)'}
            aria-label={
              single?.kind === 'file' ? `Download ${single.name}` : `Download (ZIP) ${picked.length > 0 ? countLabel(picked) : 'the selection'}`
            }
            disabled={picked.length === 0}
            loading={writes.pending.download && picked.length > 0}
            onClick={() => void writes.download(picked)}
          />
          <Button icon="trash" intent="danger" text="Delete" disabled={picked.length === 0} onClick={() => setToDelete(picked)} />
        </div>
        <p className="kit-muted files-hint">
          <strong className="files-selection-count" aria-live="polite">
            {picked.length > 0 ? `${countLabel(picked)} selected.` : 'Nothing selected.'}
          </strong>{' '}
          Ctrl+click, Shift+click or the arrows with Space and Shift pick; Enter opens, F2 renames. Drag onto a folder at the left to move (Ctrl
          copies); drop files here to upload.
        </p>
        <UploadQueue
          queue={queue}
          onLanded={refresh}
          onClear={(keys) => setQueue((current) => current.filter((entry) => !keys.includes(entry.key)))}
        />
        <div ref={table} className={`files-drop${dropping ? ' files-drop-active' : ''}${loading && !showing ? ' files-loading' : ''}`}>
          {!contents && loading && <Spinner aria-label="Loading the folder" />}
          {contents && shown.length > 0 && (
            <ContentsTable
              label={`Contents of ${here}`}
              items={shown}
              selection={selection}
              onSelection={setSelection}
              sort={sort}
              onSort={setSort}
              onOpen={open}
              renaming={renaming}
              onRenameStart={setRenaming}
              onRenameEnd={() => {
                setRenaming(null);
                focusTable();
              }}
              onRename={writes.rename}
              onDeleteKey={() => setToDelete(picked)}
            />
          )}
          {contents && shown.length === 0 && (
            <NonIdealState
              icon={search ? 'search' : 'folder-open'}
              title={search ? 'Nothing here matches the search' : 'This folder is empty'}
              description={search ? 'Try another name, or clear the search.' : 'Drop files here, or use Upload files or New folder.'}
            />
          )}
          {dropping && <div className="files-drop-note">Drop the files to upload them to {here}</div>}
        </div>
      </section>
      <NewFolderDialog
        isOpen={creating}
        where={here}
        pending={writes.pending.create}
        onCreate={(name) => writes.createFolder(name, folderId)}
        onClose={() => setCreating(false)}
      />
      <FolderPicker
        items={picker?.items ?? null}
        mode={picker?.mode ?? 'move'}
        pending={writes.pending.transfer}
        onPick={onPick}
        onClose={() => setPicker(null)}
      />
      <ConfirmAlert
        isOpen={toDelete !== null}
        confirmText={toDelete ? `Delete ${countLabel(toDelete)}` : 'Delete'}
        pending={writes.pending.remove}
        onCancel={() => setToDelete(null)}
        onConfirm={() => toDelete && void writes.remove(toDelete).then(() => setToDelete(null))}
      >
        {toDelete && (
          <p>
            Delete {toDelete.length === 1 ? `“${toDelete[0]?.name}”` : countLabel(toDelete)}?{' '}
            {toDelete.some((item) => item.kind === 'folder') ? 'Folders go with everything inside them. ' : ''}
            They can be restored from the trash.
          </p>
        )}
      </ConfirmAlert>
      <PreviewDialog
        file={preview}
        onClose={() => setPreview(null)}
        onDownload={() =>
          preview &&
          void writes.download([
            {
              kind: 'file',
              id: preview.id,
              name: preview.name,
              parentId: folderId,
              size: preview.size,
              updatedAt: null,
              by: null,
              mimeType: preview.mimeType,
            },
          ])
        }
      />
    </div>
  );
}

/** The current folder as an item of its own download. */
function itemOfFolder(folder: NonNullable<Contents['folder']>): Item {
  return {
    kind: 'folder',
    id: folder.id,
    name: folder.name,
    parentId: folder.parentId,
    size: folder.size,
    updatedAt: null,
    by: null,
    mimeType: null,
  };
}
