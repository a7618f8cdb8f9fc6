// The file manager's writes: create and rename folders, change a file's name and what it belongs to, delete to the
// trash (one or several), restore (to where it was, or to the top when that folder is gone), delete for good (only
// from the trash), copy (a folder with everything inside it) and move (never a folder into itself or below itself).
// A write refused because of other rows answers 422 with the reasons in `conflicts`.
import type { Request, Response, Router } from 'express';
import type { Db } from '../../db/index.js';
import { calendarDate } from '../../kit/dates.js';
import { newStorageKey } from '../../kit/stored-bytes.js';
import { parseId } from '../../kit/ids.js';
import type { AreaContext } from '../../server/area.js';
import { notFound, ok, unprocessable } from '../../server/replies.js';
import { FieldErrors, isBlank } from '../../server/validation.js';
import { callerId, folderIdParam, idsOf, params, route } from './access.js';
import { duplicateMessage, freeName, nameProblem } from './names.js';
import type { Presenter } from './present.js';
import type { FileRow, FolderRow, ItemKind } from './rows.js';
import type { FileTables } from './tables.js';
import { treeOf, type FolderTree } from './tree.js';

export const writeMessages = {
  parent: 'The selected parent folder is invalid.',
  target: 'The selected target folder is invalid.',
  student: 'The selected student is invalid.',
  nothing: 'Select at least one folder or file.',
  ids: 'The selected ids are invalid.',
  intoItself: (name: string) => `The folder "${name}" cannot be moved into itself.`,
  intoDescendant: (name: string) => `The folder "${name}" cannot be moved into one of its own folders.`,
  copyIntoItself: (name: string) => `The folder "${name}" cannot be copied into itself or one of its own folders.`,
  notInTrash: (name: string) => `"${name}" is not in the trash; only items in the trash can be deleted for good.`,
  dates: 'The end date of auth must be a date after or equal to the start date of auth.',
} as const;

interface Conflict {
  kind: string;
  message: string;
  item_type: ItemKind;
  item_id: number;
}

function refuse(res: Response, field: string, conflicts: readonly Conflict[]): void {
  const errors = new FieldErrors();
  for (const conflict of conflicts) errors.add(field, conflict.message);
  unprocessable(res, errors, { conflicts });
}

function studentParam(db: Db, value: unknown, errors: FieldErrors): number | null | undefined {
  if (isBlank(value)) return null;
  const id = parseId(value);
  const found = id !== undefined && db.tableNames().includes('students') && db.table('students').find(id);
  if (!found) {
    errors.add('student_id', writeMessages.student);
    return undefined;
  }
  return id;
}

function checkName(errors: FieldErrors, value: unknown): string | undefined {
  const problem = nameProblem(value);
  if (problem) errors.add('name', problem);
  return problem ? undefined : String(value).trim();
}

/** The folders and files a bulk call names, as `folder_ids` and `file_ids`. */
function itemsOf(req: Request): { folderIds: number[]; fileIds: number[] } {
  const given = params(req);
  return { folderIds: idsOf(given.folder_ids), fileIds: idsOf(given.file_ids) };
}

/** Puts rows into the trash, with when and by whom. */
function trash(tables: FileTables, by: number, folderIds: readonly number[], fileIds: readonly number[]): void {
  for (const id of folderIds) {
    tables.folders.softDelete(id);
    tables.folders.update(id, { deleted_by: by });
  }
  for (const id of fileIds) {
    tables.files.softDelete(id);
    tables.files.update(id, { deleted_by: by });
  }
}

/**
 * Removes a folder (with what went into the trash with it) or a file for good: rows, bytes and shares. What was
 * deleted on its own before stays in the trash as its own entry, to be restored to the top or removed by itself.
 */
function purge(tables: FileTables, tree: FolderTree, kind: ItemKind, id: number): void {
  const root = kind === 'folder' ? tree.folder(id) : undefined;
  const folders = root ? [root] : [];
  for (let index = 0; index < folders.length; index += 1) folders.push(...tree.childFolders(folders[index]!.id));
  const files = root
    ? folders.flatMap((folder) => tree.childFiles(folder.id))
    : [tables.files.get(id)].filter((file): file is FileRow => file !== undefined);
  for (const file of files) {
    tables.bytes.drop(file.storage_key);
    tables.files.purge(file.id);
  }
  for (const folder of folders) tables.folders.purge(folder.id);
  const gone = new Set([...folders.map((folder) => `folder:${folder.id}`), ...files.map((file) => `file:${file.id}`)]);
  for (const share of tables.shares.all()) if (gone.has(`${share.item_type}:${share.item_id}`)) tables.shares.purge(share.id);
}

