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
  type: 'SessionTemplateType',
  table: 'session_template_types',
  permission: { default: 'session-template-type-list', all: null },
  unique: ['name'],
  searchable: ['name', 'description'],
  defaults: { status: 1 },
  seed: seedSessionTemplateTypes,
});

export const sessionTemplateMasterPermission = 'session-template-master-list';

export const sessionTemplateMasterResource = defineResource<SessionTemplateMaster>({
  name: 'session template master',
  type: 'SessionTemplateMaster',
  table: 'session_template_masters',
  permission: { default: sessionTemplateMasterPermission, all: null },
  unique: ['name'],
  searchable: ['name', 'description'],
  defaults: { status: 1 },
  seed: seedSessionTemplateMasters,
});

export const sessionFormTemplatePermission = 'session-form-template-list';

export const sessionFormTemplateResource = defineResource<SessionFormTemplate>({
  name: 'session form template',
  type: 'SessionFormTemplate',
  table: 'session_form_templates',
  permission: sessionFormTemplatePermission,
  unique: ['name'],
  searchable: ['name', 'description'],
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
