// A session's files (a data sheet, a scan of a paper note): GET get-session-files/{session_id}, POST
// update-session-files (several at once, each checked by content: PDF, PNG, JPEG or DOCX, at most 10 MB; one bad
// file refuses the call and nothing is kept), POST remove-session-files { id }. Bytes are served inline at an
// unguessable address.
import type { Request, RequestHandler, Router } from 'express';
import type { Db } from '../../db/index.js';
import { parseId } from '../../kit/ids.js';
import { listParams } from '../../kit/list-query.js';
import type { AreaContext } from '../../server/area.js';
import { callerOf } from '../../server/auth.js';
import { notFound, ok, unprocessable } from '../../server/replies.js';
import { FieldErrors } from '../../server/validation.js';
import { maxStaffFileBytes, staffFileKind, staffFileKinds } from '../staff-documents/contents.js';
import { staffFileMessages } from '../staff-documents/files.js';
import { reachableSession } from './reachable.js';
import { noteMessages } from './messages.js';
import { storageBase, storagePaths } from './present.js';
import type { SessionFileRow } from './rows.js';
import { bytesOf, keepBytes, newKey, sessionFilesTable } from './store.js';

/** Most files one call attaches, as the gateway's multipart limit. */
const maxFilesPerCall = 5;

function safeFileName(original: string, extension: string): string {
  const base =
    original
      .replace(/^.*[\\/]/, '')
      .replace(/\.[^.]*$/, '')
      .replace(/[^\w .()-]+/g, '')
      .trim() || 'file';
  return `${base.slice(0, 120)}.${extension}`;
}

function present(req: Request, db: Db) {
  const names = new Map(db.users.all().map((user) => [user.id, user.name]));
  const base = `${storageBase(req)}${storagePaths.file}`;
  return ({ storage_key, uploaded_by, ...file }: SessionFileRow) => ({
    ...file,
    uploaded_by: uploaded_by === null ? null : (names.get(uploaded_by) ?? null),
    url: `${base}/${storage_key}/${encodeURIComponent(file.file_name)}`,
  });
}

export function registerSessionFiles(router: Router, { db }: AreaContext, guard: RequestHandler[]): void {
  const table = sessionFilesTable(db);

  router.get(`${storagePaths.file}/:key/:name`, (req, res) => {
    const file = table.active().find((row) => row.storage_key === req.params.key);
    const bytes = file ? bytesOf(db, file.storage_key) : undefined;
    if (!file || !bytes) return notFound(res, 'File not found.');
    res
      .status(200)
      .type(file.mime_type)
      .set('Content-Disposition', `inline; filename="${file.file_name.replace(/"/g, '')}"`)
      .set('Cache-Control', 'private, no-store')
      .send(bytes);
  });

  router.get('/get-session-files/:session_id', ...guard, (req, res) => {
    const session = reachableSession(req, res, db, req.params.session_id);
    if (!session) return;
    const files = table
      .active()
      .filter((file) => file.session_id === session.id)
      .sort((a, b) => a.id - b.id);
    ok(res, { data: files.map(present(req, db)) });
  });

  router.post('/update-session-files', ...guard, (req, res) => {
    const session = reachableSession(req, res, db, listParams(req).session_id);
    if (!session) return;
    const uploads = (Array.isArray(req.files) ? req.files : []).filter(
      (file) => file.fieldname === 'files[]' || file.fieldname === 'files' || /^files\[\d+\]$/.test(file.fieldname),
    );
    const errors = new FieldErrors();
    if (uploads.length === 0) errors.add('files', noteMessages.noFiles);
    if (uploads.length > maxFilesPerCall) errors.add('files', noteMessages.tooManyFiles);
    const checked = uploads.map((upload, index) => {
      const kind = staffFileKind(upload.buffer);
      if (upload.size > maxStaffFileBytes) errors.add(`files.${index}`, staffFileMessages.size);
      else if (!kind) errors.add(`files.${index}`, staffFileMessages.type);
      return { upload, kind };
    });
    if (!errors.empty) return unprocessable(res, errors);
    const by = callerOf(req).user.id;
    const saved = checked.map(({ upload, kind }) => {
      const key = newKey();
      keepBytes(db, key, upload.buffer);
      const fileName = safeFileName(upload.originalname, kind === 'jpeg' ? 'jpg' : kind!);
      return table.insert({
        session_id: session.id,
        name: fileName.replace(/\.[^.]*$/, ''),
        file_name: fileName,
        mime_type: staffFileKinds[kind!],
        size: upload.size,
        storage_key: key,
        uploaded_by: by,
      });
    });
    ok(res, { message: `${saved.length} file(s) attached.`, data: saved.map(present(req, db)) });
  });

  router.post('/remove-session-files', ...guard, (req, res) => {
    const id = parseId(listParams(req).id);
    const file = id === undefined ? undefined : table.find(id);
    if (!file) return notFound(res, noteMessages.fileNotFound);
    if (!reachableSession(req, res, db, file.session_id)) return;
    table.softDelete(file.id);
    ok(res, { message: 'File removed.' });
  });
}
