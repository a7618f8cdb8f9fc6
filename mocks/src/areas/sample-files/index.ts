// Sample files (create, read, update, delete, the list, a download URL by uuid; the /sample-files page): the paged
// list, an upload that replaces a type's sample (multipart: type, file), a download URL by uuid that serves the file
// without a bearer token (like a storage link) and delete. Behind the route label 'Sample Files'.
import { randomUUID } from 'node:crypto';
import type { Request, Response, Router } from 'express';
import { offerFile } from '../../kit/export.js';
import { readListQuery, textParam } from '../../kit/list-query.js';
import { applyFilters, applySearch, applySort } from '../../kit/list-rows.js';
import { paginate } from '../../kit/paginate.js';
import type { Area, AreaContext } from '../../server/area.js';
import { notFound, ok, unprocessable } from '../../server/replies.js';
import { FieldErrors } from '../../server/validation.js';
import { sampleFileView, type SampleFile } from './sample-file.js';
import { sampleTypes } from './sample-types.js';
import { seedSampleFiles } from './seed.js';

export const sampleFilePermission = 'Sample Files';
export const sampleFilesTable = 'sample_files';
export const sampleFileTypes: readonly string[] = sampleTypes.map((sample) => sample.type);

/** What a sample may be: the formats imports and conversions read. */
export const sampleFileExtensions = ['csv', 'txt', 'xlsx', 'xls', 'docx', 'doc'] as const;
export const maxSampleFileBytes = 10 * 1024 * 1024;

const mimeTypes: Readonly<Record<string, string>> = {
  csv: 'text/csv',
  txt: 'text/plain',
  xlsx: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
  xls: 'application/vnd.ms-excel',
  docx: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
  doc: 'application/msword',
};

function extensionOf(name: string): string | undefined {
  return /\.([^.]+)$/.exec(name)?.[1]?.toLowerCase();
}

function registerSampleFileCalls(router: Router, { db, auth }: AreaContext): void {
  const files = db.defineTable<SampleFile>(sampleFilesTable, seedSampleFiles);
  const guards = [auth.required, auth.requirePermission(sampleFilePermission)];
  const byUuid = (uuid: string | undefined) => files.active().find((file) => file.uuid === uuid);

  router.get('/sample-file', ...guards, (req, res) => {
    const query = readListQuery(req, 50);
    const rows = applySort(applySearch(applyFilters(files.active(), { type: 'type' }, query.params), ['type', 'file_name'], query.search), query);
    ok(res, { data: paginate(rows.map(sampleFileView), query.page, query.perPage) });
  });

  router.post('/sample-file', ...guards, (req: Request, res: Response) => {
    const body = (req.body ?? {}) as Record<string, unknown>;
    const upload = (Array.isArray(req.files) ? req.files : []).find((file) => file.fieldname === 'file');
    const type = textParam(body, 'type')?.trim();
    const errors = new FieldErrors();
    errors.required({ type }, ['type']);
    errors.oneOf('type', type, sampleFileTypes);
    const extension = upload ? extensionOf(upload.originalname) : undefined;
    if (!upload) errors.add('file', 'The file field is required.');
    else if (!extension || !(sampleFileExtensions as readonly string[]).includes(extension)) {
      errors.add('file', `The file field must be a file of type: ${sampleFileExtensions.join(', ')}.`);
    } else if (upload.size > maxSampleFileBytes) {
      errors.add('file', `The file field must not be greater than ${maxSampleFileBytes / 1024} kilobytes.`);
    }
    if (!errors.empty || !upload || !type || !extension) return unprocessable(res, errors);
    // A type has one sample: the new file replaces the old one (and its uuid).
    for (const old of files.active().filter((file) => file.type === type)) files.purge(old.id);
    const row = files.insert({
      uuid: randomUUID(),
      type,
      file_name: `${type}.${extension}`,
      mime_type: mimeTypes[extension]!,
      size: upload.size,
      content_base64: upload.buffer.toString('base64'),
    });
    ok(res, { message: 'Sample file uploaded successfully.', data: sampleFileView(row) });
  });

  // The download URL: a fresh, unguessable link to a copy of the file, served without a bearer token.
  router.get('/sample-file/:uuid', ...guards, (req: Request<{ uuid: string }>, res: Response) => {
    const file = byUuid(req.params.uuid);
    if (!file) return notFound(res, 'Sample file not found.');
    const contentType = file.mime_type === 'text/csv' ? 'text/csv; charset=utf-8' : file.mime_type;
    ok(res, { data: offerFile(req, db, { fileName: file.file_name, contentType, content: Buffer.from(file.content_base64, 'base64') }) });
  });

  router.delete('/sample-file/:uuid', ...guards, (req: Request<{ uuid: string }>, res: Response) => {
    const file = byUuid(req.params.uuid);
    if (!file) return notFound(res, 'Sample file not found.');
    files.purge(file.id);
    const redirectTo = textParam(req.query as Record<string, unknown>, 'redirect_to');
    ok(res, { message: 'Sample file deleted successfully.', ...(redirectTo !== undefined ? { redirect_to: redirectTo } : {}) });
  });
}

export const sampleFilesArea: Area = {
  name: 'sample-files',
  register: registerSampleFileCalls,
};

export { sampleTypes, type SampleType } from './sample-types.js';
export type { SampleFile, SampleFileView } from './sample-file.js';
