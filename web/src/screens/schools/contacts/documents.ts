// The common documents `npm run codegen` writes into operations.generated.ts beside this: these records are no declared resource.
import type { CommonDocuments } from '../../../routes/commonDocuments';

export const documents: CommonDocuments = {
  type: 'SchoolContact',
  fields: ['id', 'schoolId', 'name', 'title', 'email', 'phone', 'status'],
  export: 'schoolContactDocuments',
};
