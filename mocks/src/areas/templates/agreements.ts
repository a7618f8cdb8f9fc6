// Customer agreements: POST customer-agreement (template_id, student_id) fills the template for the student and
// shares it with the student's family in the client portal, to sign; GET customer-agreement/{template_id} lists
// what was sent from a template. Each answer carries a fresh portal link for the family.
import type { RequestHandler, Router } from 'express';
import type { Db } from '../../db/index.js';
import { timestamp } from '../../kit/dates.js';
import { parseId } from '../../kit/ids.js';
import type { ResourceParts } from '../../kit/types.js';
import { callerOf } from '../../server/auth.js';
import { notFound, ok, unprocessable } from '../../server/replies.js';
import { FieldErrors } from '../../server/validation.js';
import { portalDocuments, portalKinds, type PortalDocument } from '../client-portal/documents.js';
import { presentLink } from '../client-portal/links.js';
import { fullName } from '../students/student.js';
import { students } from '../students/table.js';
import { fillTemplate } from './filled.js';
import type { DocumentTemplate } from './tables.js';

export function registerAgreements(router: Router, guards: RequestHandler[], parts: ResourceParts<DocumentTemplate>, db: Db): void {
  const documents = portalDocuments(db);
  const present = (row: PortalDocument) => {
    const student = students(db).find(row.student_id)!;
    return {
      id: row.id,
      template_id: row.template_id,
      student_id: row.student_id,
      student_name: fullName(student),
      title: row.title,
      sent_at: row.shared_at,
      signed: row.signed_at !== null,
      signed_at: row.signed_at,
      portal_link: presentLink(db, student),
    };
  };

  router.get('/customer-agreement/:templateId', ...guards, (req, res) => {
    const template = parts.table.find(parseId(req.params.templateId) ?? 0);
    if (!template || template.deleted_at) return void notFound(res, 'Template not found.');
    const sent = documents.active().filter((row) => row.template_id === template.id && students(db).find(row.student_id));
    ok(res, { data: sent.sort((a, b) => b.id - a.id).map(present) });
  });

  router.post('/customer-agreement', ...guards, async (req, res) => {
    const body = (req.body ?? {}) as Record<string, unknown>;
    const errors = new FieldErrors();
    const template = parts.table.find(parseId(body.template_id) ?? 0);
    if (!template || template.deleted_at) errors.add('template_id', 'The selected template id is invalid.');
    const studentId = parseId(body.student_id);
    const filled = template && studentId !== undefined ? await fillTemplate(template, studentId, db) : undefined;
    if (!filled) errors.add('student_id', body.student_id ? 'The selected student id is invalid.' : 'The student id field is required.');
    if (!errors.empty || !template || !filled) return void unprocessable(res, errors);
    const row = documents.insert({
      student_id: filled.student.id,
      template_id: template.id,
      title: template.name,
      kind: portalKinds.agreement,
      pdf: Buffer.from(filled.pdf),
      html: filled.html,
      signature_required: true,
      shared_by: callerOf(req).user.id,
      shared_at: timestamp(),
      signed_at: null,
      signature: null,
      signature_type: null,
      signature_key: null,
    });
    ok(res, { message: 'Agreement sent to the family.', data: present(row) });
  });
}
