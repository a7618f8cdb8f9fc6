// Files in and out: several files uploaded at once (each checked by content and size, all refused when one is, so
// nothing half-lands), a file's content replaced, the bytes served at their storage address with their name, one
// file or several downloaded (several as a ZIP), and folders downloaded as a ZIP whose listing is the folder's,
// nested folders included.
import type { Request, Response, Router } from 'express';
import { zipSync, type Zippable } from 'fflate';
import { calendarDate } from '../../kit/dates.js';
import { parseId } from '../../kit/ids.js';
import { newStorageKey, sendStored, storedBytesOf } from '../../kit/stored-bytes.js';
import type { AreaContext } from '../../server/area.js';
import { notFound, ok, unprocessable } from '../../server/replies.js';
import { FieldErrors, isBlank } from '../../server/validation.js';
import { callerId, folderIdParam, idsOf, params, route } from './access.js';
import { readyTables } from './contents.js';
import { fileKindOf, fileKinds, fileMessages, isPreviewable, maxFileBytes } from './kinds.js';
import { duplicateMessage, nameProblem, sameName } from './names.js';
import { storagePath, type Presenter } from './present.js';
import type { FileRow, FolderRow } from './rows.js';
import { treeOf, type FolderTree } from './tree.js';

/** Prepared ZIPs kept for download; older ones are dropped beyond this many. */
const keptDownloads = 50;

interface Checked {
  name: string;
  mimeType: string;
  bytes: Buffer;
}

/** Multer reads part names as Latin-1; a browser (and the gateway) sends them as UTF-8 bytes. */
function utf8Name(name: string): string {
  // eslint-disable-next-line no-control-regex -- the range is all of Latin-1, which starts at U+0000
  if (/[^\u0000-\u00ff]/.test(name)) return name;
  try {
    return new TextDecoder('utf-8', { fatal: true }).decode(Buffer.from(name, 'latin1'));
  } catch {
    return name;
  }
}

function uploadsOf(req: Request, field: RegExp): Express.Multer.File[] {
  return (Array.isArray(req.files) ? req.files : []).filter((file) => field.test(file.fieldname));
}

/** One upload checked by name, size and content; what is wrong goes to `errors` under `key`. */
function checkUpload(upload: Express.Multer.File, key: string, errors: FieldErrors, name = utf8Name(upload.originalname)): Checked | undefined {
  const problem = nameProblem(name);
  const label = name.trim() || 'The file';
  if (problem) errors.add(key, `${label}: ${problem}`);
  else if (upload.size > maxFileBytes) errors.add(key, `${label}: ${fileMessages.size}`);
  else {
    const kind = fileKindOf(upload.buffer, name);
    if (!kind) errors.add(key, `${label}: ${fileMessages.type}`);
    else return { name: name.trim(), mimeType: fileKinds[kind], bytes: upload.buffer };
  }
  return undefined;
}

/** A folder's contents as ZIP entries: its folders as folders (empty ones kept), its files by name. */
function zipEntries(tree: FolderTree, folder: FolderRow, bytesOf: (file: FileRow) => Buffer): Zippable {
  const entries: Zippable = {};
  for (const file of tree.childFiles(folder.id)) entries[file.name] = bytesOf(file);
  for (const child of tree.childFolders(folder.id)) entries[child.name] = zipEntries(tree, child, bytesOf);
  return entries;
}

/** Names unique within one ZIP level: a later one gets a number. */
function uniqueEntry(entries: Zippable, name: string): string {
  let entry = name;
  for (let n = 2; entries[entry] !== undefined; n += 1) entry = name.replace(/(\.[^.]*)?$/, ` (${n})$1`);
  return entry;
}