/** A copy of a file's row and bytes (the bytes are shared: they never change in place). */
function copyFile(tables: FileTables, file: FileRow, folderId: number | null, name: string, by: number): FileRow {
  const key = newStorageKey();
  tables.bytes.keep(key, tables.bytes.get(file.storage_key) ?? Buffer.alloc(0));
  const { id: _id, created_at: _c, updated_at: _u, deleted_at: _d, ...rest } = file;
  return tables.files.insert({ ...rest, folder_id: folderId, name, storage_key: key, created_by: by, deleted_by: null });
}

/** A copy of a folder and of everything in sight inside it, under `parentId`. */
function copyFolder(tables: FileTables, tree: FolderTree, folder: FolderRow, parentId: number | null, name: string, by: number): FolderRow {
  const copy = tables.folders.insert({ name, parent_id: parentId, student_id: folder.student_id, created_by: by, deleted_by: null });
  for (const file of tree.childFiles(folder.id)) copyFile(tables, file, copy.id, file.name, by);
  for (const child of tree.childFolders(folder.id)) copyFolder(tables, tree, child, copy.id, child.name, by);
  return copy;
}

/** Why a folder may not go into `target` (moved or copied): itself, or one of its own folders. */
function cycleConflicts(tree: FolderTree, folders: readonly FolderRow[], target: number | null, copying: boolean): Conflict[] {
  if (target === null) return [];
  const above = new Set(tree.path(target).map((crumb) => crumb.id));
  return folders
    .filter((folder) => above.has(folder.id))
    .map((folder) => ({
      kind: folder.id === target ? 'into_itself' : 'into_descendant',
      message: copying
        ? writeMessages.copyIntoItself(folder.name)
        : folder.id === target
          ? writeMessages.intoItself(folder.name)
          : writeMessages.intoDescendant(folder.name),
      item_type: 'folder' as const,
      item_id: folder.id,
    }));
}

