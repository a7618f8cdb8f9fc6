// Checklist masters ('checklist-masters-list'), dynamic fields ('dynamic-fields-list') and checklist form templates
// ('checklist-form-template-list'), all soft-deletable. The all- lists are what a template's checklist and
// fields resolve through.
import { defineResource } from '../../kit/index.js';
import { registerWriteGuard, writesOf } from '../../kit/write-guard.js';
import type { Area } from '../../server/area.js';
import type { ChecklistFormTemplate } from './checklist-form-template.js';
import type { ChecklistMaster } from './checklist-master.js';
import type { DynamicField } from './dynamic-field.js';
import { checkDynamicFieldType } from './field-type-rule.js';
import { seedChecklistFormTemplates, seedChecklistMasters, seedDynamicFields } from './seed.js';

export const checklistMasterResource = defineResource<ChecklistMaster>({
  name: 'checklist master',
  type: 'ChecklistMaster',
  table: 'checklist_masters',
  permission: { default: 'checklist-masters-list', all: null },
  unique: ['name'],
  searchable: ['name', 'applies_to', 'description'],
  defaults: { status: 1, applies_to: 'Student' },
  seed: seedChecklistMasters,
});

export const dynamicFieldPermission = 'dynamic-fields-list';

export const dynamicFieldResource = defineResource<DynamicField>({
  name: 'dynamic field',
  type: 'DynamicField',
  table: 'dynamic_fields',
  permission: { default: dynamicFieldPermission, all: null },
  unique: ['name', 'field_key'],
  searchable: ['name', 'field_key', 'field_type'],
  defaults: { status: 1, is_required: false, options: null },
  seed: seedDynamicFields,
});

export const checklistFormTemplatePermission = 'checklist-form-template-list';

export const checklistFormTemplateResource = defineResource<ChecklistFormTemplate>({
  name: 'checklist form template',
  type: 'ChecklistFormTemplate',
  table: 'checklist_form_templates',
  permission: checklistFormTemplatePermission,
  unique: ['name'],
  searchable: ['name', 'description'],
  defaults: { status: 1, dynamic_field_ids: [] },
  seed: seedChecklistFormTemplates,
});

export const checklistsArea: Area = {
  name: 'checklists',
  register(router, context) {
    const { auth } = context;
    const guards = [auth.required, auth.requirePermission(dynamicFieldPermission)];
    router.post('/dynamic-field', ...guards, checkDynamicFieldType);
    router.put('/dynamic-field/:id', ...guards, (req, res, next) =>
      (req.body as Record<string, unknown> | undefined)?.field_type === undefined ? next() : checkDynamicFieldType(req, res, next),
    );
    registerWriteGuard(router, context, {
      ...writesOf(checklistFormTemplateResource.spec),
      references: [
        { field: 'checklist_master_id', table: 'checklist_masters' },
        { field: 'dynamic_field_ids', table: 'dynamic_fields', many: true },
      ],
    });
    checklistMasterResource.register(router, context);
    dynamicFieldResource.register(router, context);
    checklistFormTemplateResource.register(router, context);
  },
};

export type { ChecklistFormTemplate } from './checklist-form-template.js';
export type { ChecklistMaster } from './checklist-master.js';
export type { DynamicField } from './dynamic-field.js';
