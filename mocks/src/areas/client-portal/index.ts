// The client document portal, signed out: GET client-portal/{token} (the family's documents), GET
// client-portal/{token}/{id}, its PDF and signature at .../file and .../signature, and POST
// client-portal/{token}/{id}/sign (multipart, the signature as the signatures area reads it). Staff with 'Templates'
// make a link with POST client-portal-link (student_id). A token that does not work, for whatever reason, and a
// document that is not the family's, are answered with the same one message: nothing tells what exists.
import type { Request, Response } from 'express';
import { permissionGuards } from '../../kit/guards.js';
import { timestamp } from '../../kit/dates.js';
import { parseId } from '../../kit/ids.js';
import type { Area } from '../../server/area.js';
import { notFound, ok, unprocessable } from '../../server/replies.js';
import { FieldErrors } from '../../server/validation.js';
import { readSignature } from '../signatures/index.js';
import { fullName, type Student } from '../students/student.js';
import { students } from '../students/table.js';
import { newSignatureKey, portalDocuments, type PortalDocument } from './documents.js';
import { presentLink } from './links.js';
import { portalInvalidMessage, portalTokens } from './tokens.js';

export const portalMessages = {
  invalid: portalInvalidMessage,
  signed: 'Thank you: the document is signed.',
  alreadySigned: 'This document has already been signed.',
  noSignature: 'This document does not ask for a signature.',
} as const;

export const clientPortalArea: Area = {
  name: 'client-portal',
  register(router, { db, auth }) {
    const documents = portalDocuments(db);
    const tokens = portalTokens(db);

    const base = (req: Request, token: string) =>
      `${req.protocol}://${req.get('host') ?? 'localhost'}${req.baseUrl}/client-portal/${encodeURIComponent(token)}`;

    const present = (req: Request, token: string) => (row: PortalDocument) => ({
      id: row.id,
      title: row.title,
      kind: row.kind,
      shared_at: row.shared_at,
      signature_required: row.signature_required,
      signed: row.signed_at !== null,
      signed_at: row.signed_at,
      signature_url: row.signature_key ? `${base(req, token)}/${row.id}/signature/${row.signature_key}` : null,
      html: row.html,
      url: `${base(req, token)}/${row.id}/file`,
    });

    /** The family a token names, or undefined after the one plain answer. */
    const familyOf = (req: Request, res: Response): { student: Student; token: string } | undefined => {
      const token = String(req.params.token ?? '');
      const found = tokens.check(token);
      if (!found) return void notFound(res, portalMessages.invalid);
      return { student: found.student, token };
    };

    const sharedWith = (student: Student) => documents.active().filter((row) => row.student_id === student.id);

    /** The family's document a path names; another family's is answered as a bad link is. */
    const documentOf = (req: Request, res: Response) => {
      const family = familyOf(req, res);
      if (!family) return undefined;
      const row = sharedWith(family.student).find((entry) => entry.id === parseId(req.params.id));
      if (!row) return void notFound(res, portalMessages.invalid);
      return { ...family, row };
    };

    router.post('/client-portal-link', ...permissionGuards(auth, 'Templates'), (req, res) => {
      const body = (req.body ?? {}) as Record<string, unknown>;
      const student = students(db).find(parseId(body.student_id) ?? 0);
      if (!student || student.deleted_at) {
        const message = body.student_id ? 'The selected student id is invalid.' : 'The student id field is required.';
        return void unprocessable(res, new FieldErrors().add('student_id', message));
      }
      ok(res, { message: 'Portal link created.', data: presentLink(db, student) });
    });

    router.get('/client-portal/:token', auth.optional, (req, res) => {
      const family = familyOf(req, res);
      if (!family) return;
      const { student, token } = family;
      const parent = student.parent_id ? db.users.find(student.parent_id) : undefined;
      const expires = tokens.check(token)!.link.expiresAt;
      ok(res, {
        data: {
          student_name: fullName(student),
          family_name: parent?.name ?? student.guardian_name ?? `Family of ${fullName(student)}`,
          expires_at: timestamp(expires),
          documents: sharedWith(student)
            .sort((a, b) => b.id - a.id)
            .map(present(req, token)),
        },
      });
    });

    router.get('/client-portal/:token/:id', auth.optional, (req, res) => {
      const found = documentOf(req, res);
      if (found) ok(res, { data: present(req, found.token)(found.row) });
    });

    // The files are served under the token, so a link that stops working stops serving them too.
    router.get('/client-portal/:token/:id/file', (req, res) => {
      const found = documentOf(req, res);
      if (!found) return;
      const name = `${found.row.title.replace(/[^\w .()-]+/g, '').trim() || 'document'}.pdf`;
      res.status(200).type('application/pdf').set('Content-Disposition', `inline; filename="${name}"`).send(found.row.pdf);
    });

    router.get('/client-portal/:token/:id/signature/:key', (req, res) => {
      const found = documentOf(req, res);
      if (!found) return;
      const { row } = found;
      if (!row.signature || row.signature_key !== req.params.key) return void notFound(res, 'File not found.');
      res
        .status(200)
        .type(row.signature_type ?? 'image/png')
        .send(row.signature);
    });

    router.post('/client-portal/:token/:id/sign', auth.optional, (req, res) => {
      const found = documentOf(req, res);
      if (!found) return;
      const errors = new FieldErrors();
      if (!found.row.signature_required) return void unprocessable(res, errors.add('signature', portalMessages.noSignature));
      if (found.row.signed_at) return void unprocessable(res, errors.add('signature', portalMessages.alreadySigned));
      const signature = readSignature(req, errors);
      if (!signature) return void unprocessable(res, errors);
      const row = documents.update(found.row.id, {
        signed_at: timestamp(),
        signature: signature.bytes,
        signature_type: signature.mimeType,
        signature_key: newSignatureKey(),
      })!;
      ok(res, { message: portalMessages.signed, data: present(req, found.token)(row) });
    });
  },
};
