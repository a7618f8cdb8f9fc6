// The file manager's reads: folders (the top or one folder's), every folder (the tree, the picker), a folder's
// parents, the file list (page 1, 50 a page, searched and filtered), a folder's files, file search, a folder's
// contents, the students' dropbox, one folder or file, and the trash.
import type { Request, Response, Router } from 'express';
import { calendarDate } from '../../kit/dates.js';
import { parseId } from '../../kit/ids.js';
import { readListQuery, textParam } from '../../kit/list-query.js';
import { paginate } from '../../kit/paginate.js';
import type { AreaContext } from '../../server/area.js';
import { notFound, ok } from '../../server/replies.js';
import { params, route } from './access.js';
import { byName, type Presenter } from './present.js';
import type { FileRow, FolderRow } from './rows.js';

export const filesPerPage = 50;

export function sendPage<T, U>(req: Request, res: Response, rows: readonly T[], present: (row: T) => U): void {
  const query = readListQuery(req, filesPerPage);
  const page = paginate(rows, query.page, query.perPage);
  ok(res, { data: { ...page, data: page.data.map(present) } });
}

/** By `sort_field_name` (name, size, created_at, updated_at, deleted_at) in `sort_by`'s direction; by name otherwise. */
function sorted<T extends FolderRow | FileRow>(req: Request, rows: readonly T[]): T[] {
  const query = readListQuery(req, filesPerPage);
  const field = query.sortField as keyof T | undefined;
  if (!field || !['name', 'size', 'created_at', 'updated_at', 'deleted_at'].includes(String(field))) return byName(rows);
  const sign = query.sortBy === 'asc' ? 1 : -1;
  return [...rows].sort((a, b) => {
    const [x, y] = [a[field], b[field]];
    const order = typeof x === 'number' && typeof y === 'number' ? x - y : String(x ?? '').localeCompare(String(y ?? ''));
    return sign * order || a.id - b.id;
  });
}

function matches(name: string, search: string): boolean {
  return search === '' || name.toLowerCase().includes(search.toLowerCase());
}

/** The file list's filters; an authorization date that is not a real calendar date is dropped, not applied. */
function fileFilter(req: Request): (file: FileRow) => boolean {
  const given = params(req);
  const id = (key: string) => parseId(textParam(given, key));
  const date = (key: string) => {
    const text = textParam(given, key);
    return text === undefined ? undefined : calendarDate(text);
  };
  const [folderId, studentId, funderId, staffId] = ['folder_id', 'student_id', 'funder_id', 'staff_id'].map(id);
  const [from, to] = [date('start_date_of_auth'), date('end_date_of_auth')];
  return (file) =>
    (folderId === undefined || file.folder_id === folderId) &&
    (studentId === undefined || file.student_id === studentId) &&
    (funderId === undefined || file.funder_id === funderId) &&
    (staffId === undefined || file.staff_id === staffId) &&
    // An authorization overlapping the asked range.
    (from === undefined || (file.end_date_of_auth !== null && file.end_date_of_auth >= from)) &&
    (to === undefined || (file.start_date_of_auth !== null && file.start_date_of_auth <= to));
}

function folderInSight(req: Request, res: Response, view: Presenter, value: unknown): FolderRow | undefined {
  const id = parseId(value);
  const folder = id === undefined ? undefined : view.tree.folder(id);
  if (!folder || !view.tree.folderInSight(folder)) {
    notFound(res, 'Folder not found.');
    return undefined;
  }
  return folder;
}

/** A student's own folders at their top: the student's folders whose parent is not also theirs. */
function studentRoots(view: Presenter, studentId?: number): FolderRow[] {
  return view.tables.folders.active().filter((folder) => {
    if (folder.student_id === null || (studentId !== undefined && folder.student_id !== studentId)) return false;
    const parent = folder.parent_id === null ? undefined : view.tree.folder(folder.parent_id);
    return parent?.student_id !== folder.student_id && view.tree.folderInSight(folder);
  });
}

