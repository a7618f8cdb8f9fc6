// The calls around the templates: short codes and their check, the billing codes templates hold, the template of a
// service, a student, a session (guest or staff), the preview, clone, the PDF upload, verification and the
// note-helper lists.
import type { Request, Response, Router } from 'express';
import { superAdminType } from '../auth/permissions.js';
import { parseId } from '../../kit/ids.js';
import type { ResourceParts } from '../../kit/types.js';
import { timestamp } from '../../kit/dates.js';
import type { AreaContext } from '../../server/area.js';
import { callerOf } from '../../server/auth.js';
import { forbidden, notFound, ok, unprocessable } from '../../server/replies.js';
import { FieldErrors } from '../../server/validation.js';
import { sessionsTable } from '../appointments/tables.js';
import type { BillingCode } from '../billing-codes/billing-code.js';
import { billingCodesTable } from '../billing-codes/rules.js';
import { heldCodes, noTemplateMessage, templateFor, templatesForStudent } from './choose.js';
import { parentCategories, programTargets, studentPlaylist, studentTargets } from './note-helper.js';
import { checkedPdf, keepPdf, newStorageKey, pdfMessages, registerTemplateFiles, templatePdf } from './pdf.js';
import { previewOf } from './preview.js';
import { shortCodes, shortCodesIn, unknownShortCodes, unknownShortCodesMessage } from './short-codes.js';
import type { SessionTemplate } from './template.js';

export const templatePermission = 'Auto Generate Session';

export const templateMessages = {
  verifyNeedsSuperAdmin: 'Only a Super Admin can verify a session template.',
  alreadyVerified: 'This session template is already verified.',
  requested: 'Verification requested.',
  verified: 'Session template verified.',
  cloned: 'Session template cloned successfully.',
  uploaded: 'PDF uploaded successfully.',
  sessionNotFound: 'Session not found.',
} as const;

function body(req: Request): Record<string, unknown> {
  return typeof req.body === 'object' && req.body !== null ? (req.body as Record<string, unknown>) : {};
}

/** The distinct billing codes (by code) with their services, and the active template holding each. */
function hcodeList(context: AreaContext, table: ResourceParts<SessionTemplate>['table'], exceptId: number | undefined) {
  const codes = new Map<string, { hcode: string; description: string; service_ids: Set<number> }>();
  for (const row of context.db.table<BillingCode>(billingCodesTable).active()) {
    const code = row.code.toUpperCase();
    const entry = codes.get(code) ?? { hcode: code, description: row.description, service_ids: new Set<number>() };
    entry.service_ids.add(row.service_id);
    codes.set(code, entry);
  }
  const held = heldCodes(table, [...codes.keys()], exceptId);
  return [...codes.values()]
    .sort((a, b) => a.hcode.localeCompare(b.hcode))
    .map((entry) => ({
      hcode: entry.hcode,
      description: entry.description,
      service_ids: [...entry.service_ids].sort((a, b) => a - b),
      template_id: held.get(entry.hcode)?.id ?? null,
      template_name: held.get(entry.hcode)?.name ?? null,
    }));
}