export function registerTransfer(router: Router, context: AreaContext): void {
  const { db } = context;
  const downloads = () => storedBytesOf(db, 'file-downloads', keptDownloads);
  const downloadNames = new Map<string, string>();

  /** A prepared download: kept under a fresh key, served as an attachment with its name. */
  const offer = (req: Request, fileName: string, bytes: Buffer) => {
    const key = newStorageKey();
    downloads().keep(key, bytes);
    downloadNames.set(key, fileName);
    return {
      url: `${req.protocol}://${req.get('host') ?? 'localhost'}${req.baseUrl}${storagePath}/downloads/${key}/${encodeURIComponent(fileName)}`,
      file_name: fileName,
    };
  };

  // The bytes, at an unguessable address (the address is the credential, as the API's storage links are).
  router.get(`${storagePath}/downloads/:key/:name`, (req, res) => {
    const bytes = downloads().get(req.params.key);
    const fileName = downloadNames.get(req.params.key);
    if (!bytes || fileName === undefined) return notFound(res, 'File not found.');
    sendStored(res, { bytes, mimeType: 'application/zip', fileName, disposition: 'attachment' });
  });

  router.get(`${storagePath}/:key/:name`, async (req, res, next) => {
    try {
      const tables = await readyTables(db);
      const file = tables.files.all().find((row) => row.storage_key === req.params.key);
      // Only a file in sight: not in the trash, nor in a folder that is.
      const bytes = file && treeOf(tables).fileInSight(file) ? tables.bytes.get(file.storage_key) : undefined;
      if (!file || !bytes) return notFound(res, 'File not found.');
      const inline = isPreviewable(file.mime_type) && req.query.download === undefined;
      sendStored(res, { bytes, mimeType: file.mime_type, fileName: file.name, disposition: inline ? 'inline' : 'attachment' });
    } catch (error) {
      next(error);
    }
  });

  router.post(
    '/file-upload',
    ...route(context, 'files', (req, res, view) => {
      const body = params(req);
      const errors = new FieldErrors();
      const folderId = folderIdParam(view, body.folder_id);
      if (folderId === undefined) errors.add('folder_id', 'The selected folder is invalid.');
      const uploads = uploadsOf(req, /^files?(\[\d*\])?$/);
      if (uploads.length === 0) errors.add('files', fileMessages.required);
      const dates = (['start_date_of_auth', 'end_date_of_auth'] as const).map((key) => {
        const value = isBlank(body[key]) ? null : calendarDate(String(body[key]));
        if (value === undefined) errors.add(key, `The ${key.replace(/_/g, ' ')} field must be a valid date.`);
        return value ?? null;
      });
      const ids = (['student_id', 'funder_id', 'staff_id'] as const).map((key) => {
        const id = isBlank(body[key]) ? null : parseId(body[key]);
        if (id === undefined) errors.add(key, `The selected ${key.replace(/_id$/, '')} is invalid.`);
        return id ?? null;
      });
      const checked = uploads.map((upload, index) => checkUpload(upload, `files.${index}`, errors));
      // Every name must be free in the folder and used once in the batch.
      checked.forEach((file, index) => {
        if (!file || folderId === undefined) return;
        const twice = checked.slice(0, index).some((other) => other && sameName(other.name, file.name));
        if (twice || view.tree.nameTaken(folderId, file.name)) errors.add(`files.${index}`, duplicateMessage('file', file.name));
      });
      if (!errors.empty || folderId === undefined) return unprocessable(res, errors);
      const by = callerId(req);
      const folder = folderId === null ? undefined : view.tree.folder(folderId);
      const [studentId, funderId, staffId] = ids;
      const saved = (checked as Checked[]).map((file) => {
        const key = newStorageKey();
        view.tables.bytes.keep(key, file.bytes);
        return view.tables.files.insert({
          name: file.name,
          folder_id: folderId,
          mime_type: file.mimeType,
          size: file.bytes.length,
          storage_key: key,
          student_id: studentId ?? folder?.student_id ?? null,
          funder_id: funderId ?? null,
          staff_id: staffId ?? null,
          start_date_of_auth: dates[0] ?? null,
          end_date_of_auth: dates[1] ?? null,
          created_by: by,
          deleted_by: null,
        });
      });
      const after = view.refreshed(req);
      ok(res, { message: `${saved.length} file${saved.length === 1 ? '' : 's'} uploaded successfully.`, data: saved.map(after.file) });
    }),
  );

  router.post(
    '/update-file-upload/:id',
    ...route(context, 'files', (req, res, view) => {
      const id = parseId(req.params.id);
      const file = id === undefined ? undefined : view.tables.files.find(id);
      if (!file || !view.tree.fileInSight(file)) return notFound(res, 'File not found.');
      const body = params(req);
      const errors = new FieldErrors();
      const upload = uploadsOf(req, /^file$/)[0];
      if (!upload) return unprocessable(res, errors.add('file', 'The file field is required.'));
      const name = isBlank(body.name) ? file.name : String(body.name);
      const checked = checkUpload(upload, 'file', errors, name);
      if (checked && view.tree.nameTaken(file.folder_id, checked.name, { kind: 'file', id: file.id }))
        errors.add('name', duplicateMessage('file', checked.name));
      if (!errors.empty || !checked) return unprocessable(res, errors);
      const key = newStorageKey();
      view.tables.bytes.keep(key, checked.bytes);
      view.tables.bytes.drop(file.storage_key);
      const saved = view.tables.files.update(file.id, {
        name: checked.name,
        mime_type: checked.mimeType,
        size: checked.bytes.length,
        storage_key: key,
      })!;
      ok(res, { message: 'File replaced successfully.', data: view.refreshed(req).file(saved) });
    }),
  );

  const bytesOf = (view: Presenter) => (file: FileRow) => view.tables.bytes.get(file.storage_key) ?? Buffer.alloc(0);

  /** The files a download names, in sight; undefined after answering when one is not. */
  const filesNamed = (res: Response, view: Presenter, value: unknown): FileRow[] | undefined => {
    const files = idsOf(value).map((id) => view.tables.files.get(id));
    if (!files.every((file) => file !== undefined && view.tree.fileInSight(file))) return void notFound(res, 'File not found.');
    return files as FileRow[];
  };

  router.get(
    '/download-files',
    ...route(context, 'manager', (req, res, view) => {
      const files = filesNamed(res, view, params(req).file_ids);
      if (!files) return;
      if (files.length === 0) return unprocessable(res, new FieldErrors().add('file_ids', 'Select at least one file.'));
      if (files.length === 1) return ok(res, { data: { url: view.url(files[0]!, true), file_name: files[0]!.name } });
      const entries: Zippable = {};
      for (const file of files) entries[uniqueEntry(entries, file.name)] = bytesOf(view)(file);
      ok(res, { data: offer(req, 'files.zip', Buffer.from(zipSync(entries, { level: 6 }))) });
    }),
  );

  router.get(
    '/download-zipped-folders',
    ...route(context, 'manager', (req, res, view) => {
      const given = params(req);
      const folders = idsOf(given.folder_ids).map((id) => view.tree.folder(id));
      if (!folders.every((folder) => folder !== undefined && view.tree.folderInSight(folder))) return notFound(res, 'Folder not found.');
      const files = filesNamed(res, view, given.file_ids);
      if (!files) return;
      if (folders.length === 0) return unprocessable(res, new FieldErrors().add('folder_ids', 'Select at least one folder.'));
      const entries: Zippable = {};
      for (const folder of folders as FolderRow[]) entries[uniqueEntry(entries, folder.name)] = zipEntries(view.tree, folder, bytesOf(view));
      for (const file of files) entries[uniqueEntry(entries, file.name)] = bytesOf(view)(file);
      const fileName = folders.length === 1 && files.length === 0 ? `${folders[0]!.name}.zip` : 'folders.zip';
      ok(res, { data: offer(req, fileName, Buffer.from(zipSync(entries, { level: 6 }))) });
    }),
  );
}
