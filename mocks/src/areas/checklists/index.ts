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
  table: 'checklist_masters',
  paths: {
    list: 'checklist-master',
    all: 'all-checklist-masters',
    detail: 'checklist-master/{id}',
    create: 'checklist-master',
    update: 'checklist-master/{id}',
    remove: 'checklist-master/{id}',
    deleted: 'deleted-checklist-master',
    restore: 'restore-checklist-master',
    permanentDelete: 'permanent-delete-checklist-master',
  },
  permission: { default: 'checklist-masters-list', all: null },
  required: ['name', 'applies_to'],
  unique: ['name'],
  searchable: ['name', 'applies_to', 'description'],
  filters: { status: 'status', applies_to: 'applies_to' },
  fillable: ['name', 'applies_to', 'description', 'status'],
  casts: { status: 'integer' },
  defaults: { status: 1, applies_to: 'Student' },
  seed: seedChecklistMasters,
});

export const dynamicFieldPermission = 'dynamic-fields-list';

export const dynamicFieldResource = defineResource<DynamicField>({
  name: 'dynamic field',
  table: 'dynamic_fields',
  paths: {
    list: 'dynamic-field',
    all: 'all-dynamic-fields',
    detail: 'dynamic-field/{id}',
    create: 'dynamic-field',
    update: 'dynamic-field/{id}',
    remove: 'dynamic-field/{id}',
    deleted: 'deleted-dynamic-field',
    restore: 'restore-dynamic-field',
    permanentDelete: 'permanent-delete-dynamic-field',
  },
  permission: { default: dynamicFieldPermission, all: null },
  required: ['name', 'field_key', 'field_type'],
  unique: ['name', 'field_key'],
  searchable: ['name', 'field_key', 'field_type'],
  filters: { status: 'status', field_type: 'field_type' },
  fillable: ['name', 'field_key', 'field_type', 'options', 'is_required', 'placeholder', 'status'],
  casts: { is_required: 'boolean', status: 'integer' },
  defaults: { status: 1, is_required: false, options: null },
  seed: seedDynamicFields,
});

export const checklistFormTemplatePermission = 'checklist-form-template-list';

export const checklistFormTemplateResource = defineResource<ChecklistFormTemplate>({
  name: 'checklist form template',
  table: 'checklist_form_templates',
  paths: {
    list: 'checklist-form-template',
    detail: 'checklist-form-template/{id}',
    create: 'checklist-form-template',
    update: 'checklist-form-template/{id}',
    remove: 'checklist-form-template/{id}',
    deleted: 'deleted-checklist-form-template',
    restore: 'restore-checklist-form-template',
    permanentDelete: 'permanent-delete-checklist-form-template',
  },
  permission: checklistFormTemplatePermission,
  required: ['name', 'checklist_master_id'],
  unique: ['name'],
  searchable: ['name', 'description'],
  filters: { status: 'status', checklist_master_id: 'checklist_master_id' },
  fillable: ['name', 'checklist_master_id', 'dynamic_field_ids', 'description', 'status'],
  casts: { checklist_master_id: 'integer', status: 'integer' },
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
