// GET get-user (the signed-in user, their meta and permissions) and GET staff-file-notification (the pending
// documents notice every user but the Super Admin gets).
import type { Router } from 'express';
import { callerOf } from '../../server/auth.js';
import type { AreaContext } from '../../server/area.js';
import { superAdminType } from './permissions.js';
import { imageBasePath } from './profile-images.js';
import { documentStatusOf } from '../staff-documents/index.js';

export const noPendingDocumentsMessage = 'No documents are awaiting upload.';

export function pendingDocumentsMessage(count: number): string {
  return `Please upload your pending documents: ${count} documents are awaiting upload`;
}

export function registerCurrentUser(router: Router, { auth, db }: AreaContext): void {
  router.get('/get-user', auth.required, (req, res) => {
    const { user } = callerOf(req);
    res.json({
      status: true,
      data: {
        id: user.id,
        name: user.name,
        first_name: user.first_name,
        last_name: user.last_name,
        email: user.email,
        user_type: user.user_type,
        user_meta: user.user_meta.map(({ meta_key, meta_value }) => ({ meta_key, meta_value })),
        imagebasepath: imageBasePath(req),
        permissions: user.permissions.map(({ label, sub_label, method }) => ({ label, sub_label, method })),
      },
    });
  });

  router.get('/staff-file-notification', auth.required, (req, res) => {
    const { user } = callerOf(req);
    if (user.user_type === superAdminType) {
      res.json({ status: true, message: noPendingDocumentsMessage, pending_file_count: 0 });
      return;
    }
    // Pending: the documents the person's title requires that they have not uploaded, or whose upload expired.
    const { pending } = documentStatusOf(db, user);
    res.json({
      status: true,
      message: pending > 0 ? pendingDocumentsMessage(pending) : noPendingDocumentsMessage,
      pending_file_count: pending,
    });
  });
}
