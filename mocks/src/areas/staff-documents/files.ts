// A staff member's documents: staff-file (GET the list of one staff member with what their title requires, GET one,
// POST an upload, PUT a rename or replacement, DELETE), staff-download-files (every document in one ZIP),
// export-staff-file (who has which document, XLSX), and the documents saved as PDF one at a time or all together.
// A person may always reach their own documents; anyone else's need 'Staff List'. Files are checked by content
// (PDF, PNG, JPEG, DOCX) and size; their bytes are served inline at an unguessable storage address.
import type { Request, Response, Router } from 'express';
import { zipSync } from 'fflate';
import { holdsPermission } from '../auth/permissions.js';
import type { Db, User } from '../../db/index.js';
import { today, shiftDays } from '../../kit/dates.js';
import { offerFile } from '../../kit/export.js';
import { parseId } from '../../kit/ids.js';
import { toXlsx } from '../../kit/xlsx.js';
import type { AreaContext } from '../../server/area.js';
import { callerOf } from '../../server/auth.js';
import { forbidden, notFound, ok, unprocessable } from '../../server/replies.js';
import { FieldErrors, isBlank } from '../../server/validation.js';
import { contentOf, keepContent, maxStaffFileBytes, newStorageKey, staffFileKind, staffFileKinds, type StaffFileKind } from './contents.js';
import { mergedPdf, savesAsPdf } from './pdf.js';
import type { StaffFile } from './rows.js';
import { documentStatusOf, labelSettings, staffFiles } from './tables.js';
import { staffTitleOf } from './requirements.js';

export const staffFileMessages = {
  required: 'The file field is required.',
  type: 'The selected file type is not allowed. Only PDF, PNG, JPEG and DOCX is supported.',
  size: 'The file exceed the maximum allowed limit (10 MB).',
  notPdf: 'Only PDF and image documents can be saved as PDF.',
  nothingToSave: 'This staff member has no PDF or image documents to save.',
  nothingToZip: 'This staff member has no documents to download.',
} as const;

const storagePath = '/storage/staff-files';

/** A file name safe in a header and a ZIP: no path, no quotes, the extension its content has. */
function safeFileName(original: string, kind: StaffFileKind): string {
  const base =
    original
      .replace(/^.*[\\/]/, '')
      .replace(/\.[^.]*$/, '')
      .replace(/[^\w .()-]+/g, '')
      .trim() || 'document';
  return `${base.slice(0, 120)}.${kind === 'jpeg' ? 'jpg' : kind}`;
}

function present(req: Request, db: Db) {
  const names = new Map(db.users.all().map((user) => [user.id, user.name]));
  const base = `${req.protocol}://${req.get('host') ?? 'localhost'}${req.baseUrl}${storagePath}`;
  return ({ storage_key, uploaded_by, ...file }: StaffFile) => ({
    ...file,
    uploaded_by: uploaded_by === null ? null : (names.get(uploaded_by) ?? null),
    url: `${base}/${storage_key}/${encodeURIComponent(file.file_name)}`,
  });
}

/** The staff member a call names, when the caller may reach their documents; undefined after answering. */
function reachableStaff(req: Request, res: Response, db: Db, value: unknown, field = 'staff_id'): User | undefined {
  const id = parseId(value);
  const staff = id === undefined ? undefined : db.users.find(id);
  if (!staff) {
    unprocessable(res, new FieldErrors().add(field, isBlank(value) ? 'The staff id field is required.' : 'The selected staff id is invalid.'));
    return undefined;
  }
  const { user } = callerOf(req);
  if (user.id !== staff.id && !holdsPermission(user, 'Staff List')) {
    forbidden(res);
    return undefined;
  }
  return staff;
}

/** The file a path names, when the caller may reach its owner; undefined after answering. */
function reachableFile(req: Request, res: Response, db: Db): StaffFile | undefined {
  const id = parseId(req.params.id);
  const file = id === undefined ? undefined : staffFiles(db).find(id);
  if (!file) {
    notFound(res, 'Staff file not found.');
    return undefined;
  }
  return reachableStaff(req, res, db, file.staff_id) ? file : undefined;
}

interface CheckedUpload {
  kind: StaffFileKind;
  bytes: Buffer;
  originalName: string;
}

/** The uploaded `file`, checked by size and content; errors go to `errors`. */
function checkedUpload(req: Request, errors: FieldErrors, needed: boolean): CheckedUpload | undefined {
  const files = Array.isArray(req.files) ? req.files : [];
  const upload = files.find((file) => file.fieldname === 'file');
  if (!upload) {
    if (needed) errors.add('file', staffFileMessages.required);
    return undefined;
  }
  if (upload.size > maxStaffFileBytes) {
    errors.add('file', staffFileMessages.size);
    return undefined;
  }
  const kind = staffFileKind(upload.buffer);
  if (!kind) {
    errors.add('file', staffFileMessages.type);
    return undefined;
  }
  return { kind, bytes: upload.buffer, originalName: upload.originalname };
}

