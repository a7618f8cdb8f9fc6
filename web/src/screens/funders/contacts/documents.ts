// The common documents `npm run codegen` writes into operations.generated.ts beside this: these records are no declared resource.
import type { CommonDocuments } from '../../../routes/commonDocuments';

export const documents: CommonDocuments = {
  type: 'FunderContact',
  fields: ['id', 'funderId', 'name', 'title', 'email', 'phone', 'extension', 'notes', 'status', 'funder { id name }'],
  export: 'funderContactDocuments',
};
