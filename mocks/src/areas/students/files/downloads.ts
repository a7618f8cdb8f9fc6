// Files the student calls prepare for download (exports). Each is kept in a table (so a reset forgets them) under
// an unguessable name and served, without a token, at GET student-download/{name}: the browser opens the URL the
// export answered, as the portal's download links do.
import { randomBytes } from 'node:crypto';
import type { Request, Router } from 'express';
import type { Db } from '../../../db/index.js';
import type { Row, Table } from '../../../db/table.js';
import { notFound } from '../../../server/replies.js';

export interface DownloadFile extends Row {
  name: string;
  file_name: string;
  mime_type: string;
  content: Buffer;
}

export const downloadsTable = 'student_downloads';

export const mimeTypes = {
  csv: 'text/csv; charset=utf-8',
  xlsx: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
} as const;

export function downloads(db: Db): Table<DownloadFile> {
  return db.defineTable<DownloadFile>(downloadsTable);
}

/** Keeps a file and answers the `{url, file_name}` the export calls return. */
export function offerDownload(
  db: Db,
  req: Request,
  file: { fileName: string; mimeType: string; content: Buffer },
): { url: string; file_name: string } {
  const name = randomBytes(16).toString('hex');
  downloads(db).insert({ name, file_name: file.fileName, mime_type: file.mimeType, content: file.content });
  const url = `${req.protocol}://${req.get('host')}/api/student-download/${name}`;
  return { url, file_name: file.fileName };
}

export function registerDownloads(router: Router, db: Db): void {
  const table = downloads(db);
  router.get('/student-download/:name', (req, res) => {
    const file = table.active().find((row) => row.name === req.params.name);
    if (!file) {
      notFound(res, 'File not found.');
      return;
    }
    res.setHeader('content-type', file.mime_type);
    res.setHeader('content-disposition', `attachment; filename="${file.file_name.replace(/"/g, '')}"`);
    res.status(200).send(file.content);
  });
}