export function registerReads(router: Router, context: AreaContext): void {
  const liveFolders = (view: Presenter) => view.tables.folders.active().filter((folder) => view.tree.folderInSight(folder));
  const liveFiles = (view: Presenter) => view.tables.files.active().filter((file) => view.tree.fileInSight(file));

  router.get(
    '/folders',
    ...route(context, 'folders', (req, res, view) => {
      const given = params(req);
      const search = readListQuery(req, filesPerPage).search;
      const parentId = parseId(textParam(given, 'parent_id'));
      const studentId = parseId(textParam(given, 'student_id'));
      if (parentId !== undefined && !folderInSight(req, res, view, parentId)) return;
      const rows = liveFolders(view).filter(
        (folder) =>
          // One folder's folders; with a search and no folder, every folder; else the top.
          (parentId !== undefined ? folder.parent_id === parentId : search !== '' || folder.parent_id === null) &&
          (studentId === undefined || folder.student_id === studentId) &&
          matches(folder.name, search),
      );
      sendPage(req, res, sorted(req, rows), view.folder);
    }),
  );

  router.get(
    '/folders-all',
    ...route(context, 'manager', (_req, res, view) => {
      ok(res, { data: byName(liveFolders(view)).map(view.folder) });
    }),
  );

  router.get(
    '/get-folders-list',
    ...route(context, 'manager', (_req, res, view) => {
      // As choices: ordered by their whole path, so a folder comes right after its parent.
      const pathName = (folder: FolderRow) =>
        view.tree
          .path(folder.id)
          .map((crumb) => crumb.name)
          .join('\u0000');
      const rows = liveFolders(view).sort((a, b) => pathName(a).localeCompare(pathName(b), undefined, { sensitivity: 'base', numeric: true }));
      ok(res, { data: rows.map(view.folder) });
    }),
  );

  router.get(
    '/folder/parents',
    ...route(context, 'manager', (req, res, view) => {
      const folder = folderInSight(req, res, view, textParam(params(req), 'folder_id'));
      if (folder) ok(res, { data: view.tree.path(folder.id) });
    }),
  );

  router.get(
    '/files',
    ...route(context, 'files', (req, res, view) => {
      const search = readListQuery(req, filesPerPage).search;
      const keep = fileFilter(req);
      sendPage(
        req,
        res,
        sorted(
          req,
          liveFiles(view).filter((file) => keep(file) && matches(file.name, search)),
        ),
        view.file,
      );
    }),
  );

  router.get(
    '/filesByFolder/:id',
    ...route(context, 'files', (req, res, view) => {
      const folder = folderInSight(req, res, view, req.params.id);
      if (!folder) return;
      const search = readListQuery(req, filesPerPage).search;
      sendPage(
        req,
        res,
        sorted(
          req,
          view.tree.childFiles(folder.id).filter((file) => matches(file.name, search)),
        ),
        view.file,
      );
    }),
  );

  router.get(
    '/search-files',
    ...route(context, 'files', (req, res, view) => {
      const search = readListQuery(req, filesPerPage).search;
      sendPage(
        req,
        res,
        sorted(
          req,
          liveFiles(view).filter((file) => matches(file.name, search)),
        ),
        view.file,
      );
    }),
  );

  router.get(
    '/get-files-folders',
    ...route(context, 'manager', (req, res, view) => {
      const value = textParam(params(req), 'folder_id');
      if (value === undefined || value === '') return ok(res, { data: view.contents(null) });
      const folder = folderInSight(req, res, view, value);
      if (folder) ok(res, { data: view.contents(folder) });
    }),
  );

  router.get(
    '/get-folder-data/:id',
    ...route(context, 'folders', (req, res, view) => {
      const folder = folderInSight(req, res, view, req.params.id);
      if (folder) ok(res, { data: view.contents(folder) });
    }),
  );

  router.get(
    '/show-folder-details/:id',
    ...route(context, 'folders', (req, res, view) => {
      const folder = folderInSight(req, res, view, req.params.id);
      if (folder) ok(res, { data: view.folder(folder) });
    }),
  );

  router.get(
    '/get-file-details/:id',
    ...route(context, 'files', (req, res, view) => {
      const id = parseId(req.params.id);
      const file = id === undefined ? undefined : view.tables.files.find(id);
      if (!file || !view.tree.fileInSight(file)) return notFound(res, 'File not found.');
      ok(res, { data: view.file(file) });
    }),
  );

  router.get(
    '/dropbox',
    ...route(context, 'manager', (req, res, view) => {
      sendPage(req, res, byName(studentRoots(view)), view.folder);
    }),
  );

  router.get(
    '/dropbox-item',
    ...route(context, 'manager', (req, res, view) => {
      const given = params(req);
      const studentId = parseId(textParam(given, 'student_id'));
      if (studentId === undefined) return notFound(res, 'Student not found.');
      const folderValue = textParam(given, 'folder_id');
      if (folderValue !== undefined && folderValue !== '') {
        const folder = folderInSight(req, res, view, folderValue);
        if (!folder) return;
        if (folder.student_id !== studentId) return notFound(res, 'Folder not found.');
        return ok(res, { data: view.contents(folder) });
      }
      // The student's top: their own folders, and their files that sit in no folder of theirs.
      const files = liveFiles(view).filter((file) => {
        if (file.student_id !== studentId) return false;
        const folder = file.folder_id === null ? undefined : view.tree.folder(file.folder_id);
        return folder?.student_id !== studentId;
      });
      ok(res, { data: { folder: null, folders: byName(studentRoots(view, studentId)).map(view.folder), files: byName(files).map(view.file) } });
    }),
  );

  // The trash: what was deleted itself (not what went with a deleted folder), latest first.
  const latestFirst = <T extends { deleted_at: string | null; id: number }>(rows: T[]) =>
    rows.sort((a, b) => String(b.deleted_at).localeCompare(String(a.deleted_at)) || b.id - a.id);
  router.get(
    '/deleted-folders',
    ...route(context, 'folders', (req, res, view) => {
      sendPage(req, res, latestFirst(view.tables.folders.deleted()), view.folder);
    }),
  );
  router.get(
    '/deleted-files',
    ...route(context, 'files', (req, res, view) => {
      sendPage(req, res, latestFirst(view.tables.files.deleted()), view.file);
    }),
  );
}
