// Case documents (case-document: paged list filtered by student_id and case_status, detail, writes, the soft-delete
// lifecycle) and their templates (case-document-template, all-case-document-templates). Behind 'Templates'. A case
// document names a live student and, if any, a live template; its status is Open or Closed; opened_on is a date.
import { isApiDate } from '../../kit/dates.js';
import { defineResource } from '../../kit/index.js';
import type { Area } from '../../server/area.js';
import { students } from '../students/table.js';
import { seedCaseDocuments, seedCaseTemplates } from './seed.js';
import { caseStatuses, type CaseDocument, type CaseDocumentTemplate } from './tables.js';

const permission = 'Templates';

export const caseDocumentTemplateResource = defineResource<CaseDocumentTemplate>({
  name: 'case document template',
  type: 'CaseDocumentTemplate',
  table: 'case_document_templates',
  permission,
  unique: ['name'],
  searchable: ['name', 'description'],
  defaults: { status: 1 },
  seed: seedCaseTemplates,
});

export const caseDocumentResource = defineResource<CaseDocument>({
  name: 'case document',
  type: 'CaseDocument',
  table: 'case_documents',
  permission,
  searchable: ['title', 'content'],
  hooks: {
    beforeSave: (values, errors, { db }) => {
      const merged = { ...values };
      if (merged.student_id !== undefined) {
        const student = students(db).find(merged.student_id);
        if (!student || student.deleted_at) errors.add('student_id', 'The selected student id is invalid.');
      }
      if (merged.case_document_template_id) {
        const template = db.table<CaseDocumentTemplate>('case_document_templates').find(merged.case_document_template_id);
        if (!template || template.deleted_at) errors.add('case_document_template_id', 'The selected case document template id is invalid.');
      }
      if (merged.opened_on !== undefined && !isApiDate(merged.opened_on)) errors.add('opened_on', 'The opened on field must be a valid date.');
      if (merged.case_status !== undefined) errors.oneOf('case_status', merged.case_status, caseStatuses);
      return merged;
    },
  },
  seed: seedCaseDocuments,
});

export const caseDocumentsArea: Area = {
  name: 'case-documents',
  after: ['students'],
  register(router, context) {
    caseDocumentTemplateResource.register(router, context);
    caseDocumentResource.register(router, context);
  },
};
