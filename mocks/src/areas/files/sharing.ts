// Sharing folders and files with staff members, optionally until an expiry date (the last day it shows), and the
// shared lists: what others shared with the signed-in person, hidden once the share has expired. Sharing again
// with the same person replaces the earlier share's expiry.
import type { Request, Router } from 'express';
import type { Db } from '../../db/index.js';
import { calendarDate, today } from '../../kit/dates.js';
import type { AreaContext } from '../../server/area.js';
import { ok, unprocessable } from '../../server/replies.js';
import { FieldErrors, isBlank } from '../../server/validation.js';
import { callerId, idsOf, params, route } from './access.js';
import { shareCurrent, type Presenter } from './present.js';
import type { ItemKind, ShareRow } from './rows.js';
import { sendPage } from './reads.js';

export const shareMessages = {
  staff: 'Select at least one staff member.',
  staffInvalid: 'The selected staff member is invalid.',
  expiry: 'The expiry date must be a real date, today or later.',
  items: 'Select at least one folder or file.',
  itemsInvalid: 'The selected folders or files are invalid.',
} as const;

function isStaff(db: Db, id: number): boolean {
  const user = db.users.find(id);
  return user !== undefined && user.user_type !== 'Parent' && user.status === 1;
}

/** What others shared with the caller and is still current, newest share first, of one kind. */
function sharedWithMe(req: Request, view: Presenter, kind: ItemKind): ShareRow[] {
  const me = callerId(req);
  return view.tables.shares
    .active()
    .filter((share) => share.item_type === kind && share.staff_id === me && share.shared_by !== me && shareCurrent(share))
    .sort((a, b) => b.created_at.localeCompare(a.created_at) || b.id - a.id);
}

export function registerSharing(router: Router, context: AreaContext): void {
  const { db } = context;

  router.post(
    '/share',
    ...route(context, 'manager', (req, res, view) => {
      const body = params(req);
      const errors = new FieldErrors();
      const folderIds = idsOf(body.folder_ids);
      const fileIds = idsOf(body.file_ids);
      const staffIds = idsOf(body.staff_ids);
      if (folderIds.length + fileIds.length === 0) errors.add('folder_ids', shareMessages.items);
      const folderGone = folderIds.some((id) => !view.tree.folder(id) || !view.tree.inSight(id));
      const fileGone = fileIds.some((id) => {
        const file = view.tables.files.get(id);
        return !file || !view.tree.fileInSight(file);
      });
      if (folderGone || fileGone) errors.add('folder_ids', shareMessages.itemsInvalid);
      if (staffIds.length === 0) errors.add('staff_ids', shareMessages.staff);
      else if (!staffIds.every((id) => isStaff(db, id))) errors.add('staff_ids', shareMessages.staffInvalid);
      const expiresOn = isBlank(body.expires_on) ? null : calendarDate(String(body.expires_on));
      if (expiresOn === undefined || (expiresOn !== null && expiresOn < today())) errors.add('expires_on', shareMessages.expiry);
      if (!errors.empty || expiresOn === undefined) return unprocessable(res, errors);
      const by = callerId(req);
      const items = [...folderIds.map((id) => ['folder', id] as const), ...fileIds.map((id) => ['file', id] as const)];
      for (const [kind, itemId] of items) {
        for (const staffId of staffIds) {
          const existing = view.tables.shares
            .active()
            .find((share) => share.item_type === kind && share.item_id === itemId && share.staff_id === staffId);
          if (existing) view.tables.shares.update(existing.id, { expires_on: expiresOn, shared_by: by });
          else view.tables.shares.insert({ item_type: kind, item_id: itemId, staff_id: staffId, shared_by: by, expires_on: expiresOn });
        }
      }
      ok(res, { message: 'Shared successfully.' });
    }),
  );

  router.get(
    '/shared-folders',
    ...route(context, null, (req, res, view) => {
      const folders = sharedWithMe(req, view, 'folder')
        .map((share) => view.tree.folder(share.item_id))
        .filter((folder) => folder !== undefined && view.tree.folderInSight(folder));
      sendPage(req, res, [...new Set(folders)], (folder) => view.folder(folder!));
    }),
  );

  router.get(
    '/shared-files',
    ...route(context, null, (req, res, view) => {
      const files = sharedWithMe(req, view, 'file')
        .map((share) => view.tables.files.get(share.item_id))
        .filter((file) => file !== undefined && view.tree.fileInSight(file));
      sendPage(req, res, [...new Set(files)], (file) => view.file(file!));
    }),
  );
}