export function registerTemplateRoutes(router: Router, context: AreaContext, parts: ResourceParts<SessionTemplate>): void {
  const { db, auth } = context;
  const { table } = parts;
  const signedIn = [auth.required];
  const builder = [auth.required, auth.requirePermission(templatePermission)];
  const sessions = () => sessionsTable(db);
  const answerTemplate = (res: Response, template: SessionTemplate | undefined, message = noTemplateMessage) => {
    if (!template) notFound(res, message);
    else ok(res, { data: parts.presenter()(template) });
  };
  /** The live template a body or path names; undefined after answering 404. */
  const named = (res: Response, value: unknown) => {
    const template = table.find(parseId(value) ?? 0);
    if (!template) notFound(res, 'Session template not found.');
    return template;
  };

  registerTemplateFiles(router, db);

  router.get('/session-template-short-codes', ...signedIn, (_req, res) => {
    ok(res, { data: shortCodes.map(({ code, label, example }) => ({ code, label, example })) });
  });

  router.post('/session-form-template-shortcode-check', ...signedIn, (req, res) => {
    const { texts } = body(req);
    const list = Array.isArray(texts) ? texts.filter((text): text is string => typeof text === 'string') : [];
    const unknown = unknownShortCodes(list);
    ok(res, {
      data: {
        ok: unknown.length === 0,
        used: shortCodesIn(list),
        unknown,
        message: unknown.length === 0 ? null : unknownShortCodesMessage(unknown),
      },
    });
  });

  router.get('/dynamic-session-template-hcodes', ...builder, (req, res) => {
    ok(res, { data: hcodeList(context, table, parseId(req.query.exclude_template_id)) });
  });

  router.get('/dynamic-session-template-preview/:id', ...builder, async (req, res) => {
    const template = parts.rowOf(req, res);
    if (!template) return;
    let session;
    if (req.query.session_id !== undefined && req.query.session_id !== '') {
      session = sessions().find(parseId(req.query.session_id) ?? 0);
      if (!session) return notFound(res, templateMessages.sessionNotFound);
    }
    ok(res, { data: await previewOf(req, db, template, session) });
  });

  router.post('/clone-dynamic-session-template/:id', ...builder, (req, res) => {
    const source = parts.rowOf(req, res);
    if (!source) return;
    const wanted = typeof body(req).name === 'string' ? String(body(req).name).trim() : '';
    const name = wanted || `${source.name} (copy)`;
    if (table.active().some((row) => row.name.toLowerCase() === name.toLowerCase())) {
      return unprocessable(res, new FieldErrors().add('name', 'The name has already been taken.'));
    }
    const { id: _id, created_at: _c, updated_at: _u, deleted_at: _d, ...copy } = source;
    const clone = table.insert({
      ...structuredClone(copy),
      name,
      hcodes: [],
      service_ids: [],
      status: 0,
      verification_status: 'Unverified',
      verification_requested_at: null,
      verification_note: null,
      verified_at: null,
      verified_by_name: null,
      cloned_from_id: source.id,
    });
    if (source.pdf_storage_key) {
      // The clone keeps its own copy of the PDF, so replacing one does not change the other.
      const key = newStorageKey();
      keepPdf(db, key, templatePdf(db, source)!, source.pdf_file_name ?? 'template.pdf');
      table.update(clone.id, { pdf_storage_key: key });
    }
    ok(res, { message: templateMessages.cloned, data: parts.presenter()(table.find(clone.id)!) });
  });

  router.post('/import-doc-dynamic-session-template/:id', ...builder, async (req, res) => {
    const template = parts.rowOf(req, res);
    if (!template) return;
    const errors = new FieldErrors();
    const upload = (Array.isArray(req.files) ? req.files : []).find((file) => file.fieldname === 'file');
    if (template.source_type !== 'pdf') errors.add('file', pdfMessages.notPdfTemplate);
    else if (!upload) errors.add('file', pdfMessages.required);
    if (!errors.empty || !upload) return unprocessable(res, errors);
    const checked = await checkedPdf(upload.buffer);
    if ('error' in checked) return unprocessable(res, errors.add('file', checked.error));
    const key = newStorageKey();
    const fileName =
      upload.originalname
        .replace(/^.*[\\/]/, '')
        .replace(/[^\w .()-]+/g, '')
        .trim() || 'template.pdf';
    keepPdf(db, key, upload.buffer, fileName.toLowerCase().endsWith('.pdf') ? fileName : `${fileName}.pdf`);
    const saved = table.update(template.id, {
      pdf_storage_key: key,
      pdf_file_name: fileName,
      pdf_page_count: checked.pages,
    })!;
    ok(res, { message: templateMessages.uploaded, data: parts.presenter()(saved) });
  });

  router.post('/request-verification', ...builder, (req, res) => {
    const template = named(res, body(req).id);
    if (!template) return;
    if (template.verification_status === 'Verified') {
      return unprocessable(res, new FieldErrors().add('id', templateMessages.alreadyVerified));
    }
    const note = typeof body(req).note === 'string' ? String(body(req).note).trim() || null : null;
    const saved = table.update(template.id, {
      verification_status: 'Requested',
      verification_requested_at: timestamp(),
      verification_note: note,
    })!;
    ok(res, { message: templateMessages.requested, data: parts.presenter()(saved) });
  });

  router.post('/verify-session-template', ...builder, (req, res) => {
    const { user } = callerOf(req);
    if (user.user_type !== superAdminType) return forbidden(res);
    const template = named(res, body(req).id);
    if (!template) return;
    const saved = table.update(template.id, {
      verification_status: 'Verified',
      verified_at: timestamp(),
      verified_by_name: user.name,
    })!;
    ok(res, { message: templateMessages.verified, data: parts.presenter()(saved) });
  });

  router.get('/session-form-parent-category', ...signedIn, (_req, res) => {
    ok(res, { data: parentCategories(db) });
  });

  router.get('/session-form-template-student/:id', ...signedIn, (req, res) => {
    const present = parts.presenter();
    ok(res, { data: templatesForStudent(db, table, parseId(req.params.id) ?? 0).map(present) });
  });

  const forSession = (req: Request, res: Response) => {
    const session = sessions().find(parseId(req.params.id) ?? 0);
    if (!session) return notFound(res, templateMessages.sessionNotFound);
    answerTemplate(res, templateFor(table, session.service_id, session.hcode));
  };
  router.get('/session-form-template-eventid/:id', ...signedIn, forSession);
  router.get('/guest-session-form-template/:id', ...signedIn, forSession);

  router.get('/template-by-service/:serviceId/:hcode', ...signedIn, (req, res) => {
    answerTemplate(res, templateFor(table, parseId(req.params.serviceId) ?? 0, String(req.params.hcode)));
  });

  router.post('/note-helper-program-target', ...signedIn, (req, res) => {
    const { student_id, program_category_id } = body(req);
    const studentId = parseId(student_id);
    if (studentId === undefined) return unprocessable(res, new FieldErrors().add('student_id', 'The student id field is required.'));
    ok(res, { data: studentTargets(db, studentId, parseId(program_category_id)) });
  });

  router.post('/note-helper-playlist', ...signedIn, (req, res) => {
    const { student_id, program_id } = body(req);
    const studentId = parseId(student_id);
    if (studentId === undefined) return unprocessable(res, new FieldErrors().add('student_id', 'The student id field is required.'));
    ok(res, { data: studentPlaylist(db, studentId, parseId(program_id)) });
  });

  router.post('/note-helper-programtarget', ...signedIn, (req, res) => {
    const programId = parseId(body(req).program_id);
    if (programId === undefined) return unprocessable(res, new FieldErrors().add('program_id', 'The program id field is required.'));
    const targets = programTargets(db, programId);
    if (!targets) return notFound(res, 'Program not found.');
    ok(res, { data: targets });
  });
}
