// Session templates: the setup list of every template (session-template, behind 'hcodes-list', soft-deletable)
// and the builder's calls over the same rows (dynamic-session-template, behind 'Auto Generate Session'), with the
// short codes, the template of a service, student or session, preview, clone, the PDF of a PDF template,
// verification and the note-helper lists. Both check a template the same way before it is saved.
import type { Db } from '../../db/index.js';
import { defineResource } from '../../kit/index.js';
import type { HookContext, ResourceDeclaration, ResourceHooks } from '../../kit/types.js';
import type { Area } from '../../server/area.js';
import { FieldErrors } from '../../server/validation.js';
import { heldCodes } from './choose.js';
import { apiBase, fileUrl, templatePdf } from './pdf.js';
import { checkSections, readTemplate } from './read.js';
import { registerTemplateRoutes, templatePermission } from './routes.js';
import { seedSessionTemplates } from './seed.js';
import { templatesTable, type SessionTemplate } from './template.js';

export { fillShortCodes, shortCodes, shortCodeValues, targetsRun } from './short-codes.js';
export { templateFor } from './choose.js';
export { templatesTable, fieldsOf, type SessionTemplate, type TemplateField, type TemplateSection } from './template.js';

/** The address the stand-in answers at, as the last call to a template path saw it (for the PDF's address). */
const bases = new WeakMap<Db, string>();

function beforeSave(values: Partial<SessionTemplate>, errors: FieldErrors, context: HookContext<SessionTemplate>): Partial<SessionTemplate> {
  const merged = { ...context.existing, ...values } as Partial<SessionTemplate>;
  const sourceType = merged.source_type ?? 'dynamic';
  const pages = sourceType === 'pdf' && merged.pdf_page_count ? merged.pdf_page_count : null;
  if (values.sections) checkSections(values.sections, errors, pages);
  if (values.hcodes && (merged.status ?? 1) === 1) {
    for (const [code, holder] of heldCodes(context.table, values.hcodes, context.existing?.id)) {
      errors.add('hcodes', `${code} is already used by the session template ${holder.name}.`);
    }
  }
  return context.existing ? values : { source_type: sourceType, ...values };
}

function present(db: Db) {
  const base = bases.get(db);
  return ({ pdf_storage_key, verification_note: _note, ...row }: SessionTemplate) => {
    if (pdf_storage_key) templatePdf(db, { ...row, pdf_storage_key, verification_note: null });
    return {
      ...row,
      pdf_url: pdf_storage_key && base ? fileUrl(base, pdf_storage_key, row.pdf_file_name ?? 'template.pdf') : null,
    };
  };
}

const hooks: ResourceHooks<SessionTemplate> = { read: readTemplate, beforeSave, present };

const common: Omit<ResourceDeclaration<SessionTemplate>, 'name' | 'type' | 'paths' | 'permission'> = {
  table: templatesTable,
  unique: ['name'],
  searchable: ['name', 'description'],
  // A template holds many codes and services: each filter matches any of them.
  filters: {
    hcode: (row, values) => values.some((code) => row.hcodes.includes(code.toUpperCase())),
    service_id: (row, values) => values.some((id) => row.service_ids.includes(Number(id))),
  },
  defaults: {
    description: null,
    sections: [],
    hcodes: [],
    service_ids: [],
    guardian_signature_required: false,
    status: 1,
    verification_status: 'Unverified',
    verification_requested_at: null,
    verification_note: null,
    verified_at: null,
    verified_by_name: null,
    pdf_file_name: null,
    pdf_storage_key: null,
    pdf_page_count: null,
    cloned_from_id: null,
  },
};

export const sessionTemplateResource = defineResource<SessionTemplate>({
  ...common,
  name: 'session template',
  type: 'SessionTemplate',
  permission: 'hcodes-list',
  hooks,
  seed: seedSessionTemplates,
});

export const dynamicSessionTemplateResource = defineResource<SessionTemplate>({
  ...common,
  name: 'session template',
  type: 'DynamicSessionTemplate',
  permission: templatePermission,
  hooks: { ...hooks, routes: registerTemplateRoutes },
});

const templatePaths = [
  '/session-template',
  '/deleted-session-template',
  '/dynamic-session-template',
  '/clone-dynamic-session-template',
  '/import-doc-dynamic-session-template',
  '/request-verification',
  '/verify-session-template',
  '/session-form-template-student',
  '/guest-session-form-template',
  '/session-form-template-eventid',
  '/template-by-service',
];

export const sessionTemplatesArea: Area = {
  name: 'session-templates',
  register(router, context) {
    router.use((req, _res, next) => {
      if (templatePaths.some((path) => req.path === path || req.path.startsWith(`${path}/`))) bases.set(context.db, apiBase(req));
      next();
    });
    sessionTemplateResource.register(router, context);
    dynamicSessionTemplateResource.register(router, context);
  },
};