export function registerWrites(router: Router, context: AreaContext): void {
  const { db } = context;

  router.post(
    '/create-folder',
    ...route(context, 'folders', (req, res, view) => {
      const body = params(req);
      const errors = new FieldErrors();
      const name = checkName(errors, body.name);
      const parentId = folderIdParam(view, body.parent_id);
      if (parentId === undefined) errors.add('parent_id', writeMessages.parent);
      const parent = parentId ? view.tree.folder(parentId) : undefined;
      const studentId = isBlank(body.student_id) ? (parent?.student_id ?? null) : studentParam(db, body.student_id, errors);
      if (name && parentId !== undefined && view.tree.nameTaken(parentId, name)) errors.add('name', duplicateMessage('folder', name));
      if (!errors.empty || !name || parentId === undefined || studentId === undefined) return unprocessable(res, errors);
      const folder = view.tables.folders.insert({ name, parent_id: parentId, student_id: studentId, created_by: callerId(req), deleted_by: null });
      ok(res, { message: 'Folder created successfully.', data: viewAfter(req, view).folder(folder) });
    }),
  );

  router.post(
    '/update-folder/:id',
    ...route(context, 'folders', (req, res, view) => {
      const id = parseId(req.params.id);
      const folder = id === undefined ? undefined : view.tree.folder(id);
      if (!folder || !view.tree.folderInSight(folder)) return notFound(res, 'Folder not found.');
      const body = params(req);
      const errors = new FieldErrors();
      const name = checkName(errors, body.name);
      const studentId = 'student_id' in body ? studentParam(db, body.student_id, errors) : folder.student_id;
      if (name && view.tree.nameTaken(folder.parent_id, name, { kind: 'folder', id: folder.id }))
        errors.add('name', duplicateMessage('folder', name));
      if (!errors.empty || !name || studentId === undefined) return unprocessable(res, errors);
      const saved = view.tables.folders.update(folder.id, { name, student_id: studentId })!;
      ok(res, { message: 'Folder updated successfully.', data: viewAfter(req, view).folder(saved) });
    }),
  );

  router.post(
    '/files-update/:id',
    ...route(context, 'files', (req, res, view) => {
      const id = parseId(req.params.id);
      const file = id === undefined ? undefined : view.tables.files.find(id);
      if (!file || !view.tree.fileInSight(file)) return notFound(res, 'File not found.');
      const body = params(req);
      const errors = new FieldErrors();
      const changes: Partial<FileRow> = {};
      if ('name' in body && !isBlank(body.name)) {
        const name = checkName(errors, body.name);
        if (name && view.tree.nameTaken(file.folder_id, name, { kind: 'file', id: file.id })) errors.add('name', duplicateMessage('file', name));
        if (name) changes.name = name;
      }
      if ('student_id' in body) {
        const studentId = studentParam(db, body.student_id, errors);
        if (studentId !== undefined) changes.student_id = studentId;
      }
      for (const key of ['funder_id', 'staff_id'] as const) {
        if (!(key in body)) continue;
        const value = isBlank(body[key]) ? null : parseId(body[key]);
        if (value === undefined) errors.add(key, `The selected ${key.replace(/_id$/, '')} is invalid.`);
        else changes[key] = value;
      }
      for (const key of ['start_date_of_auth', 'end_date_of_auth'] as const) {
        if (!(key in body)) continue;
        const value = isBlank(body[key]) ? null : calendarDate(String(body[key]));
        if (value === undefined) errors.add(key, `The ${key.replace(/_/g, ' ')} field must be a valid date.`);
        else changes[key] = value;
      }
      const start = changes.start_date_of_auth !== undefined ? changes.start_date_of_auth : file.start_date_of_auth;
      const end = changes.end_date_of_auth !== undefined ? changes.end_date_of_auth : file.end_date_of_auth;
      if (errors.empty && start && end && end < start) errors.add('end_date_of_auth', writeMessages.dates);
      if (!errors.empty) return unprocessable(res, errors);
      const saved = view.tables.files.update(file.id, changes)!;
      ok(res, { message: 'File updated successfully.', data: viewAfter(req, view).file(saved) });
    }),
  );

  const deleteOne = (kind: ItemKind) => (req: Request, res: Response, view: Presenter) => {
    const id = parseId(req.params.id);
    const row = id === undefined ? undefined : kind === 'folder' ? view.tree.folder(id) : view.tables.files.get(id);
    const inSight = row && (kind === 'folder' ? view.tree.folderInSight(row as FolderRow) : view.tree.fileInSight(row as FileRow));
    if (!row || !inSight) return notFound(res, kind === 'folder' ? 'Folder not found.' : 'File not found.');
    trash(view.tables, callerId(req), kind === 'folder' ? [row.id] : [], kind === 'file' ? [row.id] : []);
    ok(res, { message: kind === 'folder' ? 'Folder deleted successfully.' : 'File deleted successfully.' });
  };
  router.delete('/delete-folder/:id', ...route(context, 'folders', deleteOne('folder')));
  router.delete('/delete-file/:id', ...route(context, 'files', deleteOne('file')));

  const deleteSeveral = (kind: ItemKind) => (req: Request, res: Response, view: Presenter) => {
    const ids = idsOf(params(req).ids);
    const inSight = (id: number) => {
      if (kind === 'folder') {
        const folder = view.tree.folder(id);
        return folder !== undefined && view.tree.folderInSight(folder);
      }
      const file = view.tables.files.get(id);
      return file !== undefined && view.tree.fileInSight(file);
    };
    if (ids.length === 0 || !ids.every(inSight)) return unprocessable(res, new FieldErrors().add('ids', writeMessages.ids));
    trash(view.tables, callerId(req), kind === 'folder' ? ids : [], kind === 'file' ? ids : []);
    ok(res, { message: `${ids.length} ${kind}${ids.length === 1 ? '' : 's'} deleted successfully.` });
  };
  router.delete('/delete-multiple-folders', ...route(context, 'folders', deleteSeveral('folder')));
  router.delete('/delete-multiple-files', ...route(context, 'files', deleteSeveral('file')));

  /** The rows a trash call names; answers 422 when one is unknown or none is named. */
  const trashItems = (req: Request, res: Response, view: Presenter) => {
    const { folderIds, fileIds } = itemsOf(req);
    const folders = folderIds.map((id) => view.tables.folders.get(id));
    const files = fileIds.map((id) => view.tables.files.get(id));
    if (folderIds.length + fileIds.length === 0) return void unprocessable(res, new FieldErrors().add('folder_ids', writeMessages.nothing));
    if (folders.includes(undefined) || files.includes(undefined))
      return void unprocessable(res, new FieldErrors().add('folder_ids', writeMessages.ids));
    return { folders: folders as FolderRow[], files: files as FileRow[] };
  };

  router.post(
    '/permanent-delete',
    ...route(context, 'manager', (req, res, view) => {
      const items = trashItems(req, res, view);
      if (!items) return;
      const notInTrash = [...items.folders.map((row) => ['folder', row] as const), ...items.files.map((row) => ['file', row] as const)]
        .filter(([, row]) => row.deleted_at === null)
        .map(([kind, row]): Conflict => ({ kind: 'not_in_trash', message: writeMessages.notInTrash(row.name), item_type: kind, item_id: row.id }));
      if (notInTrash.length > 0) return refuse(res, 'folder_ids', notInTrash);
      for (const folder of items.folders) purge(view.tables, treeOf(view.tables), 'folder', folder.id);
      for (const file of items.files) if (view.tables.files.get(file.id)) purge(view.tables, view.tree, 'file', file.id);
      ok(res, { message: 'Deleted permanently.' });
    }),
  );

  router.post(
    '/restore',
    ...route(context, 'manager', (req, res, view) => {
      const items = trashItems(req, res, view);
      if (!items) return;
      for (const folder of items.folders.filter((row) => row.deleted_at !== null)) {
        const tree = treeOf(view.tables);
        // Back where it was, or at the top when that folder is gone; a name taken there since gets a number.
        const parentId = folder.parent_id !== null && tree.inSight(folder.parent_id) ? folder.parent_id : null;
        const name = freeName(folder.name, (candidate) => tree.nameTaken(parentId, candidate));
        view.tables.folders.update(folder.id, { deleted_at: null, deleted_by: null, parent_id: parentId, name });
      }
      for (const file of items.files.filter((row) => row.deleted_at !== null)) {
        const tree = treeOf(view.tables);
        const folderId = file.folder_id !== null && tree.inSight(file.folder_id) ? file.folder_id : null;
        const name = freeName(file.name, (candidate) => tree.nameTaken(folderId, candidate));
        view.tables.files.update(file.id, { deleted_at: null, deleted_by: null, folder_id: folderId, name });
      }
      ok(res, { message: 'Restored successfully.' });
    }),
  );

  /** The folders and files in sight a copy or move names, and its target; answers 422 when something is wrong. */
  const transferItems = (req: Request, res: Response, view: Presenter) => {
    const { folderIds, fileIds } = itemsOf(req);
    if (folderIds.length + fileIds.length === 0) return void unprocessable(res, new FieldErrors().add('folder_ids', writeMessages.nothing));
    const target = folderIdParam(view, params(req).target_folder_id);
    if (target === undefined) return void unprocessable(res, new FieldErrors().add('target_folder_id', writeMessages.target));
    const folders = folderIds.map((id) => view.tree.folder(id));
    const files = fileIds.map((id) => view.tables.files.get(id));
    const folderGone = folders.some((folder) => !folder || !view.tree.folderInSight(folder));
    const fileGone = files.some((file) => !file || !view.tree.fileInSight(file));
    if (folderGone || fileGone) return void unprocessable(res, new FieldErrors().add('folder_ids', writeMessages.ids));
    return { target, folders: folders as FolderRow[], files: files as FileRow[] };
  };

  router.post(
    '/copy',
    ...route(context, 'manager', (req, res, view) => {
      const items = transferItems(req, res, view);
      if (!items) return;
      const cycles = cycleConflicts(view.tree, items.folders, items.target, true);
      if (cycles.length > 0) return refuse(res, 'target_folder_id', cycles);
      const by = callerId(req);
      for (const folder of items.folders) {
        const tree = treeOf(view.tables);
        copyFolder(
          view.tables,
          view.tree,
          folder,
          items.target,
          freeName(folder.name, (name) => tree.nameTaken(items.target, name)),
          by,
        );
      }
      for (const file of items.files) {
        const tree = treeOf(view.tables);
        copyFile(
          view.tables,
          file,
          items.target,
          freeName(file.name, (name) => tree.nameTaken(items.target, name)),
          by,
        );
      }
      const after = viewAfter(req, view);
      ok(res, { message: 'Copied successfully.', data: after.contents(items.target === null ? null : after.tree.folder(items.target)!) });
    }),
  );

  router.post(
    '/move',
    ...route(context, 'manager', (req, res, view) => {
      const items = transferItems(req, res, view);
      if (!items) return;
      const { target } = items;
      const folders = items.folders.filter((folder) => folder.parent_id !== target);
      const files = items.files.filter((file) => file.folder_id !== target);
      const conflicts = cycleConflicts(view.tree, folders, target, false);
      // A name already used in the target (or by another item moved along) is refused, not renamed.
      const arriving: string[] = [];
      for (const [kind, row] of [...folders.map((f) => ['folder', f] as const), ...files.map((f) => ['file', f] as const)]) {
        if (conflicts.some((conflict) => conflict.item_id === row.id && conflict.item_type === kind)) continue;
        const clash = view.tree.nameTaken(target, row.name) || arriving.some((name) => name.toLowerCase() === row.name.toLowerCase());
        if (clash) conflicts.push({ kind: 'duplicate_name', message: duplicateMessage(kind, row.name), item_type: kind, item_id: row.id });
        arriving.push(row.name);
      }
      if (conflicts.length > 0) return refuse(res, 'target_folder_id', conflicts);
      for (const folder of folders) view.tables.folders.update(folder.id, { parent_id: target });
      for (const file of files) view.tables.files.update(file.id, { folder_id: target });
      const after = viewAfter(req, view);
      ok(res, { message: 'Moved successfully.', data: after.contents(target === null ? null : after.tree.folder(target)!) });
    }),
  );
}

function viewAfter(req: Request, view: Presenter): Presenter {
  return view.refreshed(req);
}
