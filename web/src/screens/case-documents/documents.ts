// The common documents `npm run codegen` writes into operations.generated.ts beside this: these records are no declared resource.
import type { CommonDocuments } from '../../routes/commonDocuments';

export const documents: CommonDocuments = {
  type: 'CaseDocument',
  fields: [
    'id',
    'title',
    'studentId',
    'student { id firstName lastName }',
    'caseDocumentTemplateId',
    'template { id name }',
    'openedOn',
    'caseStatus',
    'content',
    'updatedAt',
  ],
  export: 'caseDocumentDocuments',
};
