// GET template-preview/{id}?student_id=: the template filled from the student's record, as HTML to show and as a
// DOCX (Word templates) and a PDF to download (stand-in downloads, served like the exports).
import type { RequestHandler, Router } from 'express';
import type { Db } from '../../db/index.js';
import { offerFile } from '../../kit/export.js';
import { parseId } from '../../kit/ids.js';
import type { ResourceParts } from '../../kit/types.js';
import { ok, unprocessable } from '../../server/replies.js';
import { FieldErrors, isBlank } from '../../server/validation.js';
import { staffFileKinds } from '../staff-documents/contents.js';
import { fullName } from '../students/student.js';
import { fillTemplate } from './filled.js';
import type { DocumentTemplate } from './tables.js';

export function registerPreview(router: Router, guards: RequestHandler[], parts: ResourceParts<DocumentTemplate>, db: Db): void {
  router.get('/template-preview/:id', ...guards, async (req, res) => {
    const template = parts.rowOf(req, res);
    if (!template) return;
    const studentId = parseId(req.query.student_id);
    const filled = studentId === undefined ? undefined : await fillTemplate(template, studentId, db);
    if (!filled) {
      const message = isBlank(req.query.student_id) ? 'The student id field is required.' : 'The selected student id is invalid.';
      return void unprocessable(res, new FieldErrors().add('student_id', message));
    }
    const docx = filled.docx
      ? offerFile(req, db, { fileName: `${filled.baseName}.docx`, contentType: staffFileKinds.docx, content: filled.docx })
      : null;
    const pdf = offerFile(req, db, { fileName: `${filled.baseName}.pdf`, contentType: staffFileKinds.pdf, content: Buffer.from(filled.pdf) });
    ok(res, {
      data: {
        template_id: template.id,
        student_id: filled.student.id,
        student_name: fullName(filled.student),
        kind: template.kind,
        html: filled.html,
        docx,
        pdf,
        missing: filled.missing,
      },
    });
  });
}