/** The label a write names (an active setting), or null for none; errors go to `errors`. */
function chosenLabel(db: Db, value: unknown, errors: FieldErrors) {
  if (isBlank(value)) return null;
  const id = parseId(value);
  const setting = id === undefined ? undefined : labelSettings(db).find(id);
  if (!setting || setting.status !== 1) {
    errors.add('label_id', 'The selected label id is invalid.');
    return undefined;
  }
  return setting;
}

function expiryFor(days: number | null | undefined): string | null {
  return days === null || days === undefined ? null : shiftDays(today(), days);
}

function slug(text: string): string {
  return (
    text
      .toLowerCase()
      .replace(/[^a-z0-9]+/g, '-')
      .replace(/^-|-$/g, '') || 'staff'
  );
}

export function registerStaffFiles(router: Router, { db, auth }: AreaContext): void {
  const table = staffFiles(db);
  const manager = auth.requirePermission('Staff List');

  // The bytes themselves, inline: the unguessable address is the credential, as with the API's storage links.
  router.get(`${storagePath}/:key/:name`, (req, res) => {
    const file = table.active().find((row) => row.storage_key === req.params.key);
    if (!file) {
      notFound(res, 'File not found.');
      return;
    }
    res
      .status(200)
      .type(file.mime_type)
      .set('Content-Disposition', `inline; filename="${file.file_name.replace(/"/g, '')}"`)
      .set('Cache-Control', 'private, no-store')
      .send(contentOf(db, file));
  });

  router.get('/staff-file', auth.required, (req, res) => {
    const staff = reachableStaff(req, res, db, req.query.staff_id);
    if (!staff) return;
    const show = present(req, db);
    const { requirements, pending } = documentStatusOf(db, staff);
    const files = table
      .active()
      .filter((file) => file.staff_id === staff.id)
      .sort((a, b) => b.id - a.id);
    ok(res, {
      data: {
        staff_id: staff.id,
        staff_name: staff.name,
        staff_title: staffTitleOf(db, staff)?.name ?? null,
        requirements: requirements.map(({ setting, state, file }) => ({
          label_id: setting.id,
          label: setting.label,
          required: setting.required,
          expires_after_days: setting.expires_after_days,
          state,
          file: file ? show(file) : null,
        })),
        files: files.map(show),
        pending_file_count: pending,
      },
    });
  });

  router.get('/staff-file/:id', auth.required, (req, res) => {
    const file = reachableFile(req, res, db);
    if (file) ok(res, { data: present(req, db)(file) });
  });

  router.post('/staff-file', auth.required, (req, res) => {
    const body = (req.body ?? {}) as Record<string, unknown>;
    const staff = reachableStaff(req, res, db, body.staff_id);
    if (!staff) return;
    const errors = new FieldErrors();
    const label = chosenLabel(db, body.label_id, errors);
    const upload = checkedUpload(req, errors, true);
    if (!errors.empty || !upload || label === undefined) return unprocessable(res, errors);
    const fileName = safeFileName(upload.originalName, upload.kind);
    const key = newStorageKey();
    keepContent(db, key, upload.bytes);
    const name = isBlank(body.name) ? (label?.label ?? fileName.replace(/\.[^.]*$/, '')) : String(body.name).trim();
    const file = table.insert({
      staff_id: staff.id,
      label_id: label?.id ?? null,
      label: label?.label ?? null,
      name,
      file_name: fileName,
      mime_type: staffFileKinds[upload.kind],
      size: upload.bytes.length,
      expires_on: expiryFor(label?.expires_after_days),
      storage_key: key,
      uploaded_by: callerOf(req).user.id,
    });
    ok(res, { message: 'File uploaded successfully.', data: present(req, db)(file) });
  });

  router.put('/staff-file/:id', auth.required, (req, res) => {
    const file = reachableFile(req, res, db);
    if (!file) return;
    const body = (req.body ?? {}) as Record<string, unknown>;
    const errors = new FieldErrors();
    const label = 'label_id' in body ? chosenLabel(db, body.label_id, errors) : undefined;
    const upload = checkedUpload(req, errors, false);
    if (!isBlank(body.name) && String(body.name).trim().length > 255) errors.add('name', 'The name field must not be greater than 255 characters.');
    if (!errors.empty) return unprocessable(res, errors);
    const changes: Partial<StaffFile> = {};
    if (!isBlank(body.name)) changes.name = String(body.name).trim();
    if (label !== undefined) Object.assign(changes, { label_id: label?.id ?? null, label: label?.label ?? null });
    if (upload) {
      // A replacement is a new upload: new bytes at a new address, and its label's validity counted from today.
      const key = newStorageKey();
      keepContent(db, key, upload.bytes);
      const setting = label !== undefined ? label : file.label_id === null ? null : labelSettings(db).get(file.label_id);
      Object.assign(changes, {
        file_name: safeFileName(upload.originalName, upload.kind),
        mime_type: staffFileKinds[upload.kind],
        size: upload.bytes.length,
        storage_key: key,
        expires_on: expiryFor(setting?.expires_after_days),
        uploaded_by: callerOf(req).user.id,
      });
    }
    const saved = table.update(file.id, changes)!;
    ok(res, { message: upload ? 'File replaced successfully.' : 'File updated successfully.', data: present(req, db)(saved) });
  });

  router.delete('/staff-file/:id', auth.required, (req, res) => {
    const file = reachableFile(req, res, db);
    if (!file) return;
    table.softDelete(file.id);
    ok(res, { message: 'File deleted successfully.' });
  });

  router.get('/staff-download-files', auth.required, (req, res) => {
    const staff = reachableStaff(req, res, db, req.query.staff_id);
    if (!staff) return;
    const files = table.active().filter((file) => file.staff_id === staff.id);
    if (files.length === 0) return unprocessable(res, new FieldErrors().add('staff_id', staffFileMessages.nothingToZip));
    const entries: Record<string, Uint8Array> = {};
    for (const file of files) {
      // Two documents of one name both go in: the later one numbered.
      let entry = file.file_name;
      for (let n = 2; entries[entry] !== undefined; n += 1) entry = file.file_name.replace(/(\.[^.]*)?$/, ` (${n})$1`);
      entries[entry] = contentOf(db, file);
    }
    const content = Buffer.from(zipSync(entries, { level: 6 }));
    ok(res, { data: offerFile(req, db, { fileName: `${slug(staff.name)}-documents.zip`, contentType: 'application/zip', content }) });
  });

  const savePdf = async (req: Request, res: Response, staff: User, files: readonly StaffFile[], fileName: string) => {
    const sources = files.flatMap((file) => {
      const bytes = contentOf(db, file);
      const kind = staffFileKind(bytes);
      return savesAsPdf(kind) ? [{ kind, bytes }] : [];
    });
    if (sources.length === 0)
      return unprocessable(res, new FieldErrors().add('file', files.length === 1 ? staffFileMessages.notPdf : staffFileMessages.nothingToSave));
    const content = await mergedPdf(sources, `${staff.name}: documents`);
    ok(res, { data: offerFile(req, db, { fileName, contentType: 'application/pdf', content }) });
  };

  router.post('/staff-file-type/save-pdf/:id', auth.required, async (req, res) => {
    const file = reachableFile(req, res, db);
    if (!file) return;
    await savePdf(req, res, db.users.get(file.staff_id)!, [file], `${slug(file.name)}.pdf`);
  });

  router.post('/staff-file-type/save-pdf-bulk', auth.required, async (req, res) => {
    const staff = reachableStaff(req, res, db, (req.body as Record<string, unknown> | undefined)?.staff_id);
    if (!staff) return;
    const files = table
      .active()
      .filter((file) => file.staff_id === staff.id)
      .sort((a, b) => a.id - b.id);
    await savePdf(req, res, staff, files, `${slug(staff.name)}-documents.pdf`);
  });

  // One row per staff member with a title, one column per label any title asks for.
  router.get('/export-staff-file', auth.required, manager, async (req, res) => {
    const labels = [
      ...new Set(
        labelSettings(db)
          .active()
          .filter((setting) => setting.status === 1)
          .map((setting) => setting.label),
      ),
    ].sort();
    const staff = db.users.active().filter((user) => staffTitleOf(db, user) !== undefined);
    const rows = staff.map((user) => {
      const { requirements, pending } = documentStatusOf(db, user);
      const byLabel = new Map(requirements.map((requirement) => [requirement.setting.label, requirement]));
      const cells = labels.map((label) => {
        const found = byLabel.get(label);
        if (!found) return 'Not required';
        if (found.state === 'uploaded') return `Uploaded ${found.file?.created_at.slice(0, 10) ?? ''}`.trim();
        return found.state === 'expired' ? `Expired ${found.file?.expires_on ?? ''}`.trim() : found.setting.required === 1 ? 'Pending' : 'Optional';
      });
      return [user.name, user.email, staffTitleOf(db, user)?.name ?? '', ...cells, pending];
    });
    const content = await toXlsx('Staff documents', ['Name', 'Email', 'Title', ...labels, 'Pending'], rows);
    const data = offerFile(req, db, {
      fileName: 'staff-documents.xlsx',
      contentType: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
      content,
    });
    ok(res, { message: 'Export generated successfully.', data });
  });
}
