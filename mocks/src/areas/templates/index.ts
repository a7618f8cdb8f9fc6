// Document templates: document-template (paged list, detail, soft delete, deleted list, restore, permanent delete;
// create and update are multipart with the body), template-merge-fields, document-template-placements/{id} (the
// PDF editor's placed fields), document-template-approve/{id}, template-preview/{id}?student_id= (filled as HTML,
// DOCX and PDF), template-comment, customer-agreement; and the short codes (template-short-code). Behind
// 'Templates'; short codes behind 'Template Short Code'.
import type { NewRow } from '../../db/table.js';
import { defineResource } from '../../kit/index.js';
import { timestamp } from '../../kit/dates.js';
import { permissionGuards } from '../../kit/guards.js';
import type { Area } from '../../server/area.js';
import { ok, unprocessable } from '../../server/replies.js';
import { FieldErrors } from '../../server/validation.js';
import { registerAgreements } from './agreements.js';
import { registerComments } from './comments.js';
import { mergeFields } from './merge-fields.js';
import { registerPlacements } from './placements.js';
import { registerPreview } from './preview.js';
import { seedTemplates } from './seed.js';
import { shortCodeResource } from './short-codes.js';
import { activeShortCodes, templateCodes, templateComments, type DocumentTemplate } from './tables.js';
import { knownCodes, templateValues } from './writes.js';

export const templatesPermission = 'Templates';

export const documentTemplateResource = defineResource<DocumentTemplate>({
  name: 'template',
  type: 'DocumentTemplate',
  // The create and update calls take the template's file (multipart): the routes below serve them.
  paths: { create: null, update: null },
  table: 'document_templates',
  permission: templatesPermission,
  searchable: ['name', 'description', 'file_name'],
  hooks: {
    present: (db) => {
      const known = knownCodes(db);
      const counts = new Map<number, number>();
      for (const comment of templateComments(db).active()) counts.set(comment.template_id, (counts.get(comment.template_id) ?? 0) + 1);
      // The body and its storage name stay in the stand-in.
      return (row: DocumentTemplate) => {
        const { body: _body, storage_key: _key, codes: _codes, ...shown } = row;
        return { ...shown, fields: templateCodes(row, known), comment_count: counts.get(row.id) ?? 0 };
      };
    },
    routes: (router, { db, auth }, parts) => {
      const guards = permissionGuards(auth, templatesPermission);

      router.get('/template-merge-fields', ...guards, (_req, res) => {
        const own = activeShortCodes(db).map((row) => ({ code: row.code, label: row.code, description: row.value, short_code: true }));
        ok(res, { data: [...mergeFields(), ...own] });
      });

      // Express 5 passes a rejected handler's error on.
      router.post('/document-template', ...guards, async (req, res) => {
        const values = await templateValues(req, db);
        if (values instanceof FieldErrors) return void unprocessable(res, values);
        const row = parts.table.insert({ ...values, created_at: timestamp() } as NewRow<DocumentTemplate>);
        ok(res, { message: 'Template created successfully.', data: parts.presenter()(row) });
      });

      router.post('/document-template/:id', ...guards, async (req, res) => {
        const existing = parts.rowOf(req, res);
        if (!existing) return;
        const values = await templateValues(req, db, existing);
        if (values instanceof FieldErrors) return void unprocessable(res, values);
        ok(res, { message: 'Template updated successfully.', data: parts.presenter()(parts.table.update(existing.id, values)!) });
      });

      registerPlacements(router, guards, parts, db);
      registerPreview(router, guards, parts, db);
      registerComments(router, guards, parts, db);
      registerAgreements(router, guards, parts, db);
    },
  },
  seed: seedTemplates,
});

export const templatesArea: Area = {
  name: 'templates',
  after: ['students'],
  register(router, context) {
    // Short codes first: the templates' checks read them.
    shortCodeResource.register(router, context);
    documentTemplateResource.register(router, context);
  },
};
