// Session template types ('session-template-type-list'), masters ('session-template-master-list') and session form
// templates ('session-form-template-list'), all soft-deletable. The all- lists are what a master's type and a
// form's master resolve through.
import { defineResource } from '../../kit/index.js';
import { registerWriteGuard, writesOf } from '../../kit/write-guard.js';
import type { Area } from '../../server/area.js';
import type { SessionFormTemplate } from './session-form-template.js';
import type { SessionTemplateMaster } from './session-template-master.js';
import type { SessionTemplateType } from './session-template-type.js';
import { seedSessionFormTemplates, seedSessionTemplateMasters, seedSessionTemplateTypes } from './seed.js';

export const sessionTemplateTypeResource = defineResource<SessionTemplateType>({
  name: 'session template type',
  table: 'session_template_types',
  paths: {
    list: 'session-template-type',
    all: 'all-session-template-types',
    detail: 'session-template-type/{id}',
    create: 'session-template-type',
    update: 'session-template-type/{id}',
    remove: 'session-template-type/{id}',
    deleted: 'deleted-session-template-type',
    restore: 'restore-session-template-type',
    permanentDelete: 'permanent-delete-session-template-type',
  },
  permission: { default: 'session-template-type-list', all: null },
  required: ['name'],
  unique: ['name'],
  searchable: ['name', 'description'],
  filters: { status: 'status' },
  fillable: ['name', 'description', 'status'],
  casts: { status: 'integer' },
  defaults: { status: 1 },
  seed: seedSessionTemplateTypes,
});

export const sessionTemplateMasterPermission = 'session-template-master-list';

export const sessionTemplateMasterResource = defineResource<SessionTemplateMaster>({
  name: 'session template master',
  table: 'session_template_masters',
  paths: {
    list: 'session-template-master',
    all: 'all-session-template-masters',
    detail: 'session-template-master/{id}',
    create: 'session-template-master',
    update: 'session-template-master/{id}',
    remove: 'session-template-master/{id}',
    deleted: 'deleted-session-template-master',
    restore: 'restore-session-template-master',
    permanentDelete: 'permanent-delete-session-template-master',
  },
  permission: { default: sessionTemplateMasterPermission, all: null },
  required: ['name', 'session_template_type_id'],
  unique: ['name'],
  searchable: ['name', 'description'],
  filters: { status: 'status', session_template_type_id: 'session_template_type_id' },
  fillable: ['name', 'session_template_type_id', 'description', 'status'],
  casts: { session_template_type_id: 'integer', status: 'integer' },
  defaults: { status: 1 },
  seed: seedSessionTemplateMasters,
});

export const sessionFormTemplatePermission = 'session-form-template-list';

export const sessionFormTemplateResource = defineResource<SessionFormTemplate>({
  name: 'session form template',
  table: 'session_form_templates',
  paths: {
    list: 'session-form-template',
    detail: 'session-form-template/{id}',
    create: 'session-form-template',
    update: 'session-form-template/{id}',
    remove: 'session-form-template/{id}',
    deleted: 'deleted-session-form-template',
    restore: 'restore-session-form-template',
    permanentDelete: 'permanent-delete-session-form-template',
  },
  permission: sessionFormTemplatePermission,
  required: ['name', 'session_template_master_id'],
  unique: ['name'],
  searchable: ['name', 'description'],
  filters: { status: 'status', session_template_master_id: 'session_template_master_id' },
  fillable: ['name', 'session_template_master_id', 'description', 'requires_signature', 'status'],
  casts: { session_template_master_id: 'integer', requires_signature: 'boolean', status: 'integer' },
  defaults: { status: 1, requires_signature: false },
  seed: seedSessionFormTemplates,
});

export const sessionTemplateSetupArea: Area = {
  name: 'session-template-setup',
  register(router, context) {
    registerWriteGuard(router, context, {
      ...writesOf(sessionTemplateMasterResource.spec),
      references: [{ field: 'session_template_type_id', table: 'session_template_types' }],
    });
    registerWriteGuard(router, context, {
      ...writesOf(sessionFormTemplateResource.spec),
      references: [{ field: 'session_template_master_id', table: 'session_template_masters' }],
    });
    sessionTemplateTypeResource.register(router, context);
    sessionTemplateMasterResource.register(router, context);
    sessionFormTemplateResource.register(router, context);
  },
};

export type { SessionFormTemplate } from './session-form-template.js';
export type { SessionTemplateMaster } from './session-template-master.js';
export type { SessionTemplateType } from './session-template-type.js';
